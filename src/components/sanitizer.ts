import DOMPurify, { type WindowLike } from 'dompurify';

// The rules for server HTML. Content comes from the university's API, outside our control: no scripts, handlers,
// frames, forms or inline styles (our CSP forbids inline styles anyway). Only html-content.tsx renders with them.
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

/** Sanitizes with the page's DOM, or with a lent one (jsdom, on our server). */
export function createSanitizer(window?: WindowLike): (html: string) => string {
  const purifier = window ? DOMPurify(window) : DOMPurify();
  // Without a DOM (the build's prerender, build/renderer-plugin.ts) DOMPurify cannot sanitize: nothing is let through.
  if (!purifier.isSupported) return () => '';
  purifier.addHook('afterSanitizeAttributes', (node) => {
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('rel', 'noopener noreferrer');
      const href = node.getAttribute('href') ?? '';
      if (/^https?:/i.test(href)) node.setAttribute('target', '_blank');
    }
  });
  return (html) => purifier.sanitize(html, config);
}
