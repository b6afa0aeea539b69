import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import { z } from 'zod';
import { findNews } from './routes/news/news.handlers';
import { findNotice } from './routes/notices/notices.handlers';
import { findScholarship } from './routes/scholarships/scholarships.handlers';

/** The app's route patterns, written by the build beside its renderer (build/renderer-plugin.ts). */
export const APP_ROUTES_FILE = 'app-routes.json';

const AppRoutesSchema = z.array(z.string().regex(/^\//));

/**
 * Detail pages whose existence only the API knows: the item is looked up as the API's detail call looks it up, so
 * a page answers 404 exactly when its data would. Another param route is taken to exist.
 */
const DETAIL_LOOKUPS: Record<string, (db: Database, id: string) => unknown> = {
  '/avisosecomunicados/$postName': findNotice,
  '/noticiassas/$noticiaName': findNews,
  '/bolsasdeestudo/$id': findScholarship,
};

/** `/en/avisosecomunicados/x/` -> ['avisosecomunicados', 'x']; undefined when a segment does not decode. */
function bareSegments(pathname: string): string[] | undefined {
  try {
    const segments = pathname.split('/').filter(Boolean).map(decodeURIComponent);
    return segments[0] === 'en' ? segments.slice(1) : segments;
  } catch {
    return undefined;
  }
}

/** The pattern `segments` match, as the router matches (literals case-insensitive, `$param` any one segment). */
function matchingPattern(patterns: readonly string[][], segments: readonly string[]) {
  return patterns.find(
    (pattern) =>
      pattern.length === segments.length &&
      pattern.every((part, i) => part.startsWith('$') || part.toLowerCase() === segments[i]?.toLowerCase()),
  );
}

/**
 * Whether an extension-less path is a page of the app: it matches one of the build's route patterns (after an
 * optional `/en`) and, for a detail page, the item exists. Undefined (every path is a page, as before) when the build
 * has no route list: a build older than this, or a renderer not built.
 */
export function appPageExists(distDir: string, db: Database): ((pathname: string) => boolean) | undefined {
  const file = path.join(`${distDir}-ssr`, APP_ROUTES_FILE);
  if (!existsSync(file)) return undefined;
  const patterns = AppRoutesSchema.parse(JSON.parse(readFileSync(file, 'utf8'))).map((pattern) =>
    pattern.split('/').filter(Boolean),
  );
  return (pathname) => {
    const segments = bareSegments(pathname);
    if (!segments) return false;
    const pattern = matchingPattern(patterns, segments);
    if (!pattern) return false;
    const lookup = DETAIL_LOOKUPS[`/${pattern.join('/')}`];
    return lookup ? lookup(db, segments.at(-1) ?? '') !== undefined : true;
  };
}
