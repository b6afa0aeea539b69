import type { Page } from '@playwright/test';
import { suiteNow } from './dates';
import { expect, phone, test } from './fixtures';

// page.route must see the app's API calls: keep the service worker out of these tests (offline-lists covers it).
test.use({ serviceWorkers: 'block' });

const langs = [
  {
    lang: 'pt',
    prefix: '',
    title: 'Avisos e Comunicados',
    search: 'Pesquisar avisos',
    loadMore: 'Carregar mais',
    page: (n: number) => `Página ${n}`,
    term: 'bolsa',
    other: 'alimenta',
    empty: 'Não existem Avisos disponíveis',
    back: 'Ver todos os avisos',
  },
  {
    lang: 'en',
    prefix: '/en',
    title: 'Notices and Communiqués',
    search: 'Search notices',
    loadMore: 'Load more',
    page: (n: number) => `Page ${n}`,
    term: 'meal',
    other: 'food',
    empty: 'There are no notices available',
    back: 'View all notices',
  },
] as const;

const rows = (page: Page) => page.locator('ul.notice-list > li');
const normalize = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

test(`[NOT-01] [NOT-02] [NOT-03] [NOT-04] [NOT-05] [NOT-06] list, search, load-more, pages and URL state`, async ({
  page,
  server,
  consoleErrors,
}) => {
  for (const l of langs) {
    await test.step(l.lang, async () => {
      // The list's calls (limit=10); the home slider's 18 come from the background download for offline reading.
      const noticeCalls = () => server.requests.filter((r) => r.path.startsWith('/api/docavisos?limit=10&'));
      // The page's timers run as usual; the test can move them on to prove that nothing was waiting to be sent.
      await page.clock.install();
      await page.goto(`${l.prefix}/avisosecomunicados`);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(rows(page)).toHaveCount(10);

      // [NOT-01] the list call's parameters
      const call = new URL(noticeCalls().at(-1)?.path ?? '', 'http://x');
      expect(Object.fromEntries(call.searchParams)).toMatchObject({
        limit: '10',
        offset: '0',
        publicado: '1',
        owner: '682',
        sort: 'docaviso_datavigor',
        direction: 'DESC',
        idioma: l.lang,
      });
      // [NOT-02] reference (title link), description and date on each row
      const first = rows(page).first();
      await expect(first.getByRole('link')).not.toBeEmpty();
      await expect(first.locator('.html-content')).not.toBeEmpty();
      await expect(first.locator('time')).toHaveAttribute('datetime', /^\d{4}-\d{2}-\d{2}/);
      const firstTitle = await first.getByRole('heading').innerText();

      // [NOT-06] load-more appends page 2 after page 1
      await page.getByRole('button', { name: l.loadMore }).click();
      await expect(rows(page)).toHaveCount(20);
      await expect(rows(page).first().getByRole('heading')).toHaveText(firstTitle);
      expect(noticeCalls().at(-1)?.path).toContain('offset=10');

      // [NOT-05] a page choice replaces the list and scrolls to the top
      await page.getByRole('button', { name: l.page(3) }).scrollIntoViewIfNeeded();
      expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
      await page.getByRole('button', { name: l.page(3) }).click();
      await expect(page).toHaveURL(/[?&]page=3/);
      await expect(page.getByRole('button', { name: l.page(3) })).toHaveAttribute('aria-current', 'page');
      await expect(rows(page)).toHaveCount(10);
      await expect(rows(page).first().getByRole('heading')).not.toHaveText(firstTitle);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      const page3Title = await rows(page).first().getByRole('heading').innerText();

      // URL state: reload and back/forward return to the same view
      await page.reload();
      await expect(rows(page).first().getByRole('heading')).toHaveText(page3Title);
      await page.goBack();
      await expect(page).not.toHaveURL(/page=3/);
      await expect(rows(page).first().getByRole('heading')).toHaveText(firstTitle);
      await page.goForward();
      await expect(rows(page).first().getByRole('heading')).toHaveText(page3Title);

      // [NOT-03] / [NOT-04]: 2 characters send nothing; the 3rd filters and goes back to page 1
      const search = page.getByRole('searchbox', { name: l.search });
      const before = noticeCalls().length;
      const filters = () =>
        noticeCalls()
          .slice(before)
          .map((r) => new URL(r.path, 'http://x').searchParams.get('filter'))
          .filter((filter) => filter !== null);
      await search.fill(l.term.slice(0, 2));
      // Any timer the 2 characters started (a debounce, say) fires now; its request would be recorded before the
      // 3-character search below, which the server sees in order.
      await page.clock.runFor(2_000);
      await expect(page).toHaveURL(/page=3/);
      await search.fill(l.term.slice(0, 3));
      await expect(page).toHaveURL(new RegExp(`[?&]q=${l.term.slice(0, 3)}`));
      await expect(page).not.toHaveURL(/page=/);
      await expect.poll(filters).toContain(l.term.slice(0, 3));
      expect(filters()[0]).toBe(l.term.slice(0, 3));
      expect(noticeCalls().at(-1)?.path).toContain('offset=0');
      await search.fill(l.term);
      await expect(page).toHaveURL(new RegExp(`[?&]q=${l.term}`));
      // The list keeps showing the previous rows until the search's answer lands: wait for the filtered rows.
      await expect
        .poll(async () => {
          const texts = await rows(page).allTextContents();
          return (
            texts.length > 0 && texts.length < 10 && texts.every((text) => normalize(text).includes(l.term))
          );
        })
        .toBe(true);

      // Under 3 characters with an active filter: the filter is cleared and the full list reloads.
      const beforeClear = noticeCalls().length;
      await search.fill(l.term.slice(0, 2));
      await expect(page).not.toHaveURL(/q=/);
      await expect(rows(page)).toHaveCount(10);
      await expect.poll(() => noticeCalls().length).toBeGreaterThan(beforeClear);
      expect(noticeCalls().at(-1)?.path).not.toContain('filter=');
      expect(consoleErrors).toEqual([]);
    });
  }
});

test(`[NOT-07] [NOT-08] a late first answer never replaces the second search; empty list message`, async ({
  page,
}) => {
  for (const l of langs) {
    await test.step(l.lang, async () => {
      const slow = l.other.slice(0, 3);
      const isSlow = (url: URL) =>
        url.pathname === '/api/docavisos' && url.searchParams.get('filter') === slow;
      // The first search's answer is held back until the second search is on screen, then let go.
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      let slowDone: () => void = () => undefined;
      const slowFinished = new Promise<void>((resolve) => (slowDone = resolve));
      const aborted: string[] = [];
      page.on('requestfailed', (request) => aborted.push(request.url()));
      await page.route(isSlow, async (route) => {
        await released;
        try {
          await route.continue();
        } catch {
          // The page already gave up on it (aborted): fine.
        }
        slowDone();
      });
      await page.goto(`${l.prefix}/avisosecomunicados`);
      await expect(rows(page)).toHaveCount(10);
      const search = page.getByRole('searchbox', { name: l.search });
      const slowRequest = page.waitForRequest((request) => isSlow(new URL(request.url())));
      await search.fill(slow);
      await slowRequest;
      await search.fill(l.term);
      const showsSecondSearch = async () => {
        const texts = await rows(page).allTextContents();
        return texts.length > 0 && texts.every((text) => normalize(text).includes(l.term));
      };
      await expect(page).toHaveURL(new RegExp(`[?&]q=${l.term}`));
      await expect.poll(showsSecondSearch).toBe(true);
      await expect.poll(() => aborted.some((url) => url.includes(`filter=${slow}`))).toBe(true);
      release();
      await slowFinished;
      // Whatever the late answer could do has been rendered after two frames: the list still shows the second search.
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      expect(await showsSecondSearch()).toBe(true);

      // [NOT-08] nothing found, not loading: the 'no documents' text with its error icon
      await search.fill('zzqqxx');
      const empty = page.getByRole('status').filter({ hasText: l.empty });
      await expect(empty).toBeVisible();
      await expect(empty.locator('svg')).toBeVisible();
      await expect(rows(page)).toHaveCount(0);
    });
  }
});

test(`[NOT-09] detail: title, HTML description keeping line breaks, PDF links only with files, back`, async ({
  page,
}) => {
  for (const l of langs) {
    await test.step(l.lang, async () => {
      await page.goto(`${l.prefix}/avisosecomunicados/aviso-34-2025-concurso-generos-alimenticios`);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const description = page.locator('.html-content');
      await expect(description).toHaveCSS('white-space', 'pre-line');
      const pdfs = page.locator('main a[type="application/pdf"]');
      await expect(pdfs).toHaveCount(3);
      await expect(pdfs.first()).toHaveAttribute('href', /\/files\/.+\.pdf$/);
      const response = await page.request.get((await pdfs.first().getAttribute('href')) ?? '');
      expect(response.headers()['content-type']).toContain('application/pdf');

      await page.goto(`${l.prefix}/avisosecomunicados/aviso-05-2024-encerramento-carnaval`);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(page.locator('main a[type="application/pdf"]')).toHaveCount(0);
      await page.getByRole('link', { name: l.back }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/avisosecomunicados$`));
      await expect(rows(page)).toHaveCount(10);
    });
  }
});

test('[NOT-03] typing a word sends one search, after the pause', async ({ page, server }) => {
  const before = server.requests.length;
  const searches = () =>
    server.requests
      .slice(before)
      .filter((r) => r.path.startsWith('/api/docavisos?'))
      .map((r) => new URL(r.path, 'http://x').searchParams.get('filter'))
      .filter((filter) => filter !== null);
  const start = suiteNow();
  await page.clock.install({ time: start });
  await page.goto('/avisosecomunicados');
  await expect(rows(page)).toHaveCount(10);
  // Timers stand still while the word is typed: nothing may be sent per keystroke.
  await page.clock.pauseAt(new Date(start.getTime() + 60_000));
  await page.getByRole('searchbox', { name: 'Pesquisar avisos' }).pressSequentially('bolsas');
  expect(searches()).toEqual([]);
  await page.clock.runFor(400);
  await expect(page).toHaveURL(/[?&]q=bolsas/);
  await expect.poll(searches).toEqual(['bolsas']);
});

test('[UX-08] on /en, content that exists only in Portuguese is marked lang="pt" and says so', async ({
  page,
}) => {
  await page.goto('/en/avisosecomunicados/aviso-06-2026-desperdicio-alimentar');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAttribute('lang', 'pt');
  await expect(page.getByText('Only in Portuguese')).toBeVisible();
  await expect(page.locator('main .html-content')).toHaveAttribute('lang', 'pt');
  // The page's own texts stay English.
  await expect(page.getByRole('link', { name: 'View all notices' })).toBeVisible();

  await page.goto('/en/documentacao?q=lavandaria');
  const row = page.getByRole('row').filter({ hasText: 'Ajuste direto' });
  await expect(row.getByText('Only in Portuguese')).toBeVisible();
  await expect(row.locator('[lang="pt"]').first()).toContainText('Ajuste direto');
  // A translated item is not marked.
  await page.goto('/en/avisosecomunicados/aviso-34-2025-concurso-generos-alimenticios');
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveAttribute('lang', 'pt');
  await expect(page.getByText('Only in Portuguese')).toHaveCount(0);
});

test('[NOT-02] [LAW-02] a notice card keeps its text off its border, on a desktop and a phone', async ({
  page,
}) => {
  await page.goto('/avisosecomunicados');
  const card = rows(page).first();
  const title = card.getByRole('heading', { level: 2 });
  await expect(title).toBeVisible();
  for (const viewport of [{ width: 1280, height: 800 }, phone.viewport]) {
    await page.setViewportSize(viewport);
    const [cardBox, titleBox] = [(await card.boundingBox())!, (await title.boundingBox())!];
    expect(titleBox.x - cardBox.x, `room on the left at ${viewport.width} px`).toBeGreaterThanOrEqual(12);
    expect(
      cardBox.x + cardBox.width - (titleBox.x + titleBox.width),
      `room on the right at ${viewport.width} px`,
    ).toBeGreaterThanOrEqual(12);
  }
});
