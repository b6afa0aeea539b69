import { NONCE, secureHeaders } from 'hono/secure-headers';

/** The one Content-Security-Policy of the site: no inline script or style, no frames (the home video is gone). */
const CSP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  // A nonce per answer: the router's inline hydration scripts on a page our server renders carry it.
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

/** The policy as hono/secure-headers sends it (kebab-case names, `; ` between directives): for tests and docs. */
export const CONTENT_SECURITY_POLICY = Object.entries(CSP_DIRECTIVES)
  .map(([name, sources]) => [name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), ...sources].join(' '))
  .join('; ');

/**
 * Runs outermost, after everything else, so API, media, static, 404 and 500 responses all get the headers.
 * nosniff and Cross-Origin-Opener-Policy: same-origin are among secureHeaders' defaults.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: CSP_DIRECTIVES,
  referrerPolicy: 'strict-origin-when-cross-origin',
  xFrameOptions: 'DENY',
  permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
  // Public content: other sites may embed our images and PDFs, as before (the default is same-origin).
  crossOriginResourcePolicy: false,
  // The server speaks plain HTTP; HSTS belongs to whatever terminates TLS in front of it.
  strictTransportSecurity: false,
});
