import DOMPurify, { type WindowLike } from 'dompurify';
import { useMemo } from 'react';

// The one place server HTML reaches the DOM. Content comes from the university's API, outside our control, so it
// is sanitized here: no scripts, handlers, frames, forms or inline styles (our CSP forbids inline styles anyway).
function createPurifier(window?: WindowLike) {
  const purifier = window ? DOMPurify(window) : DOMPurify();
  // Without a DOM (the build's prerender, scripts/prerender.ts) DOMPurify cannot sanitize: nothing is let through.
  if (purifier.isSupported)
    purifier.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.hasAttribute('href')) {
        node.setAttribute('rel', 'noopener noreferrer');
        const href = node.getAttribute('href') ?? '';
        if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
      }
    });
  return purifier;
}
let purifier = createPurifier();

/** Our server's render of a page with its data has no DOM of its own: it lends one (jsdom) to sanitize with. */
export function sanitizeWithWindow(window: WindowLike) {
  purifier = createPurifier(window);
}

const config = {
  FORBID_TAGS: [
    'style',
    'iframe',
    'frame',
    'object',
    'embed',
    'form',
    'input',
    'button',
    'textarea',
    'select',
  ],
  FORBID_ATTR: ['style', 'srcset'],
  ALLOW_DATA_ATTR: false,
};

export function sanitizeHtml(html: string): string {
  return purifier.isSupported ? purifier.sanitize(html, config) : '';
}

export function HtmlContent({
  html,
  className,
  preserveLineBreaks = false,
  lang,
}: {
  html: string;
  className?: string;
  /** Set when the text is not in the page's language (UX-08). */
  lang?: string | undefined;
  /** Keeps plain newlines of the source visible (notice descriptions, spec section 2). */
  preserveLineBreaks?: boolean;
}) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  const classes = ['html-content', preserveLineBreaks ? 'pre-line' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <div className={classes} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
