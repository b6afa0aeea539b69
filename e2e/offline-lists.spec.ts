import type { Page } from '@playwright/test';
import { expect, onDesktopAndPhone, test, waitForServiceWorker, whileOffline } from './fixtures';
import { waitForSavedCopy } from './saved-copy';

test.use({ serviceWorkers: 'allow' });

const langs = [
  {
    lang: 'pt',
    prefix: '',
    notices: 'Pesquisar avisos',
    documents: 'Pesquisar documentos',
    filters: 'Filtros',
    offlineNote: 'Sem ligação: resultados da cópia guardada neste dispositivo.',
    savedAt: /Sem ligação: cópia guardada há /,
    save: 'Guardar para ler offline',
    saved: 'Guardado para ler offline',
    notSaved: 'Documento não guardado neste dispositivo',
  },
  {
    lang: 'en',
    prefix: '/en',
    notices: 'Search notices',
    documents: 'Search documents',
    filters: 'Filters',
    offlineNote: 'Offline: results from the copy saved on this device.',
    savedAt: /Offline: copy saved .* ago/,
    save: 'Save for offline reading',
    saved: 'Saved for offline reading',
    notSaved: 'Document not saved on this device',
  },
] as const;

const noticeRows = (page: Page) => page.locator('ul.notice-list > li');
const docRows = (page: Page) => page.locator('table.documents-table tbody tr');
/** A distinctive word of a title to search for. */
const wordOf = (title: string) =>
  title
    .split(/[^\p{L}]+/u)
    .filter((w) => w.length >= 6)
    .sort((a, b) => b.length - a.length)[0] ?? title;

onDesktopAndPhone(() =>
  test(`[OFF-05] [OFF-06] lists seen online render offline with their age; an offline search filters the saved copy`, async ({
    page,
    server,
    isMobile,
  }) => {
    // On the phone only what differs there (the filters behind a toggle), in one language.
    for (const l of isMobile ? langs.slice(0, 1) : langs) {
      await test.step(l.lang, async () => {
        await page.goto(`${l.prefix}/avisosecomunicados`);
        await expect(noticeRows(page)).toHaveCount(10);
        await waitForServiceWorker(page);
        const noticeTitle = await noticeRows(page).nth(3).getByRole('heading').innerText();
        await page.goto(`${l.prefix}/documentacao`);
        await expect(docRows(page)).toHaveCount(10);
        const docTitle = await docRows(page).nth(4).getByRole('cell').nth(1).innerText();
        // The last page's data reaches the saved copy (the persister batches its writes) before the network goes;
        // the page before it was left through a full load, and what it saw is in the worker's cache.
        // (Details and the other lists offline: OFF-11 in offline-everywhere.spec.ts.)
        await waitForSavedCopy(page, ['documents', 'list', { lang: l.lang, page: 1 }]);

        await whileOffline(page, server, async () => {
          await page.goto(`${l.prefix}/avisosecomunicados`);
          await expect(noticeRows(page)).toHaveCount(10);
          // [OFF-05] the list says how old the saved copy is
          await expect(page.getByRole('status').filter({ hasText: l.savedAt })).toBeVisible();
          await page.goto(`${l.prefix}/documentacao`);
          await expect(docRows(page)).toHaveCount(10);

          // Offline search over the saved documents
          if (isMobile) await page.getByRole('button', { name: l.filters }).click();
          await page.getByRole('searchbox', { name: l.documents }).fill(wordOf(docTitle));
          await expect(page.getByText(l.offlineNote)).toBeVisible();
          await expect(docRows(page).filter({ hasText: docTitle }).first()).toBeVisible();

          // ... and over the saved notices
          await page.goto(`${l.prefix}/avisosecomunicados`);
          await expect(noticeRows(page)).toHaveCount(10);
          await page.getByRole('searchbox', { name: l.notices }).fill(wordOf(noticeTitle));
          await expect(page.getByText(l.offlineNote)).toBeVisible();
          await expect(noticeRows(page).filter({ hasText: noticeTitle })).toHaveCount(1);
          for (const text of await noticeRows(page).allTextContents())
            expect(text.toLowerCase()).toContain(wordOf(noticeTitle).toLowerCase());
        });
      });
    }
  }),
);

test(`[OFF-07] [OFF-17] [OFF-18] a PDF saved for offline reading is marked and opens offline; one not saved, tapped offline, opens the app's own "not saved" page`, async ({
  page,
  server,
}) => {
  // Saving a PDF asks the browser to keep the site's data (navigator.storage.persist).
  await page.addInitScript(() => {
    const recorder = window as unknown as { persistCalls: number };
    recorder.persistCalls = 0;
    navigator.storage.persist = () => {
      recorder.persistCalls += 1;
      return Promise.resolve(false);
    };
  });
  for (const l of langs) {
    await test.step(l.lang, async () => {
      await page.goto(`${l.prefix}/documentacao`);
      await waitForServiceWorker(page);
      await page.reload();
      const row = docRows(page).nth(2);
      const href = (await row.locator('a[type="application/pdf"]').first().getAttribute('href')) ?? '';
      expect(href).toMatch(/\/files\/.+\.pdf$/);
      await row
        .getByRole('button', { name: new RegExp(`^${l.save}`) })
        .first()
        .click();
      await expect(row.getByText(l.saved).first()).toBeVisible();
      const inCache = (url: string) =>
        page.evaluate(
          async (u) =>
            (await (await caches.open('sasuma-documents-v1')).match(new URL(u, location.href).href)) !==
            undefined,
          url,
        );
      expect(await inCache(href)).toBe(true);
      expect(await page.evaluate(() => (window as unknown as { persistCalls: number }).persistCalls)).toBe(1);
      await page.reload();
      await expect(docRows(page).nth(2).getByText(l.saved).first()).toBeVisible();
      await expect(
        docRows(page)
          .nth(3)
          .getByRole('button', { name: new RegExp(`^${l.save}`) })
          .first(),
      ).toBeVisible();

      await whileOffline(page, server, async () => {
        const result = await page.evaluate(async (u) => {
          const response = await fetch(u);
          return { status: response.status, type: response.headers.get('content-type') };
        }, href);
        expect(result.status).toBe(200);
        expect(result.type).toContain('application/pdf');
        // Another document, never saved, tapped offline: it opens in a new tab, as the links do.
        const unsaved = docRows(page).nth(3).locator('a[type="application/pdf"]').first();
        const fileName = decodeURIComponent((await unsaved.getAttribute('href'))?.split('/').pop() ?? '');
        const [tab] = await Promise.all([page.context().waitForEvent('page'), unsaved.click()]);
        await expect(tab.getByRole('heading', { level: 1, name: l.notSaved })).toBeVisible();
        await expect(tab.getByText(fileName)).toBeVisible();
        await expect(tab.locator('html')).toHaveAttribute('lang', l.lang);
        await tab.close();
      });
    });
  }
});
