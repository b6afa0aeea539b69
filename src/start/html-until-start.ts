/**
 * The app's markup as HTML written in advance (a prerendered page, a list our server rendered, a kept first screen):
 * no script. The router's scroll-restoration script is inline (our CSP forbids it; the app restores scroll itself),
 * and the app's render in the browser has none, so the HTML is what the render that hydrates it shows.
 */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '');
}

/**
 * A kept first screen, which the app does not hydrate but replaces (src/start/first-screen.ts): every control disabled
 * until the app takes over, since a tap or a keystroke before then would be lost. It looks as it will
 * (`[data-until-start]` in app.css); links work as they are.
 */
export function htmlUntilStart(html: string): string {
  return withoutScripts(html).replace(
    /<(button|input|select|textarea)\b/g,
    '<$1 disabled="" data-until-start=""',
  );
}

/** Our CSP (style-src 'self') blocks style attributes in HTML; React sets them through the DOM, which it allows. */
export function hasStyleAttribute(html: string): boolean {
  return /<[^>]+\sstyle="/.test(html);
}
