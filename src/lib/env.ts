import * as z from 'zod/mini';
import { API_BASES } from './sw-shared';

// Build-time configuration (Vite inlines VITE_* at build). Validated once so a bad value fails loudly at start.
const EnvSchema = z.object({
  VITE_API_BASE: z.string().check(z.minLength(1)),
  VITE_FORMS_API_BASE: z.string().check(z.minLength(1)),
});

export const env = EnvSchema.parse({
  VITE_API_BASE: API_BASES.content,
  VITE_FORMS_API_BASE: API_BASES.forms,
});
