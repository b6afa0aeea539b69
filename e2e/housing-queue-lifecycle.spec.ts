import { appendFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, waitForServiceWorker, whileOffline } from './fixtures';
import { applicationPath, fillApplication, storedApplications, withoutBackgroundSync } from './housing-form';
import { ownServer } from './own-server';
import type { TestServer } from './test-server';

const sentText = 'A sua candidatura foi submetida com sucesso.';
const queuedText = 'A sua candidatura ficou guardada neste dispositivo';

test.use({ serviceWorkers: 'allow' });

// The whole matrix runs as on a browser without Background Sync (OUT-15): pages and the worker's start send what
// waits. housing-queue-faults.spec.ts wakes the worker for Background Sync through DevTools.
test.beforeEach(({ context }) => withoutBackgroundSync(context));

test.describe('housing application outbox across restarts and updates', () => {
  test('[OUT-02] the server restarts while an application is queued: stored once', async ({
    page,
  }, testInfo) => {
    const applicant = `Gil Restart ${testInfo.project.name}`;
    const own = await ownServer();
    let server: TestServer = own.server;
    try {
      await page.goto(`${server.url}/formulario`);
      await expect(page.getByLabel('Tipo de concurso')).toBeVisible();
      await waitForServiceWorker(page);
      await fillApplication(page, applicant);
      await whileOffline(page, server, async () => {
        await page.getByRole('button', { name: 'Submeter' }).click();
        await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
        // The server goes down and comes back on the same address and database while the device is offline.
        await server.close();
        server = (await ownServer(own.server.port, own.dir)).server;
      });
      await expect(page.getByRole('heading', { name: sentText })).toBeVisible();
      expect(storedApplications(own.databasePath, applicant)).toBe(1);
    } finally {
      await server.close();
      rmSync(own.dir, { recursive: true, force: true });
    }
  });

  test('[OFF-09] [OUT-02] a new app version takes over while an application is queued: stored once', async ({
    page,
  }, testInfo) => {
    const applicant = `Helena Update ${testInfo.project.name}`;
    const own = await ownServer();
    try {
      // The server is unreachable for applications (a proxy answers 503), so the entry stays queued while online.
      const unavailable = own.server.faults.on('POST', applicationPath, { status: 503 });
      await page.goto(`${own.server.url}/formulario`);
      await expect(page.getByLabel('Tipo de concurso')).toBeVisible();
      await waitForServiceWorker(page);
      await fillApplication(page, applicant);
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();

      // A new version of the app is deployed: the browser finds a changed sw.js and the app offers the update.
      appendFileSync(join(own.distDir, 'sw.js'), '\n// next version\n');
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      unavailable.release();
      // Accepting reloads the page into the new version; listen before clicking so a fast reload is not missed.
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: 'Atualizar' }).click()]);

      const panel = page.getByRole('region', { name: 'As minhas candidaturas' });
      await expect(panel.locator('[data-state="sent"]')).toBeVisible();
      expect(storedApplications(own.databasePath, applicant)).toBe(1);
    } finally {
      await own.server.close();
      rmSync(own.dir, { recursive: true, force: true });
    }
  });
});
