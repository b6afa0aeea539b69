import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono, type Context } from 'hono';
import { etag } from 'hono/etag';
import { notFound } from './lib/errors';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NOT_BUILT = 'App not built: run npm run build';

/** Paths the SPA fallback never answers: they are API or media, and a miss there is a real 404. */
const RESERVED = /^\/(?:api|uploads|files)(?:\/|$)/;

/** The English app routes: their shell is en/shell.html (decision 025). */
const ENGLISH = /^\/en(?:\/|$)/;

/**
 * The usual probe paths are no app route either: a monitor pointed at `/healthz` instead of `/api/health` must fail
 * loudly, not read the app's HTML as "up" while the database is gone.
 */
const PROBES = /^\/(?:health|healthz|ready|readyz|livez)\/?$/;

type StaticEnv = { Variables: { servedFile?: string } };

/** App routes are extension-less and never hold a dot segment (`/..%2fetc%2fpasswd` is no route). */
function isAppRoute(rawPath: string): boolean {
  try {
    return !/\/\.|\.[^/]*$|\0/.test(decodeURIComponent(rawPath));
  } catch {
    return false;
  }
}

/**
 * The built SPA: files from distDir (a prerendered page is `<route>/index.html`), and shell.html for the other app
 * routes (extension-less paths that are no file), en/shell.html for those under /en (English before the app starts).
 * A path that is no page of the app (`pageExists`, src/app-routes.ts) gets the same shell, which renders the app's
 * not-found page, with status 404. Missing files with an extension are a plain 404; an unbuilt app answers 503.
 */
export function serveApp(
  distDir: string,
  { pageExists }: { pageExists?: ((pathname: string) => boolean) | undefined } = {},
): Hono<StaticEnv> {
  const root = path.resolve(distDir);
  const assets = path.join(root, 'assets') + path.sep;
  // serve-static builds its Response before onFound runs, so headers are set afterwards from the file it served.
  const onFound = (file: string, c: Context<StaticEnv>) => c.set('servedFile', file);
  // Root goes in through the path, not `root`: serve-static logs a missing root, and an unbuilt app is a 503, not an error.
  const files = serveStatic<StaticEnv>({
    rewriteRequestPath: (file) => path.join(root, file),
    onFound,
    // The build's .br/.gz copies (vite.config.ts, compression), sent as they are to a browser that takes them.
    precompressed: true,
  });
  const shell = serveStatic<StaticEnv>({ path: path.join(root, 'shell.html'), onFound, precompressed: true });
  const englishShell = serveStatic<StaticEnv>({
    path: path.join(root, 'en', 'shell.html'),
    onFound,
    precompressed: true,
  });
  const tag = etag();
  return new Hono<StaticEnv>().get(
    '*',
    // hono/etag would hash the part a Range request gets (206): that is not the file's ETag, so send none.
    (c, next) => (c.req.header('Range') ? next() : tag(c, next)),
    async (c, next) => {
      await next();
      const file = c.get('servedFile');
      if (!file) return;
      // Vite's hashed output never changes under the same name; everything else must revalidate.
      c.res.headers.set('Cache-Control', file.startsWith(assets) ? IMMUTABLE : NO_CACHE);
      // serve-static's type for the manifest has no charset.
      if (/\.webmanifest(?:\.br|\.gz)?$/.test(file))
        c.res.headers.set('Content-Type', 'application/manifest+json; charset=utf-8');
    },
    async (c, next) => {
      const rawPath = new URL(c.req.url).pathname;
      if (RESERVED.test(rawPath)) throw notFound(`No route for ${c.req.method} ${rawPath}`);
      if (PROBES.test(rawPath))
        throw notFound(`No route for ${rawPath}: health is /api/health, readiness /api/ready`);
      await next();
    },
    files,
    // serve-static has no SPA fallback: shell.html answers app routes only, never missing files.
    async (c, next) => {
      const pathname = new URL(c.req.url).pathname;
      if (!isAppRoute(pathname)) return c.text('Not found', 404);
      const missing = pageExists ? !pageExists(pathname) : false;
      await next();
      // The shell shows the app's not-found page; the status says it too, to a crawler, a monitor or a link checker.
      if (missing && c.res.status === 200)
        c.res = new Response(c.res.body, { status: 404, headers: c.res.headers });
    },
    // A build without the English shell (older than decision 025) falls through to the Portuguese one.
    (c, next) => (ENGLISH.test(new URL(c.req.url).pathname) ? englishShell(c, next) : next()),
    shell,
    (c) => c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' }),
  );
}
