/** The social-action services' unit id in the university API (spec section 9). */
export const OWNER_ID = 682;
/** Screens at least this wide get image popups (spec section 9). */
export const WIDE_SCREEN_MIN_PX = 1025;
export const UNIVERSITY_HOME_URL = 'https://www.uma.pt';
