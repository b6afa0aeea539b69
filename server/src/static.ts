import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Context } from 'hono';
import { notFound } from './lib/errors';
import { sendCached } from './lib/respond';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
export const NOT_BUILT = 'App not built: run npm run build';

/** Paths the SPA fallback never answers: they are API or media, and a miss there is a real 404. */
const RESERVED = /^\/(?:api|uploads|files)(?:\/|$)/;

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};

interface CachedFile {
  mtimeMs: number;
  size: number;
  body: Buffer;
  etag: string;
}

const files = new Map<string, CachedFile>();

async function isFile(file: string): Promise<{ mtimeMs: number; size: number } | null> {
  try {
    const info = await stat(file);
    return info.isFile() ? { mtimeMs: info.mtimeMs, size: info.size } : null;
  } catch {
    return null;
  }
}

/** File body and content hash, re-read only when the file changed (a new build). */
async function load(file: string, info: { mtimeMs: number; size: number }): Promise<CachedFile> {
  const cached = files.get(file);
  if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
  const body = await readFile(file);
  const entry = { ...info, body, etag: `"${createHash('sha1').update(body).digest('base64url')}"` };
  files.set(file, entry);
  return entry;
}

async function sendFile(c: Context, root: string, file: string, info: { mtimeMs: number; size: number }) {
  const { body, etag } = await load(file, info);
  const relative = path.relative(root, file).split(path.sep).join('/');
  return sendCached(c, {
    body,
    etag,
    contentType: TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream',
    // Vite's hashed output never changes under the same name; everything else must revalidate.
    cacheControl: relative.startsWith('assets/') ? IMMUTABLE : NO_CACHE,
  });
}

/**
 * The built SPA: files from distDir, and index.html for app routes (extension-less paths that are no file).
 * Missing files with an extension are a plain 404; an unbuilt app answers 503.
 */
export function serveApp(distDir: string) {
  const root = path.resolve(distDir);
  return async (c: Context): Promise<Response> => {
    const rawPath = new URL(c.req.url).pathname;
    if (RESERVED.test(rawPath)) throw notFound(`No route for ${c.req.method} ${rawPath}`);
    let decoded: string;
    try {
      decoded = decodeURIComponent(rawPath);
    } catch {
      return c.text('Not found', 404);
    }
    const file = path.resolve(root, `.${decoded}`);
    // Traversal guard: /..%2f..%2fetc/passwd resolves outside root and is refused.
    if (decoded.includes('\0') || (file !== root && !file.startsWith(root + path.sep))) {
      return c.text('Not found', 404);
    }
    const info = await isFile(file);
    if (info) return sendFile(c, root, file, info);
    if (/\.[^/]+$/.test(decoded)) return c.text('Not found', 404);
    const index = path.join(root, 'index.html');
    const indexInfo = await isFile(index);
    if (!indexInfo) return c.text(NOT_BUILT, 503, { 'Cache-Control': 'no-store' });
    return sendFile(c, root, index, indexInfo);
  };
}
