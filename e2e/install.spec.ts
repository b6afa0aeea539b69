import { chromium } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { expect, test, waitForServiceWorker } from './fixtures';

test('[OFF-08] [UX-05] Chrome reports no installability errors; the manifest shortcuts open the menu, notices and documents', async ({
  server,
  browserName,
}, testInfo) => {
  expect(browserName).toBe('chromium');
  // A normal Playwright context is incognito, which is itself an installability error: use a persistent one.
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-install-'));
  const executablePath = testInfo.project.use.launchOptions?.executablePath;
  // Playwright's `chromium` takes the config's `use` defaults, which block service workers: allow them here.
  const context = await chromium.launchPersistentContext(dir, {
    executablePath,
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  try {
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const manifest = (await (await page.request.get(`${server.url}/manifest.webmanifest`)).json()) as {
      lang: string;
      display: string;
      shortcuts: { name: string; url: string }[];
    };
    expect(manifest).toMatchObject({ lang: 'pt', display: 'standalone' });
    expect(manifest.shortcuts.map((shortcut) => shortcut.url)).toEqual([
      '/alimentacao',
      '/avisosecomunicados',
      '/documentacao',
    ]);
    // Each shortcut opens its screen, offline too once the app is installed (the shell answers every route).
    for (const shortcut of manifest.shortcuts) {
      await page.goto(`${server.url}${shortcut.url}`);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    }
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: unknown[];
    };
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
