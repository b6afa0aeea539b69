import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The Content-Security-Policy of the site (the API reference page's is below): no inline style, no frames (the home
 * video is gone), no inline script but the router's own on a page our server renders, which carry this answer's nonce.
 */
const CSP_DIRECTIVES: Record<string, Array<string | typeof NONCE>> = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'", NONCE],
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'"],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  frameSrc: ["'none'"],
  workerSrc: ["'self'"],
  manifestSrc: ["'self'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
  objectSrc: ["'none'"],
};

/** Where an answer's nonce is in CONTENT_SECURITY_POLICY (each answer has its own). */
const NONCE_PLACEHOLDER = "'nonce-<nonce>'";

type Directives = typeof CSP_DIRECTIVES;

/** A policy as hono/secure-headers sends it (kebab-case names, `; ` between directives): for tests and docs. */
const policyOf = (directives: Directives) =>
  Object.entries(directives)
    .map(([name, sources]) =>
      [
        name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
        ...sources.map((source) => (source === NONCE ? NONCE_PLACEHOLDER : source)),
      ].join(' '),
    )
    .join('; ');

export const CONTENT_SECURITY_POLICY = policyOf(CSP_DIRECTIVES);

/** An answer's policy with its nonce as in CONTENT_SECURITY_POLICY, to compare the two. */
export const policyWithoutNonce = (policy: string | null) =>
  policy?.replace(/'nonce-[A-Za-z0-9+/=_-]+'/g, NONCE_PLACEHOLDER);

/**
 * The API reference page (routes/openapi/openapi.index.ts) runs this version of Scalar's script, from Scalar's CDN:
 * the package that ships it (@scalar/api-reference) brings some 280 packages with it, for one file. The script
 * carries the answer's nonce; scripts stay as strict as the site's. Its styles are inline, added as it renders (style
 * blocks, some without the nonce, and style attributes), so the page allows inline styles: they cannot run code, and
 * the page shows only the public document.
 */
export const REFERENCE_PAGE = {
  path: '/api/docs',
  script: 'https://cdn.jsdelivr.net/npm/@scalar/api-reference@1.76.0/dist/browser/standalone.js',
};
const REFERENCE_PAGE_DIRECTIVES = { ...CSP_DIRECTIVES, styleSrc: ["'self'", "'unsafe-inline'"] };
export const REFERENCE_PAGE_POLICY = policyOf(REFERENCE_PAGE_DIRECTIVES);

/** nosniff and Cross-Origin-Opener-Policy: same-origin are among secureHeaders' defaults. */
const secureWith = (contentSecurityPolicy: Directives) =>
  secureHeaders({
    contentSecurityPolicy,
    referrerPolicy: 'strict-origin-when-cross-origin',
    xFrameOptions: 'DENY',
    permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    // Public content: other sites may embed our images and PDFs, as before (the default is same-origin).
    crossOriginResourcePolicy: false,
    // The server speaks plain HTTP; HSTS belongs to whatever terminates TLS in front of it.
    strictTransportSecurity: false,
  });
const site = secureWith(CSP_DIRECTIVES);
const referencePage = secureWith(REFERENCE_PAGE_DIRECTIVES);

/**
 * Runs outermost, after everything else, so API, media, static, 404 and 500 responses all get the headers. A 304
 * gets no policy: its headers replace those kept with the cached copy (RFC 9111, 4.3.4), and a rendered page's
 * policy names its nonce, so a new one would refuse the kept page's scripts.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await (c.req.path === REFERENCE_PAGE.path ? referencePage : site)(c, next);
  if (c.res.status === 304) c.res.headers.delete('Content-Security-Policy');
};
