import { API_BASES } from './sw-shared';

/**
 * Build-time configuration, as Vite inlined it. It is validated (zod) where it enters, when the build reads it
 * (vite.config.ts): a bad value fails the build, and the app carries no schema for it.
 */
export const env = {
  VITE_API_BASE: API_BASES.content,
  VITE_FORMS_API_BASE: API_BASES.forms,
};
