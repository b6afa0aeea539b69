/**
 * Where the choices a student makes on this device are kept (localStorage): each feature reads and writes its own;
 * "My data on this device" (outbox/device-data.ts) lists and deletes them with the rest.
 */
/** The menu's diet, allergens and cut-off (features/menu/menu-preferences.ts): an allergy is health data. */
export const MENU_PREFERENCES_KEY = 'sasuma:menu-preferences';
/** The alerts' restaurants, times, dish words and language (features/alerts/alert-preferences.ts). */
export const ALERT_PREFERENCES_KEY = 'sasuma alerts';
