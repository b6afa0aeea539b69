import { rm } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'rolldown';

/**
 * The server as plain JavaScript for `node` (OPS-05): `npm start` and `npm run serve` run `server/dist/main.js`, the
 * operator's scripts `server/dist/backup.js`, `export-applications.js` and `delete-expired-applications.js`; no TypeScript loader at run
 * time. Packages stay external (installed with `npm ci`, better-sqlite3's native binary among them); the server's own
 * code and the shared contract are bundled. `seed/` and `migrations/` are read from `server/` at run time
 * (`server/src/lib/server-dir.ts`), beside `server/dist/`.
 */
const outDir = 'server/dist';
await rm(outDir, { recursive: true, force: true });
await build({
  input: {
    main: 'server/src/main.ts',
    backup: 'server/src/backup.ts',
    'export-applications': 'server/src/export-applications.ts',
    'delete-expired-applications': 'server/src/delete-expired-applications.ts',
    'send-alerts': 'server/src/send-alerts.ts',
  },
  platform: 'node',
  tsconfig: 'server/tsconfig.json',
  // A bare specifier is a package from node_modules; a relative or absolute one is ours.
  external: (id) => !id.startsWith('.') && !path.isAbsolute(id),
  output: {
    dir: outDir,
    format: 'esm',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name]-[hash].js',
  },
});
console.log(`server built in ${outDir}/`);
