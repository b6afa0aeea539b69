/**
 * Most words a student may watch, and the longest: a few words, not a search engine. Apart from the schemas
 * (push.ts) so the alerts screen's first render reads them without zod.
 */
export const MAX_WATCH_WORDS = 10;
export const MAX_WATCH_WORD_LENGTH = 40;
