import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server's folder, which holds `seed/` and `migrations/`: the innermost `server` folder above this module, which
 * is `server/src/lib/` in the sources and `server/dist/` once bundled (build/server.ts).
 */
function serverDir(): string {
  const here = fileURLToPath(import.meta.url);
  const marker = `${path.sep}server${path.sep}`;
  const at = here.lastIndexOf(marker);
  if (at < 0) throw new Error(`The server's code is not inside a "server" folder: ${here}`);
  return here.slice(0, at + marker.length - 1);
}

export const SERVER_DIR = serverDir();
