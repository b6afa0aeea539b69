import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const langs = [
  {
    lang: 'pt',
    prefix: '',
    title: 'Notícias',
    page: (n: number) => `Página ${n}`,
    recent: 'Mais recentes',
    viewed: 'Mais vistas',
    latest: 'Últimas notícias',
    all: 'Todas as notícias',
    share: (s: string) => `Partilhar no ${s}`,
    image: 'noticia-02-b.jpg',
  },
  {
    lang: 'en',
    prefix: '/en',
    title: 'News',
    page: (n: number) => `Page ${n}`,
    recent: 'Most recent',
    viewed: 'Most viewed',
    latest: 'Latest news',
    all: 'All news',
    share: (s: string) => `Share on ${s}`,
    image: 'noticia-02-b-en.jpg',
  },
] as const;

const cards = (page: Page) => page.locator('ul.card-grid > li');

test(`[NEWS-01] [NEWS-02] 9 per page with pages, uploads images, a title opens the detail`, async ({
  page,
  server,
}) => {
  for (const l of langs) {
    await test.step(l.lang, async () => {
      await page.goto(`${l.prefix}/noticiassas`);
      await expect(page.getByRole('heading', { level: 1, name: l.title })).toBeVisible();
      await expect(cards(page)).toHaveCount(9);
      await expect(cards(page).first().locator('img')).toHaveAttribute('src', /^\/uploads\/noticia-.+\.jpg$/);
      // The page's own call (the background download asks for other sizes too: the side tabs, the home block).
      const call =
        server.requests.filter((r) => /^\/api\/noticiassas\?limit=9&/.test(r.path)).at(-1)?.path ?? '';
      for (const part of ['offset=0', 'publicado=1', 'owner=682', `idioma=${l.lang}`])
        expect(call).toContain(part);
      const firstTitle = await cards(page).first().getByRole('heading').innerText();

      const { total } = (await (
        await page.request.get(`/api/noticiassas?limit=1&publicado=1&owner=682&idioma=${l.lang}`)
      ).json()) as { total: number };
      const lastPage = Math.ceil(total / 9);
      expect(lastPage).toBe(3);
      await page.getByRole('button', { name: l.page(3) }).click();
      await expect(page).toHaveURL(/page=3/);
      await expect(cards(page)).toHaveCount(total - 18);
      await expect(cards(page).first().getByRole('heading')).not.toHaveText(firstTitle);
      await page.reload();
      await expect(cards(page)).toHaveCount(total - 18);
      await page.goBack();
      await expect(cards(page)).toHaveCount(9);

      const link = cards(page).first().getByRole('link');
      const href = await link.getAttribute('href');
      expect(href).toMatch(new RegExp(`^${l.prefix}/noticiassas/[a-z0-9-]+$`));
      await link.click();
      await expect(page).toHaveURL(new RegExp(`${href}$`));
      await expect(page.getByRole('heading', { level: 1, name: firstTitle })).toBeVisible();
    });
  }
});

test(`[NEWS-03] [NEWS-04] [NEWS-05] [NEWS-06] detail: image by language, share links, tabs, latest panel`, async ({
  page,
  server,
}) => {
  for (const l of langs) {
    await test.step(l.lang, async () => {
      const before = server.requests.length;
      await page.goto(`${l.prefix}/noticiassas/cantina-penteada-renovada`);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      const article = page.locator('article.news-article');
      await expect(article.locator('img')).toHaveAttribute('src', `/uploads/${l.image}`);
      await expect(article.locator('time')).toHaveAttribute('datetime', '2025-02-17');
      await expect(article.locator('.html-content p').first()).not.toBeEmpty();
      // [NEWS-04] twitter and facebook are set for this item, linkedin is empty
      await expect(page.getByRole('link', { name: l.share('Twitter') })).toHaveAttribute(
        'href',
        /^https:\/\/twitter\.com\//,
      );
      await expect(page.getByRole('link', { name: l.share('Facebook') })).toBeVisible();
      await expect(page.getByRole('link', { name: l.share('LinkedIn') })).toHaveCount(0);

      // [NEWS-05] tabs: most recent selected by default, 8 titles with dates each
      const tabs = page.getByRole('tablist');
      const recent = tabs.getByRole('tab', { name: l.recent });
      const viewed = tabs.getByRole('tab', { name: l.viewed });
      await expect(recent).toHaveAttribute('aria-selected', 'true');
      await expect(viewed).toHaveAttribute('aria-selected', 'false');
      const panel = page.getByRole('tabpanel');
      await expect(panel.getByRole('listitem')).toHaveCount(8);
      await expect(panel.locator('time')).toHaveCount(8);
      const recentFirst = await panel.getByRole('link').first().innerText();
      await viewed.click();
      await expect(viewed).toHaveAttribute('aria-selected', 'true');
      await expect(recent).toHaveAttribute('aria-selected', 'false');
      await expect(panel.getByRole('listitem')).toHaveCount(8);
      await expect(panel.getByRole('link').first()).not.toHaveText(recentFirst);
      expect(
        server.requests
          .slice(before)
          .some((r) => r.path === `/api/noticiassas/mostviewed?limit=8&idioma=${l.lang}`),
      ).toBe(true);

      // [NEWS-06] latest 3 in the current language, with the 'all news' link
      const latest = page.getByRole('region', { name: l.latest });
      await expect(latest.getByRole('listitem')).toHaveCount(3);
      const panelCall = server.requests
        .slice(before)
        .find((r) => r.path.startsWith('/api/noticiassas?') && r.path.includes('limit=3'));
      expect(panelCall?.path).toContain(`idioma=${l.lang}`);
      await latest.getByRole('link', { name: l.all }).click();
      await expect(page).toHaveURL(new RegExp(`${l.prefix}/noticiassas$`));
      await expect(cards(page)).toHaveCount(9);

      // No secondary image: nothing is shown (the English one is empty for this item, the Portuguese one is not).
      await page.goto(`${l.prefix}/noticiassas/app-sas-ementas-offline`);
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      if (l.lang === 'en') await expect(page.locator('article.news-article img')).toHaveCount(0);
      else
        await expect(page.locator('article.news-article img')).toHaveAttribute(
          'src',
          '/uploads/noticia-14-b.jpg',
        );
    });
  }
});
