/** The social-action services' unit id in the university API (spec section 9). */
export const OWNER_ID = 682;
/** Screens at least this wide get image popups (spec section 9). */
export const WIDE_SCREEN_MIN_PX = 1025;
export const UNIVERSITY_HOME_URL = 'https://www.uma.pt';
/** The id of the JSON block in which a page our server rendered with its data carries that data (page-html.ts). */
export const PAGE_DATA_ID = 'page-data';
