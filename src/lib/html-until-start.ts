/**
 * The app's markup as a page's HTML before the app has started (a prerendered page, a replayed first screen): no
 * script (the router's scroll-restoration script is inline, and our CSP forbids it; the app restores scroll itself),
 * and every control disabled until the app takes over, since a tap or a keystroke before then would be lost. It looks
 * as it will (`[data-until-start]` in app.css); links work as they are.
 */
export function htmlUntilStart(html: string): string {
  return html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<(button|input|select|textarea)\b/g, '<$1 disabled="" data-until-start=""');
}

/** Our CSP (style-src 'self') blocks style attributes in HTML; React sets them through the DOM, which it allows. */
export function hasStyleAttribute(html: string): boolean {
  return /<[^>]+\sstyle="/.test(html);
}
