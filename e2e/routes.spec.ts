import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface ListRoute {
  path: string;
  pt: string;
  en: string;
}

const listRoutes: ListRoute[] = [
  { path: '/bolsasdeestudo', pt: 'Bolsas de Estudo', en: 'Scholarships' },
  { path: '/alimentacao', pt: 'Alimentação', en: 'Food' },
  { path: '/alojamento', pt: 'Alojamento', en: 'Accommodation' },
  { path: '/formulario', pt: 'Candidatura ao Alojamento', en: 'Accommodation Application' },
  { path: '/avisosecomunicados', pt: 'Avisos e Comunicados', en: 'Notices and Communiqués' },
  { path: '/noticiassas', pt: 'Notícias', en: 'News' },
  { path: '/documentacao', pt: 'Documentação', en: 'Documentation' },
  { path: '/equipa', pt: 'Equipa', en: 'Team' },
  {
    path: '/acessibilidade',
    pt: 'Declaração de acessibilidade e usabilidade',
    en: 'Accessibility and usability statement',
  },
  { path: '/privacidade', pt: 'Política de privacidade', en: 'Privacy policy' },
];

/** The footer's link to the accessibility statement of the page's language (LAW-01). */
const statementLink = (page: Page, lang: 'pt' | 'en') =>
  page
    .getByRole('contentinfo')
    .getByRole('link', { name: lang === 'pt' ? 'Acessibilidade' : 'Accessibility', exact: true });

test.describe('every route loads in Portuguese and English', () => {
  test('[SITE-01] [LAW-01] home in both languages, with <html lang> and the footer link to the statement', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bem-vindo aos Serviços de Ação Social' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
    await expect(page.getByRole('navigation', { name: 'Localização' })).toHaveCount(0);
    await expect(statementLink(page, 'pt')).toHaveAttribute('href', '/acessibilidade');
    await page.goto('/en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Social Action Services' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(statementLink(page, 'en')).toHaveAttribute('href', '/en/acessibilidade');
    expect(consoleErrors).toEqual([]);
  });

  // One test walks every route: a fresh browser context costs more than the checks of one route.
  test("[SITE-03] [LAW-01] every list route has its title and breadcrumb, and its footer links to its language's accessibility statement, in PT and EN", async ({
    page,
    consoleErrors,
  }) => {
    // Two page loads per route, for a dozen routes: the default 30 s was sized for fewer (issue 31 added two).
    test.setTimeout(90_000);
    for (const route of listRoutes) {
      await test.step(route.path, async () => {
        await page.goto(route.path);
        await expect(page.getByRole('heading', { level: 1, name: route.pt, exact: true })).toBeVisible();
        const crumbs = page.getByRole('navigation', { name: 'Localização' });
        await expect(crumbs.getByRole('link', { name: 'Universidade da Madeira' })).toBeVisible();
        await expect(crumbs.getByRole('link', { name: 'Serviços de Ação Social' })).toHaveAttribute(
          'href',
          '/',
        );
        await expect(crumbs.locator('[aria-current="page"]')).toHaveText(route.pt);
        await expect(page).toHaveTitle(`${route.pt} | SASUMA`);
        await expect(statementLink(page, 'pt')).toHaveAttribute('href', '/acessibilidade');

        await page.goto(`/en${route.path}`);
        await expect(page.getByRole('heading', { level: 1, name: route.en, exact: true })).toBeVisible();
        const enCrumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
        await expect(enCrumbs.getByRole('link', { name: 'Social Action Services' })).toHaveAttribute(
          'href',
          '/en',
        );
        await expect(enCrumbs.locator('[aria-current="page"]')).toHaveText(route.en);
        await expect(statementLink(page, 'en')).toHaveAttribute('href', '/en/acessibilidade');
      });
    }
    expect(consoleErrors).toEqual([]);
  });

  test('[SITE-03] [LAW-01] detail pages show the item title under the list crumb, and the footer link to the statement, in PT and EN', async ({
    page,
    request,
    consoleErrors,
  }) => {
    const notices = (await (await request.get('/api/docavisos?limit=1&idioma=en')).json()) as {
      data: Array<{ post_name: string; post_title: string }>;
    };
    const news = (await (await request.get('/api/noticiassas?limit=1&idioma=en')).json()) as {
      data: Array<{ noticia_name: string; noticia_titulo: string }>;
    };
    const scholarship = (await (await request.get('/api/bolsassas/bolsa-dges?idioma=en')).json()) as {
      Titulo: string;
    };
    const notice = notices.data[0];
    const newsItem = news.data[0];
    expect(notice && newsItem).toBeTruthy();
    if (!notice || !newsItem) return;

    const details = [
      {
        path: `/en/avisosecomunicados/${notice.post_name}`,
        title: notice.post_title,
        list: 'Notices and Communiqués',
      },
      { path: `/en/noticiassas/${newsItem.noticia_name}`, title: newsItem.noticia_titulo, list: 'News' },
      { path: '/en/bolsasdeestudo/bolsa-dges', title: scholarship.Titulo, list: 'Scholarships' },
    ];
    for (const detail of details) {
      await page.goto(detail.path);
      await expect(page.getByRole('heading', { level: 1, name: detail.title, exact: true })).toBeVisible();
      const crumbs = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(crumbs.getByRole('link', { name: detail.list, exact: true })).toBeVisible();
      await expect(statementLink(page, 'en')).toHaveAttribute('href', '/en/acessibilidade');
      // The same page in Portuguese has the Portuguese breadcrumb.
      await page.goto(detail.path.replace(/^\/en/, ''));
      await expect(page.getByRole('navigation', { name: 'Localização' })).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).not.toBeEmpty();
      await expect(statementLink(page, 'pt')).toHaveAttribute('href', '/acessibilidade');
    }
    expect(consoleErrors).toEqual([]);
  });

  test('[SITE-01] [LAW-01] an unknown page or id answers 404 with the not-found page, not a blank screen, with the footer link to the statement', async ({
    page,
  }) => {
    expect((await page.goto('/fr/alimentacao'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    await expect(statementLink(page, 'pt')).toHaveAttribute('href', '/acessibilidade');
    expect((await page.goto('/en/avisosecomunicados/no-such-notice'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await expect(statementLink(page, 'en')).toHaveAttribute('href', '/en/acessibilidade');
    expect((await page.goto('/xyz'))?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Página não encontrada' })).toBeVisible();
    // What exists still answers 200: a page with no HTML copy of its own, and a detail the API has.
    expect((await page.goto('/en/equipa'))?.status()).toBe(200);
    await page.goto('/avisosecomunicados');
    const notice = page.locator('main a[href^="/avisosecomunicados/"]').first();
    const [href, title] = [(await notice.getAttribute('href'))!, (await notice.textContent())!];
    expect((await page.goto(href))?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  });

  test('[SITE-12] the language switch keeps the current page', async ({ page }) => {
    await page.goto('/documentacao');
    await page.getByRole('link', { name: 'Ver em inglês' }).click();
    await expect(page).toHaveURL(/\/en\/documentacao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documentation' })).toBeVisible();
    await page.getByRole('link', { name: 'View in Portuguese' }).click();
    await expect(page).toHaveURL(/\/documentacao$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Documentação' })).toBeVisible();
  });

  test('[SITE-02] English pages ask the API in English', async ({ page, server }) => {
    const before = server.requests.length;
    await page.goto('/en/avisosecomunicados');
    await expect(page.getByRole('heading', { level: 1, name: 'Notices and Communiqués' })).toBeVisible();
    // The heading is static: the list's request may still be on its way when it shows.
    const noticeCalls = () =>
      server.requests.slice(before).filter((r) => r.path.startsWith('/api/docavisos'));
    await expect.poll(() => noticeCalls().length).toBeGreaterThan(0);
    const apiCalls = noticeCalls();
    for (const call of apiCalls) expect(call.path).toContain('idioma=en');
  });
});
