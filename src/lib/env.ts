import * as z from 'zod/mini';

// Build-time configuration (Vite inlines VITE_* at build). Validated once so a bad value fails loudly at start.
const EnvSchema = z.object({
  VITE_API_BASE: z._default(z.string().check(z.minLength(1)), '/api'),
  VITE_FORMS_API_BASE: z._default(z.string().check(z.minLength(1)), '/api'),
});

export const env = EnvSchema.parse({
  VITE_API_BASE: import.meta.env.VITE_API_BASE || undefined,
  VITE_FORMS_API_BASE: import.meta.env.VITE_FORMS_API_BASE || undefined,
});
