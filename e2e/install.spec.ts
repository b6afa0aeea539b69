import { chromium, devices, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs } from '../playwright.config';
import { expect, test, waitForServiceWorker, waitingForTheApp, whileOffline } from './fixtures';

interface Manifest {
  id: string;
  lang: string;
  name: string;
  start_url: string;
  scope: string;
  display: string;
  shortcuts: { name: string; short_name: string; url: string }[];
}

/**
 * Runs `use` in a browser with a profile of its own: a normal Playwright context is incognito, which is itself an
 * installability error (docs/stack-notes.md).
 */
async function inInstallableBrowser(testInfo: TestInfo, use: (context: BrowserContext) => Promise<void>) {
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-install-'));
  const executablePath = testInfo.project.use.launchOptions?.executablePath;
  // Playwright's `chromium` takes the config's `use` defaults, which block service workers: allow them here.
  const context = await chromium.launchPersistentContext(dir, {
    executablePath,
    args: chromiumArgs,
    serviceWorkers: 'allow',
  });
  try {
    await use(context);
  } finally {
    await context.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function installabilityErrors(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: unknown[];
  };
  await cdp.detach();
  return installabilityErrors;
}

/** The manifest the page links, as the browser would read it. */
async function linkedManifest(page: Page) {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await page.request.get(new URL(href ?? '', page.url()).href)).json()) as Manifest;
  return { href, manifest };
}

test('[OFF-08] [UX-05] Chrome reports no installability errors; the manifest shortcuts open the menu, notices and documents', async ({
  server,
  browserName,
}, testInfo) => {
  expect(browserName).toBe('chromium');
  await inInstallableBrowser(testInfo, async (context) => {
    const page = await context.newPage();
    await page.goto(server.url);
    await waitForServiceWorker(page);
    const manifest = (await (
      await page.request.get(`${server.url}/manifest.webmanifest`)
    ).json()) as Manifest;
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
    expect(await installabilityErrors(page)).toEqual([]);
  });
});

test('[OFF-16] / and /en link their own manifest, both installable; the English one opens under /en, with English shortcuts; a switch of language moves the link', async ({
  server,
}, testInfo) => {
  await inInstallableBrowser(testInfo, async (context) => {
    const page = waitingForTheApp(await context.newPage());
    await page.goto(`${server.url}/en`);
    await waitForServiceWorker(page);
    const english = await linkedManifest(page);
    expect(english.href).toBe('/en/manifest.webmanifest');
    expect(english.manifest).toMatchObject({
      lang: 'en',
      id: '/en',
      name: 'SASUMA — Social Action Services of the University of Madeira',
      display: 'standalone',
      // Both languages stay in the app's window.
      scope: '/',
    });
    expect(english.manifest.start_url).toMatch(/^\/en(\/|$)/);
    expect(english.manifest.shortcuts.map(({ name, url }) => [name, url])).toEqual([
      ["This week's menu", '/en/alimentacao'],
      ['Notices and communiqués', '/en/avisosecomunicados'],
      ['Documentation', '/en/documentacao'],
    ]);
    expect(await installabilityErrors(page)).toEqual([]);
    // Each English shortcut opens its screen in English.
    await page.goto(`${server.url}${english.manifest.shortcuts[0]?.url}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();

    await page.goto(server.url);
    const portuguese = await linkedManifest(page);
    expect(portuguese).toMatchObject({
      href: '/manifest.webmanifest',
      manifest: { lang: 'pt', id: '/', start_url: '/' },
    });
    expect(await installabilityErrors(page)).toEqual([]);

    // The language switched in the app: the page now offers the English app, as an English page's HTML does.
    await page.getByRole('link', { name: 'Ver em inglês' }).click();
    await expect(page).toHaveURL(`${server.url}/en`);
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/en/manifest.webmanifest');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('link', { name: 'View in Portuguese' }).click();
    await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  });
});

test.describe('the installed app keeps the language', () => {
  test.use({ serviceWorkers: 'allow' });

  test('[OFF-16] chosen with the switch, English opens from the Portuguese icon at once, with no history entry, offline too; Portuguese from the English one', async ({
    page,
    context,
    server,
    consoleErrors,
  }) => {
    await page.goto('/');
    await waitForServiceWorker(page);
    await page.getByRole('link', { name: 'Ver em inglês' }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Social Action Services' }),
    ).toBeVisible();

    // From now on the pages run as the installed app does (display-mode: standalone): Chromium cannot emulate it.
    await context.addInitScript(() => {
      const matchMedia = window.matchMedia.bind(window);
      window.matchMedia = (query) => matchMedia(query === '(display-mode: standalone)' ? 'all' : query);
    });
    await page.goto('/en/equipa');
    const entries = await page.evaluate(() => history.length);
    // The Portuguese icon's start.
    await page.goto('/');
    await expect(page).toHaveURL(`${server.url}/en`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Social Action Services' }),
    ).toBeVisible();
    // `/` was replaced by /en: back goes to the page before, not to a Portuguese home that sends it on again.
    expect(await page.evaluate(() => history.length)).toBe(entries + 1);

    await whileOffline(page, server, async () => {
      await page.goto('/');
      await expect(page).toHaveURL(`${server.url}/en`);
      await expect(page.locator('html')).toHaveAttribute('lang', 'en');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Welcome to the Social Action Services' }),
      ).toBeVisible();
    });

    // Back to Portuguese: now the English icon's start opens Portuguese, and the Portuguese one stays.
    await page.getByRole('link', { name: 'View in Portuguese' }).click();
    await expect(page).toHaveURL(`${server.url}/`);
    // The switch keeps the choice for the worker as it goes (src/lib/remembered-language.ts): a start read before it is
    // kept would still see English.
    await expect
      .poll(() =>
        page.evaluate(async () =>
          (await (await caches.open('sasuma-settings-v1')).match('/__sasuma/language'))?.text(),
        ),
      )
      .toBe('pt');
    await page.goto('/en');
    await expect(page).toHaveURL(`${server.url}/`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bem-vindo aos Serviços de Ação Social' }),
    ).toBeVisible();
    await page.goto('/');
    await expect(page).toHaveURL(`${server.url}/`);
    // A shortcut is where the student asked to go, whatever the language chosen.
    await page.goto('/en/alimentacao');
    await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();
    expect(consoleErrors).toEqual([]);
  });
});

test('[OFF-08] install button on beforeinstallprompt, hidden on appinstalled; iOS hint only for iOS Safari', async ({
  page,
  browser,
  server,
  consoleErrors,
}) => {
  await page.goto('/');
  const install = page.getByRole('banner').getByRole('button', { name: 'Instalar a aplicação' });
  // Not offered (no event yet): no button. Measured once the app has taken over the prerendered page (the next
  // meal's dishes are the app's): the bar measured before would be the HTML copy's, gone a moment later.
  await expect(page.locator('.today-canteen__dishes li').first()).toBeVisible();
  await expect(install).toHaveCount(0);
  const bar = page.locator('.site-header__bar');
  const barHeight = (await bar.boundingBox())?.height;

  // Chrome's offer, synthetic: an Event with prompt() and userChoice, as Chrome's BeforeInstallPromptEvent has.
  const offer = () =>
    page.evaluate(() => {
      const recorder = window as unknown as { promptCalls: number; offerDefaultPrevented: boolean };
      recorder.promptCalls ??= 0;
      const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
        prompt: () => {
          recorder.promptCalls += 1;
          return Promise.resolve();
        },
        userChoice: Promise.resolve({ outcome: 'accepted', platform: 'web' }),
      });
      window.dispatchEvent(event);
      recorder.offerDefaultPrevented = event.defaultPrevented;
    });
  // The button's chunk is lazy: offer again until its listener has taken the event.
  await expect(async () => {
    await offer();
    await expect(install).toBeVisible({ timeout: 500 });
  }).toPass();
  expect(
    await page.evaluate(
      () => (window as unknown as { offerDefaultPrevented: boolean }).offerDefaultPrevented,
    ),
  ).toBe(true);
  // A 44 px tap target that leaves the brand row no taller.
  expect((await install.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  expect((await bar.boundingBox())?.height).toBe(barHeight);
  await install.click();
  expect(await page.evaluate(() => (window as unknown as { promptCalls: number }).promptCalls)).toBe(1);
  await expect(install).toHaveCount(0);

  // Offered again, then installed (from the browser's own menu, say): the button goes, and the app asks to keep
  // its saved data (navigator.storage.persist).
  await offer();
  await expect(install).toBeVisible();
  await page.evaluate(() => {
    const recorder = window as unknown as { persistCalls: number };
    recorder.persistCalls = 0;
    navigator.storage.persist = () => {
      recorder.persistCalls += 1;
      return Promise.resolve(true);
    };
    window.dispatchEvent(new Event('appinstalled'));
  });
  await expect(install).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(1);

  // Desktop Chrome: no iOS hint. The hint comes in the button's chunk (install-offer), so it has had its turn.
  const hintText = 'Para instalar: toque em Partilhar e depois em «Adicionar ao ecrã principal».';
  await expect(page.getByText(hintText)).toHaveCount(0);
  expect(consoleErrors).toEqual([]);

  // iPhone Safari's user agent (still Chromium underneath): the hint, under the header.
  const iphone = await browser.newContext({
    userAgent: devices['iPhone 13'].userAgent,
    baseURL: server.url,
    locale: 'pt-PT',
    serviceWorkers: 'block',
  });
  try {
    const ios = await iphone.newPage();
    await ios.goto('/');
    const hint = ios.getByRole('complementary', { name: 'Instalar a aplicação' });
    await expect(hint).toContainText(hintText);
    const header = await ios.getByRole('banner').boundingBox();
    const hintBox = await hint.boundingBox();
    expect(hintBox!.y).toBeGreaterThanOrEqual(header!.y + header!.height - 1);
    // Dismissed, it stays away (remembered in localStorage: ios-install-hint.test.tsx covers the next visit).
    await hint.getByRole('button', { name: 'Fechar a sugestão de instalação' }).click();
    await expect(hint).toHaveCount(0);
  } finally {
    await iphone.close();
  }
});
