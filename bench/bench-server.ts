import { fork, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve as resolvePath } from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The bench's servers, in a child process so the load generator, Lighthouse and Chromium's driver in this process
 * do not share an event loop with them:
 * - `url`: our real server (server/src/server.ts) on a throwaway SQLite file, serving the build and the API;
 * - `staticUrl`: a plain node:http server answering `/0`, `/1`, ... with the exact bytes the API gave for each of
 *   `staticPaths` (body, gzip of it when asked, ETag and 304): the floor an API response could be served at; and
 *   `FLOOR_PATH`, the floor page for Lighthouse.
 */
export interface BenchServer {
  url: string;
  staticUrl: string;
  close(): Promise<void>;
}

interface Ready {
  type: 'ready';
  url: string;
  staticUrl: string;
}

interface ChildOptions {
  /** The build our server serves; none: only the plain static server (the floor page). */
  distDir?: string;
  staticPaths: string[];
}

function forkChild(options: ChildOptions): Promise<BenchServer> {
  const child = fork(fileURLToPath(import.meta.url), [], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, BENCH_CHILD: JSON.stringify(options) },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    child.once('message', (message: Ready) => {
      resolve({
        url: message.url,
        staticUrl: message.staticUrl,
        close: async () => {
          child.send('close');
          await exited;
        },
      });
    });
  });
}

export function startBenchServer(distDir: string, staticPaths: string[] = []): Promise<BenchServer> {
  return forkChild({ distDir, staticPaths });
}

/** The floor page alone (`FLOOR_PATH` on the plain static server), in its own process: `url` is the page's. */
export async function startFloorServer(): Promise<{ url: string; close(): Promise<void> }> {
  const server = await forkChild({ staticPaths: [] });
  return { url: server.staticUrl + FLOOR_PATH, close: server.close };
}

/** A port nobody listens on now, and the host Node binds by default here (`::`, dual stack, when IPv6 is on). */
async function freePort(): Promise<{ port: number; host: string }> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, resolve));
  const { port, family } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return { port, host: family === 'IPv6' ? '::' : '0.0.0.0' };
}

/** What startBuiltServer starts besides a throwaway database and `npm run serve`'s plain `node`. */
interface BuiltServerOptions {
  /** Node's flags before `server/dist/main.js` (an A/B of the serve command's own: bench/server-memory.ts). */
  nodeArgs?: string[];
  /** A database to start on, kept after close (a second start on what a first one seeded); else a throwaway one. */
  databasePath?: string;
}

/**
 * A checkout's build served as it is deployed: `node <nodeArgs> <root>/server/dist/main.js` (its server as that commit
 * built it), on a throwaway database unless given one, serving `distDir`; no alerts schedule, errors only in the log,
 * none of the bench's own Node options or NODE_ENV. Resolves once it answers `/`. For builds side by side, each
 * served by its own server.
 */
export async function startBuiltServer(
  root: string,
  distDir: string,
  { nodeArgs = [], databasePath }: BuiltServerOptions = {},
): Promise<{ url: string; pid: number; close(): Promise<void> }> {
  const entry = resolvePath(root, 'server/dist/main.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: build that checkout first (npm run build)`);
  const throwaway = databasePath === undefined ? mkdtempSync(join(tmpdir(), 'sasuma-bench-')) : undefined;
  const { port, host } = await freePort();
  const { NODE_OPTIONS: _options, NODE_ENV: _env, ...inherited } = process.env;
  const child = spawn(process.execPath, [...nodeArgs, entry], {
    cwd: root,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: host,
      DATABASE_PATH: throwaway ? join(throwaway, 'bench.db') : databasePath,
      DIST_DIR: resolvePath(distDir),
      ALLOW_NEW_DATABASE: 'true',
      ALERTS_SCHEDULE: 'false',
      LOG_LEVEL: 'error',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error(`${process.execPath} did not start`);
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  // Not a child of ours by IPC (it does not see the bench go): never outlive it.
  const killOnExit = () => child.kill();
  process.once('exit', killOnExit);
  const close = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
    await exited;
    process.off('exit', killOnExit);
    if (throwaway) rmSync(throwaway, { recursive: true, force: true });
  };
  const url = `http://localhost:${port}`;
  const deadline = performance.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) {
      await close();
      throw new Error(`${entry} exited with ${child.exitCode} before answering`);
    }
    const answered = await fetch(`${url}/`).then(
      (response) => response.ok,
      () => false,
    );
    if (answered) return { url, pid, close };
    if (performance.now() > deadline) {
      await close();
      throw new Error(`${entry} did not answer ${url}/ within 60 s`);
    }
    await delay(200);
  }
}

interface StaticFile {
  body: Buffer;
  gzip: Buffer;
  contentType: string;
  etag: string;
}

/**
 * The machine's floor for Lighthouse: a page with no script, stylesheet or image. What Lighthouse charges it (TBT
 * above all) is the machine's and Chromium's, not the app's: beside the routes' figures, it tells a machine that
 * charges every page from one that charges only our pages' work (docs/stack-notes.md, Lighthouse).
 */
export const FLOOR_PATH = '/floor';
const FLOOR_HTML = Buffer.from(
  '<!doctype html><html lang="pt"><head><meta charset="utf-8">' +
    '<meta name="viewport" content="width=device-width, initial-scale=1"><title>Floor</title></head>' +
    '<body><h1>Serviços de Ação Social</h1><p>A page with no script, stylesheet or image.</p></body></html>',
);

function plainStaticServer(files: StaticFile[]) {
  return createServer((req: IncomingMessage, res: ServerResponse) => {
    if (req.url === FLOOR_PATH) {
      res
        .writeHead(200, { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' })
        .end(FLOOR_HTML);
      return;
    }
    const file = files[Number((req.url ?? '').slice(1))];
    if (!file) {
      res.writeHead(404).end();
      return;
    }
    const headers = { ETag: file.etag, 'Cache-Control': 'no-cache', Vary: 'Accept-Encoding' };
    if (req.headers['if-none-match'] === file.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = gzip ? file.gzip : file.body;
    res
      .writeHead(200, {
        ...headers,
        'Content-Type': file.contentType,
        'Content-Length': body.length,
        ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
      })
      .end(body);
  });
}

async function child({ distDir, staticPaths }: ChildOptions) {
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-bench-'));
  const server =
    distDir === undefined
      ? undefined
      : await (
          await import('../server/src/server')
        ).startServer({ port: 0, databasePath: join(dir, 'bench.db'), distDir });
  const files: StaticFile[] = [];
  for (const path of staticPaths) {
    if (!server) break;
    const response = await fetch(server.url + path);
    const body = Buffer.from(await response.arrayBuffer());
    files.push({
      body,
      gzip: gzipSync(body),
      contentType: response.headers.get('content-type') ?? 'application/octet-stream',
      etag: response.headers.get('etag') ?? '"x"',
    });
  }
  const statics = plainStaticServer(files);
  await new Promise<void>((resolve) => statics.listen(0, resolve));
  const staticUrl = `http://localhost:${(statics.address() as AddressInfo).port}`;
  // The bench died or finished: never outlive it.
  process.once('disconnect', () => process.exit(0));
  process.on('message', (message) => {
    if (message !== 'close') return;
    statics.closeAllConnections();
    statics.close();
    void (server?.close() ?? Promise.resolve()).finally(() => {
      rmSync(dir, { recursive: true, force: true });
      process.exit(0);
    });
  });
  process.send?.({ type: 'ready', url: server?.url ?? '', staticUrl } satisfies Ready);
}

const options = process.env.BENCH_CHILD;
if (options && process.send) void child(JSON.parse(options) as ChildOptions);
