/**
 * What the accessibility statement reports, as data: both languages print the same facts. Update after each
 * `npm run a11y` and each manual review (docs/accessibility-checklist.md); the statement must be reviewed at least
 * once a year (Decree-Law 83/2018, art. 9).
 */
export const STATEMENT = {
  /** When the statement was first made (ISO date). */
  made: '2026-11-26',
  /** When it was last reviewed (ISO date): the date the AMA model marks (`.mr-date`), read by the observatory. */
  reviewed: '2026-11-26',
} as const;

/** `npm run a11y`: axe-core's WCAG 2.0/2.1 A and AA rules over every route, PT and EN, light and dark, phone and desktop. */
export const AUTOMATED_AUDIT = {
  date: '2026-11-26',
  tool: 'axe-core 4.11 (@axe-core/playwright), npm run a11y',
  /** Distinct pages audited: every route of the app in each language (a list's first detail page included). */
  pages: 32,
  /** Every page in each of 4 combinations: phone 390×844 and desktop 1280×800, light and dark. */
  combinations: 4,
  /** Serious or critical violations found, over every page and combination. */
  seriousOrCritical: 0,
} as const;

/** AMA's "10 aspetos funcionais" checklist, done by hand (docs/accessibility-checklist.md). */
export const MANUAL_CHECK = {
  date: '2026-11-26',
  /** Pages checked by hand: one of each kind of screen, in Portuguese. */
  pages: 8,
  /** Aspects that pass, of those that apply (7, players, does not: no video or audio; 8 not checked yet). */
  passed: 8,
  applicable: 9,
} as const;
