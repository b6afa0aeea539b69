import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from './test-server';

/**
 * A server of a test's own (own port, database and copy of the build), so it can be restarted on the same address
 * (`port` and `dir` of the first) or serve a new version of the app (a changed `sw.js` in `distDir`).
 */
export async function ownServer(port = 0, dir = mkdtempSync(join(tmpdir(), 'sasuma-own-'))) {
  const distDir = join(dir, 'dist');
  if (port === 0) cpSync(process.env.E2E_DIST_DIR ?? 'dist', distDir, { recursive: true });
  const databasePath = join(dir, 'own.db');
  const server = await startTestServer({ port, databasePath, distDir });
  return { server, dir, distDir, databasePath };
}
