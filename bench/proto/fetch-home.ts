import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestServer } from '../../e2e/test-server';
const server = await startTestServer({
  port: 0,
  host: '127.0.0.1',
  databasePath: join(mkdtempSync(join(tmpdir(), 'p-')), 'db.sqlite'),
  distDir: 'dist',
});
await fetch(server.url + '/');
await new Promise((r) => setTimeout(r, 2500));
const html = await (await fetch(server.url + '/')).text();
writeFileSync('/tmp/home-ssr.html', html);
await server.close();
