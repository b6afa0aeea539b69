import type { MiddlewareHandler } from 'hono';
import { NONCE, secureHeaders } from 'hono/secure-headers';

/**
 * The one Content-Security-Policy of the site: no inline style, no frames (the home video is gone), no inline script
 * but the router's own on a page our server renders, which carry this answer's nonce.
 */
const CSP_DIRECTIVES = {
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

/** The policy as hono/secure-headers sends it (kebab-case names, `; ` between directives): for tests and docs. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) =>
    [
      name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`),
      ...sources.map((source) => (source === NONCE ? NONCE_PLACEHOLDER : source)),
    ].join(' '),
  )
  .join('; ');

/** An answer's policy with its nonce as in CONTENT_SECURITY_POLICY, to compare the two. */
export const policyWithoutNonce = (policy: string | null) =>
  policy?.replace(/'nonce-[A-Za-z0-9+/=_-]+'/g, NONCE_PLACEHOLDER);

/** nosniff and Cross-Origin-Opener-Policy: same-origin are among secureHeaders' defaults. */
const secure = secureHeaders({
  contentSecurityPolicy: CSP_DIRECTIVES,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  // Public content: other sites may embed our images and PDFs, as before (the default is same-origin).
  crossOriginResourcePolicy: false,
  // The server speaks plain HTTP; HSTS belongs to whatever terminates TLS in front of it.
  strictTransportSecurity: false,
});

/**
 * Runs outermost, after everything else, so API, media, static, 404 and 500 responses all get the headers. A 304
 * gets no policy: its headers replace those kept with the cached copy (RFC 9111, 4.3.4), and a rendered page's
 * policy names its nonce, so a new one would refuse the kept page's scripts.
 */
export const securityHeaders: MiddlewareHandler = async (c, next) => {
  await secure(c, next);
  if (c.res.status === 304) c.res.headers.delete('Content-Security-Policy');
};
