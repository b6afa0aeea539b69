import type { Page } from '@playwright/test';
import { suiteNow } from './dates';
import { fixClock, onDesktopAndPhone } from './fixtures';
import { expect, hostile, test } from './hostile-fixtures';

// page.route must see the app's API calls: keep the service worker out (offline-lists covers offline reading).
test.use({ serviceWorkers: 'block' });

const langs = [
  {
    lang: 'pt',
    prefix: '',
    title: 'Documentação',
    headers: ['Ano', 'Designação', 'Documentos'],
    type: 'Tipo de documento',
    year: 'Ano',
    search: 'Pesquisar documentos',
    filters: 'Filtros',
    searching: 'A pesquisar',
    allYears: 'Todos os Anos',
    page: (n: number) => `Página ${n}`,
    term: 'alimenta',
    match: 'Preçário da Alimentação 2025',
    retry: 'Tentar novamente',
  },
  {
    lang: 'en',
    prefix: '/en',
    title: 'Documentation',
    headers: ['Year', 'Designation', 'Documents'],
    type: 'Document type',
    year: 'Year',
    search: 'Search documents',
    filters: 'Filters',
    searching: 'Searching',
    allYears: 'All Years',
    page: (n: number) => `Page ${n}`,
    term: 'food',
    match: 'Food Services Price List 2025',
    retry: 'Try again',
  },
] as const;

const bodyRows = (page: Page) => page.locator('table.documents-table tbody tr');
const pagesText = async (page: Page) =>
  (await page.getByRole('navigation', { name: /^(Paginação|Pagination)$/ }).innerText())
    .replace(/\s+/g, ' ')
    .trim();

onDesktopAndPhone(() => {
  test(`[DOC-01] [DOC-02] [DOC-03] [DOC-06] banner, header row, type list, rows with PDFs, compact pages`, async ({
    page,
    hostileServer: server,
    isMobile,
  }) => {
    // The year list runs from this year back: one fixed "now" for the page and the server.
    await fixClock(page, server, suiteNow());
    for (const l of langs) {
      await test.step(l.lang, async () => {
        await page.goto(`${l.prefix}/documentacao`);
        await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
        await expect(page.getByText(`SASUMA / ${l.title}`)).toBeVisible();
        await expect(page.getByRole('columnheader')).toHaveText([...l.headers]);
        await expect(bodyRows(page)).toHaveCount(10);
        // The first page's call, in this language (the server's render or the app's; an earlier test's page may have
        // been the last to call, and a render kept by the micro-cache makes none).
        const calls = server.requests
          .filter((r) => r.path.startsWith('/api/sas/document?'))
          .map((r) => Object.fromEntries(new URL(r.path, 'http://x').searchParams));
        expect(calls).toContainEqual(
          expect.objectContaining({
            limit: '10',
            offset: '0',
            owner: '682',
            publicado: '1',
            idioma: l.lang,
            sort: 'doc_ano',
            direction: 'DESC',
          }),
        );
        // [DOC-03] year, title, a PDF link per file
        const row = bodyRows(page).nth(1);
        await expect(row.getByRole('cell').first()).toHaveText(/^20\d\d$/);
        await expect(row.locator('a[type="application/pdf"]').first()).toHaveAttribute(
          'href',
          /\/files\/.+\.pdf$/,
        );

        if (isMobile) {
          // [DOC-08] on phones type and search sit behind the filter button
          await expect(page.getByRole('searchbox', { name: l.search })).toBeHidden();
          await page.getByRole('button', { name: l.filters }).click();
        } else {
          await expect(page.getByRole('button', { name: l.filters })).toBeHidden();
        }
        const type = page.getByRole('combobox', { name: l.type });
        await expect(type.locator('option')).toHaveCount(8);
        expect(
          await type.locator('option').evaluateAll((o) => o.map((e) => (e as HTMLOptionElement).value)),
        ).toEqual([
          '',
          'sasalojamento',
          'sasbolsasdeestudo',
          'sasalimentacao',
          'sasprecario',
          'saslegislacao',
          'sasiig',
          'sasprocconcursais',
        ]);
        const year = page.getByRole('combobox', { name: l.year });
        const thisYear = suiteNow().getFullYear();
        await expect(year.locator('option')).toHaveText([
          l.allYears,
          ...Array.from({ length: thisYear - 2021 }, (_, i) => String(thisYear - i)),
        ]);

        // [DOC-06] 9 pages: 1-5 … 9; last 4: 1 … 5-9; middle: 1 … 4 5 6 … 9
        const total = Math.ceil((54 + 1 + hostile.extraDocuments) / 10);
        expect(await pagesText(page)).toBe(`‹ 1 2 3 4 5 … ${total} ›`);
        await page.getByRole('button', { name: l.page(total) }).click();
        await expect(page.getByRole('button', { name: l.page(total) })).toHaveAttribute(
          'aria-current',
          'page',
        );
        expect(await pagesText(page)).toBe(`‹ 1 … ${[4, 3, 2, 1, 0].map((d) => total - d).join(' ')} ›`);
        await page.getByRole('button', { name: l.page(total - 4) }).click();
        await expect(page).toHaveURL(new RegExp(`page=${total - 4}`));
        await expect(page.getByRole('button', { name: l.page(total - 4) })).toHaveAttribute(
          'aria-current',
          'page',
        );
        expect(await pagesText(page)).toBe(`‹ 1 … ${total - 5} ${total - 4} ${total - 3} … ${total} ›`);
        expect(await page.evaluate(() => window.scrollY)).toBe(0);
      });
    }
  });

  test(`[DOC-04] [DOC-05] [DOC-07] [DOC-08] type + debounced search + year combine, reset to page 1, URL state`, async ({
    page,
    hostileServer: server,
    isMobile,
  }) => {
    // On a phone what differs is the filter button, in one language (DOC-01 opens it in both).
    for (const l of isMobile ? langs.slice(0, 1) : langs) {
      await test.step(l.lang, async () => {
        const docCalls = () => server.requests.filter((r) => r.path.startsWith('/api/sas/document?'));
        await page.goto(`${l.prefix}/documentacao?page=2`);
        await expect(bodyRows(page)).toHaveCount(10);
        if (isMobile) await page.getByRole('button', { name: l.filters }).click();

        await page.getByRole('combobox', { name: l.type }).selectOption('sasprecario');
        await expect(page).toHaveURL(/tipo=sasprecario/);
        await expect(page).not.toHaveURL(/page=/);
        await expect(bodyRows(page)).toHaveCount(7);

        const before = docCalls().length;
        const search = page.getByRole('searchbox', { name: l.search });
        await search.pressSequentially(l.term, { delay: 60 });
        await expect(page.getByRole('status').filter({ hasText: l.searching })).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`q=${l.term}`));
        await expect(bodyRows(page)).toHaveCount(5);
        await expect(page.getByRole('status').filter({ hasText: l.searching })).toBeHidden();
        // Debounced: the whole word is searched, and not once per keystroke. (Exactly one request per pause is
        // proven on a paused clock for notices, NOT-03: here a loaded machine may stretch a pause between keys.)
        const searched = docCalls()
          .slice(before)
          .filter((r) => r.path.includes('filter='));
        const filters = searched.map((r) => new URL(r.path, 'http://x').searchParams.get('filter'));
        expect(filters.at(-1)).toBe(l.term);
        expect(filters.length).toBeLessThan(l.term.length);
        expect(searched.at(-1)?.path).toContain('tipo=sasprecario');

        await page.getByRole('combobox', { name: l.year }).selectOption('2025');
        await expect(page).toHaveURL(/ano=2025/);
        await expect(bodyRows(page)).toHaveCount(1);
        await expect(bodyRows(page).first()).toContainText(l.match);
        const last =
          docCalls()
            .filter((r) => r.path.includes('ano='))
            .at(-1)?.path ?? '';
        for (const part of ['ano=2025', 'tipo=sasprecario', `filter=${l.term}`, 'offset=0'])
          expect(last).toContain(part);

        // The whole view survives a reload and back/forward.
        await page.reload();
        await expect(bodyRows(page)).toHaveCount(1);
        if (isMobile) await page.getByRole('button', { name: l.filters }).click();
        await expect(page.getByRole('searchbox', { name: l.search })).toHaveValue(l.term);
        await expect(page.getByRole('combobox', { name: l.type })).toHaveValue('sasprecario');
        await expect(page.getByRole('combobox', { name: l.year })).toHaveValue('2025');
        await page.goBack();
        await expect(page).not.toHaveURL(/ano=/);
        await expect(bodyRows(page)).toHaveCount(5);
        await expect(page.getByRole('combobox', { name: l.year })).toHaveValue('');
        await page.goForward();
        await expect(bodyRows(page)).toHaveCount(1);
      });
    }
  });
});

test(`[ERR-01] a failed list load says so with a retry, and the retry loads it`, async ({ page }) => {
  for (const l of langs) {
    await test.step(l.lang, async () => {
      await page.route('**/api/sas/document?**', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":{}}' }),
      );
      // Our server renders the list into the page (server/src/page-render.ts): a failing API is met by the browser
      // when the app opens the list itself, from another page.
      await page.goto(`${l.prefix}/equipa`);
      await page.getByRole('link', { name: l.title, exact: true }).first().click();
      const alert = page.getByRole('alert');
      await expect(alert.getByRole('button', { name: l.retry })).toBeVisible();
      await page.unroute('**/api/sas/document?**');
      await alert.getByRole('button', { name: l.retry }).click();
      await expect(bodyRows(page)).toHaveCount(10);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
    });
  }
});
