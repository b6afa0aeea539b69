import { use, useMemo } from 'react';

type Sanitize = (html: string) => string;
let sanitize: Sanitize | undefined;
let loading: Promise<Sanitize> | undefined;

/**
 * The sanitizer (DOMPurify, 11 KB gzip) is a chunk of its own. A route that shows server HTML on its first screen
 * waits for it in its loader, in parallel with its data, so its first render never waits; elsewhere (the FAQ's
 * answers) it loads when needed.
 */
export function loadSanitizer(): Promise<Sanitize> {
  if (sanitize) return Promise.resolve(sanitize);
  loading ??= import('./sanitizer').then(
    (module) => (sanitize = module.createSanitizer()),
    (error: unknown) => {
      loading = undefined; // Offline before the chunk was kept: the next render tries again.
      throw error;
    },
  );
  return loading;
}

/** `data`, once the sanitizer is loaded too: the loader of a route whose first screen shows server HTML. */
export function withSanitizer<T>(data: Promise<T>): Promise<T> {
  return Promise.all([data, loadSanitizer()]).then(([value]) => value);
}

const nothing: Sanitize = () => '';

/** The sanitizer: loaded by the route's loader, so this rarely suspends. While the build prerenders (no DOM), none. */
function useSanitizer(): Sanitize {
  if (sanitize) return sanitize;
  return import.meta.env.SSR ? nothing : use(loadSanitizer());
}

/** Our server's render of a page with its data has no DOM of its own: it lends a sanitizer on one (jsdom). */
export function provideSanitizer(lent: Sanitize) {
  sanitize = lent;
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
  // The one place server HTML reaches the DOM.
  const run = useSanitizer();
  const clean = useMemo(() => run(html), [run, html]);
  const classes = ['html-content', preserveLineBreaks ? 'pre-line' : '', className ?? '']
    .filter(Boolean)
    .join(' ');
  return <div className={classes} lang={lang} dangerouslySetInnerHTML={{ __html: clean }} />;
}
