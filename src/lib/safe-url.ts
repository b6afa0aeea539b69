/**
 * An href for a URL that came from API data, or undefined when it must not become a link. Only http(s) is kept —
 * absolute, or relative and so on this site's origin: `javascript:`, `data:text/html` and the like would run or show
 * someone else's page under the app's name. The URL is judged by the same parser the browser uses, so tricks like
 * `java\tscript:` or `  data:` are read the way the browser would read them.
 */
export function safeHref(
  url: string,
  base: string = globalThis.location?.href ?? 'https://app.invalid/',
): string | undefined {
  const trimmed = url.trim();
  if (!trimmed) return undefined;
  try {
    const { protocol } = new URL(trimmed, base);
    return protocol === 'https:' || protocol === 'http:' ? trimmed : undefined;
  } catch {
    return undefined;
  }
}
