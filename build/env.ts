import * as z from 'zod';

const ApiBase = z
  .string()
  .trim()
  .regex(/^(?:\/|https?:\/\/)/, 'expected a path from the site root (/api) or an http(s) URL');

/** What the build inlines into the app (src/lib/data/sw-shared.ts): checked here, where it enters. Blank means unset. */
const BuildEnvSchema = z.object({
  VITE_API_BASE: ApiBase.optional(),
  VITE_FORMS_API_BASE: ApiBase.optional(),
  // The site's own address, named in the tags a shared link shows (src/lib/site-url.ts): absolute, no path.
  VITE_SITE_URL: z
    .url({ protocol: /^https?$/, error: "expected the site's http(s) address, as https://sasuma.uma.pt" })
    .regex(/^https?:\/\/[^/]+\/?$/, 'expected the address alone, with no path')
    .optional(),
});

/** Throws an Error naming every bad variable and its value. */
export function checkBuildEnv(source: Record<string, string | undefined>): void {
  const given = Object.fromEntries(Object.entries(source).filter(([, value]) => value?.trim()));
  const result = BuildEnvSchema.safeParse(given);
  if (result.success) return;
  const lines = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    return `  ${name}: ${issue.message}, got ${JSON.stringify(source[name])}`;
  });
  throw new Error(`Invalid build environment:\n${lines.join('\n')}`);
}
