import type { BrowserContext, CDPSession, Page } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  expect,
  test,
  waitForServiceWorker,
  waitingForTheApp,
  whileOffline,
  withoutBackgroundDownload,
} from './fixtures';
import {
  applicationPath,
  fillApplication,
  storedApplications,
  storedRows,
  withoutBackgroundSync,
} from './housing-form';
import { ownServer } from './own-server';
import { noFault, type FaultControl } from './server-faults';

// The faults real phones have, with the application in the outbox (src/outbox/outbox-send.ts, decision 024): the worker
// stopped or the browser closed while a replay is on its way, an answer that never comes back, an edit while it
// waits, a browser without Background Sync, and time.
test.use({ serviceWorkers: 'allow' });

const queuedText = 'A sua candidatura ficou guardada neste dispositivo';
const sentText = 'A sua candidatura foi submetida com sucesso.';
const myApplications = (page: Page) => page.getByRole('region', { name: 'As minhas candidaturas' });

async function openForm(page: Page) {
  await page.goto('/formulario');
  await expect(page.getByLabel('Tipo de concurso')).toBeVisible();
  await waitForServiceWorker(page);
}

/** Runs `action` with the DevTools protocol's ServiceWorker domain, from a blank page of the context. */
async function withWorkers(
  context: BrowserContext,
  action: (
    cdp: CDPSession,
    registrations: Array<{ registrationId: string; scopeURL: string }>,
  ) => Promise<void>,
) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: Array<{ registrationId: string; scopeURL: string }> = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => registrations.push(...event.registrations));
  await cdp.send('ServiceWorker.enable');
  await expect.poll(() => registrations.length).toBeGreaterThan(0);
  await action(cdp, registrations);
  await cdp.detach();
  await blank.close();
}

/** Stops every service worker of the context, as the browser does to an idle or busy one. */
const stopWorkers = (context: BrowserContext) =>
  withWorkers(context, async (cdp) => void (await cdp.send('ServiceWorker.stopAllWorkers')));

/**
 * The browser wakes the worker for the outbox's Background Sync. The full Chromium does it by itself when the network
 * returns; the headless shell's contexts refuse `sync.register`, so the event is delivered through DevTools as well
 * (a second wake while a replay runs joins it). Either way, a test puts its fault on the server before the network
 * returns.
 */
const wakeForSync = (context: BrowserContext, origin: string) =>
  withWorkers(context, async (cdp, registrations) => {
    const registration = registrations.find((candidate) => candidate.scopeURL.startsWith(origin));
    await cdp.send('ServiceWorker.dispatchSyncEvent', {
      origin,
      registrationId: registration?.registrationId ?? '',
      tag: 'sasuma-outbox',
      lastChance: false,
    });
  });

test.describe('housing application outbox under faults', () => {
  test('[OUT-12] the worker is stopped while its replay is held before the server; restarted, it sends it once and the reference shows', async ({
    page,
    server,
    context,
  }, testInfo) => {
    const applicant = `Joana Worker Stopped ${testInfo.project.name}`;
    let posts: FaultControl = noFault;
    await openForm(page);
    await fillApplication(page, applicant);
    await whileOffline(page, server, async () => {
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
      // No page left to send it: only the worker can, when the browser wakes it (Background Sync).
      await page.close();
      posts = server.faults.on('POST', applicationPath, 'hold');
    });
    await wakeForSync(context, server.url);
    await expect.poll(() => posts.taken).toBeGreaterThan(0);
    await stopWorkers(context);
    posts.release();
    expect(storedApplications(server.databasePath, applicant)).toBe(0);

    const reopened = waitingForTheApp(await context.newPage());
    await reopened.goto('/formulario');
    await expect(myApplications(reopened).locator('[data-state="sent"]')).toBeVisible();
    const [row] = storedRows(server.databasePath, applicant);
    await expect(myApplications(reopened).getByText(row?.reference ?? 'no row')).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });

  test('[OUT-12] [OUT-13] the server stored it but its answer never came back and the worker stopped: shown as sent with the stored reference', async ({
    page,
    server,
    context,
  }, testInfo) => {
    const applicant = `Kiko Answer Lost ${testInfo.project.name}`;
    let answers: FaultControl = noFault;
    await openForm(page);
    await fillApplication(page, applicant);
    await whileOffline(page, server, async () => {
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
      await page.close();
      // The post will reach the server, which stores it; the answer is held on its way back.
      answers = server.faults.on('POST', applicationPath, 'lose-answer');
    });
    await wakeForSync(context, server.url);
    await expect.poll(() => answers.taken).toBeGreaterThan(0);
    await expect.poll(() => storedApplications(server.databasePath, applicant)).toBe(1);
    await stopWorkers(context);
    answers.release();

    const reopened = waitingForTheApp(await context.newPage());
    await reopened.goto('/formulario');
    const [row] = storedRows(server.databasePath, applicant);
    await expect(myApplications(reopened).locator('[data-state="sent"]')).toBeVisible();
    await expect(myApplications(reopened).getByText(row?.reference ?? 'no row')).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });

  test('[OUT-12] the browser is closed while the replay is held, and opened again: sent once, the reference shown', async ({
    playwright,
    launchOptions,
  }, testInfo) => {
    // Two browser starts: slower than a page of the shared browser.
    test.setTimeout(60_000);
    const applicant = `Lia Browser Closed ${testInfo.project.name}`;
    const own = await ownServer();
    const profile = mkdtempSync(join(tmpdir(), 'sasuma-profile-'));
    const open = async () => {
      const opened = await playwright.chromium.launchPersistentContext(profile, {
        ...launchOptions,
        serviceWorkers: 'allow',
        locale: 'pt-PT',
        baseURL: own.server.url,
      });
      await withoutBackgroundDownload(opened);
      return opened;
    };
    let context = await open();
    try {
      const page = waitingForTheApp(context.pages()[0] ?? (await context.newPage()));
      await openForm(page);
      await fillApplication(page, applicant);
      let posts: FaultControl = noFault;
      await whileOffline(page, own.server, async () => {
        await page.getByRole('button', { name: 'Submeter' }).click();
        await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
        // A blank tab stays: the full browser, closing a persistent profile's last tab, may close the browser.
        await context.newPage();
        await page.close();
        posts = own.server.faults.on('POST', applicationPath, 'hold');
      });
      await wakeForSync(context, own.server.url);
      await expect.poll(() => posts.taken).toBeGreaterThan(0);
      await context.close();
      posts.release();
      expect(storedApplications(own.databasePath, applicant)).toBe(0);

      context = await open();
      const reopened = waitingForTheApp(context.pages()[0] ?? (await context.newPage()));
      await reopened.goto('/formulario');
      await expect(myApplications(reopened).locator('[data-state="sent"]')).toBeVisible();
      const [row] = storedRows(own.databasePath, applicant);
      await expect(myApplications(reopened).getByText(row?.reference ?? 'no row')).toBeVisible();
      expect(storedApplications(own.databasePath, applicant)).toBe(1);
    } finally {
      await context.close();
      await own.server.close();
      rmSync(own.dir, { recursive: true, force: true });
      rmSync(profile, { recursive: true, force: true });
    }
  });

  test('[OUT-14] an edit while it waits replaces the waiting application: the corrected e-mail is stored, once', async ({
    page,
    server,
  }, testInfo) => {
    const applicant = `Mara Edit Queued ${testInfo.project.name}`;
    await openForm(page);
    await fillApplication(page, applicant);
    await whileOffline(page, server, async () => {
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
      // The student notices a typo in the e-mail and opens the form again: it holds what was typed.
      await page.goto('/formulario');
      await expect(page.getByLabel('Nome completo')).toHaveValue(applicant);
      await page.getByLabel('Email', { exact: true }).fill('mara.corrigido@example.pt');
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
      await expect(myApplications(page).getByText(applicant)).toHaveCount(1);
    });
    await expect(page.getByRole('heading', { name: sentText })).toBeVisible();
    expect(storedRows(server.databasePath, applicant).map((row) => row.email)).toEqual([
      'mara.corrigido@example.pt',
    ]);
  });

  test('[OUT-15] without Background Sync, the server unreachable at submit and the page left open: sent by the page within its backoff once the server is back', async ({
    page,
    server,
    context,
  }, testInfo) => {
    const applicant = `Nuno No Sync ${testInfo.project.name}`;
    // Safari, iOS, Firefox: no Background Sync, so nothing but the page can send it while it is open.
    await withoutBackgroundSync(context);
    const refused = server.faults.on('POST', applicationPath, 'drop');
    await openForm(page);
    await fillApplication(page, applicant);
    await page.getByRole('button', { name: 'Submeter' }).click();
    await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
    // The page's own timer tries again (2 s, then 4 s); the server comes back after the first retry.
    await expect.poll(() => refused.taken, { timeout: 15_000 }).toBeGreaterThan(1);
    refused.release();
    await expect(page.getByRole('heading', { name: sentText })).toBeVisible({ timeout: 15_000 });
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });

  test('[OUT-15] an application that waited past the retention is not sent by itself: the student is told, reviews it and sends it once', async ({
    page,
    server,
  }, testInfo) => {
    const applicant = `Olga Fifteen Days ${testInfo.project.name}`;
    await page.clock.install();
    await openForm(page);
    await fillApplication(page, applicant);
    await whileOffline(page, server, async () => {
      await page.getByRole('button', { name: 'Submeter' }).click();
      await expect(page.getByRole('heading', { name: queuedText })).toBeVisible();
      // Fifteen days pass with no connection to the server; the app is opened again.
      await page.clock.fastForward(15 * 24 * 60 * 60 * 1000);
      await page.goto('/formulario');
      await expect(myApplications(page).locator('[data-state="expired"]')).toContainText(
        'Não enviada: esteve mais de 14 dias à espera de ligação ao servidor.',
      );
    });
    // Back online, nothing sends it by itself.
    await page.reload();
    await expect(myApplications(page).locator('[data-state="expired"]')).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(0);
    await myApplications(page).getByRole('link', { name: 'Rever e enviar de novo' }).click();
    await expect(page.getByLabel('Nome completo')).toHaveValue(applicant);
    await page.getByRole('button', { name: 'Submeter' }).click();
    await expect(page.getByRole('heading', { name: sentText })).toBeVisible();
    expect(storedApplications(server.databasePath, applicant)).toBe(1);
  });
});
