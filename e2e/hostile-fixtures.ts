import { test as base } from './fixtures';

export { BEACON, hostile } from './hostile-seed';

/**
 * Like `test` from fixtures.ts, but the pages come from the worker's hostile server (`hostileServer`: its database
 * also holds the hostile records of hostile-seed.ts). Only test-scoped fixtures change here, so these tests share the
 * workers of every other test: a second worker-scoped `server` made Playwright start a new worker, a new browser and a
 * new server each time the run went from one kind of spec to the other (five times a run).
 */
export const test = base.extend<{ hostileServerReset: void }>({
  baseURL: async ({ hostileServer }, use) => {
    await use(hostileServer.url);
  },
  hostileServerReset: [
    async ({ hostileServer }, use) => {
      await use();
      hostileServer.faults.clear();
      hostileServer.clock.unpin();
    },
    { auto: true },
  ],
});

export { expect } from './fixtures';
