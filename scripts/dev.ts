import { spawn, type ChildProcess } from 'node:child_process';

// `npm run dev`: the API server (reloads on change) on :4174 and Vite on :5173, which proxies /api, /uploads and
// /files to it. The service worker is not active in dev; use `npm start` to try offline behaviour.
const apiPort = process.env.API_PORT ?? '4174';
const children: ChildProcess[] = [
  spawn('npx', ['tsx', 'watch', 'server/src/main.ts'], {
    stdio: 'inherit',
    env: {
      ...process.env,
      PORT: apiPort,
      DIST_DIR: process.env.DIST_DIR ?? 'dist',
      // Vite's proxy rewrites Host to the API's, not Origin: the page's origin must be listed to post applications.
      ALLOWED_ORIGINS: process.env.ALLOWED_ORIGINS ?? 'http://localhost:5173,http://127.0.0.1:5173',
    },
  }),
  spawn('npx', ['vite'], {
    stdio: 'inherit',
    env: { ...process.env, API_PROXY_TARGET: `http://localhost:${apiPort}` },
  }),
];

const stop = () => {
  for (const child of children) child.kill('SIGTERM');
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && code !== 0 && stop());
