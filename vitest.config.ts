import babel from '@rolldown/plugin-babel';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));

// Two projects: the app (jsdom, Lingui macro) and the server (node, real SQLite files).
export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react(), babel({ plugins: ['@lingui/babel-plugin-lingui-macro'] }), lingui()],
        resolve: { alias: { '@': src } },
        test: {
          name: 'app',
          environment: 'jsdom',
          include: ['src/**/*.test.{ts,tsx}', 'tests/**/*.test.{ts,tsx}'],
          exclude: ['src/sw/**'],
          setupFiles: ['tests/setup.ts'],
          // Component tests type like a user; on a busy 2-core machine that takes seconds.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'server',
          environment: 'node',
          include: ['server/**/*.test.ts'],
          testTimeout: 20_000,
        },
      },
    ],
  },
});
