/**
 * The facts the legal texts state (the accessibility statement, the privacy policy and the form's privacy notice),
 * in one place, so the form and the pages never disagree. Changing one is a change of what the university states
 * publicly: README ("Legal texts") says who reviews them and when.
 */

/** The social-action services' contact: questions, accessibility feedback, requests about personal data. */
export const SERVICES_EMAIL = 'sas@uma.pt';

// TODO: the university's data-protection officer's published address (GDPR art. 37(7)), to be confirmed by UMa.
export const DATA_PROTECTION_OFFICER_EMAIL = 'dpo@uma.pt';

/** The Portuguese data-protection authority, where a complaint about personal data goes (GDPR art. 77). */
export const CNPD_URL = 'https://www.cnpd.pt';

/**
 * How long a stored application is kept, in years, as the texts say it: the server's `APPLICATION_RETENTION_DAYS`
 * (default 1096 days, three full years; decision 029). Change both together.
 */
export const APPLICATION_RETENTION_YEARS = 3;

/** When the privacy policy last changed (YYYY-MM-DD), shown in words at its top: change it with the text. */
export const PRIVACY_POLICY_UPDATED = '2026-11-28';
