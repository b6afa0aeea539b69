import type { Page } from '@playwright/test';
import { at, enGB, format, pt, serverWeek } from './dates';
import { expect, fixClock, test, waitForServiceWorker, whileOffline } from './fixtures';
import { fillApplication } from './housing-form';
import { waitForSavedCopy } from './saved-copy';

test.use({ serviceWorkers: 'allow', backgroundDownload: true });

interface Slugs {
  notice: string;
  news: string;
  scholarship: string;
}

const languages = [
  {
    lang: 'pt',
    prefix: '',
    idioma: 'pt',
    locale: pt,
    submit: 'Submeter',
    notSaved: 'Está sem ligação e esta página ainda não foi guardada neste dispositivo.',
    banner: 'Sem ligação à internet',
    queued: 'A sua candidatura ficou guardada neste dispositivo',
    meals: ['Almoço', 'Jantar'],
    empty: 'Sem ementas disponíveis para o dia e refeição selecionada',
    closed: 'Encerrado nesta refeição',
    offlineCopy: 'Sem ligação: cópia guardada há',
  },
  {
    lang: 'en',
    prefix: '/en',
    idioma: 'en',
    locale: enGB,
    submit: 'Submit',
    notSaved: 'You are offline and this page has not been saved on this device yet.',
    banner: 'No internet connection',
    queued: 'Your application is saved on this device',
    meals: ['Lunch', 'Dinner'],
    empty: 'No menu available for the selected day and meal',
    closed: 'Closed for this meal',
    offlineCopy: /^Offline: copy saved .* ago\.$/,
  },
] as const;

async function firstSlugs(page: Page, idioma: string): Promise<Slugs> {
  const get = async (path: string) => (await page.request.get(`/api${path}`)).json() as Promise<unknown>;
  const notices = (await get(`/docavisos?limit=10&offset=0&idioma=${idioma}`)) as {
    data: { post_name: string }[];
  };
  const news = (await get(`/noticiassas?limit=9&offset=0&idioma=${idioma}`)) as {
    data: { noticia_name: string }[];
  };
  const scholarships = (await get(`/bolsassas?idioma=${idioma}`)) as { Name: string }[];
  return {
    // The last item of each first page: the prefetch must have saved every detail it links to, not just the top.
    notice: notices.data.at(-1)?.post_name ?? '',
    news: news.data.at(-1)?.noticia_name ?? '',
    scholarship: scholarships.at(-1)?.Name ?? '',
  };
}

for (const l of languages) {
  // One long journey per language (a cold page per route): slower than most tests by nature.
  test(`[OFF-11] [OFF-01] [OFF-04] [MENU-10] [UX-02] after one online visit to ${l.prefix || '/'}, every ${l.lang} route reads offline, ${l.lang === 'pt' ? 'every day and meal of the menu' : 'both weeks of the menu and the special dinners'} too, the form queues`, async ({
    page,
    server,
  }) => {
    test.setTimeout(60_000);
    // The weeks the background download saves and the walk below opens are the ones of one fixed "now": a Wednesday,
    // whose current week is the one serverWeek() names (late on a Saturday the app's is already the next one).
    await fixClock(page, server, at(serverWeek()[2]!, 12));
    const slugs = await firstSlugs(page, l.idioma);
    await page.goto(l.prefix || '/');
    await waitForServiceWorker(page);
    // Online, the offline-copy note is not shown.
    await expect(page.getByText(l.offlineCopy)).toHaveCount(0);
    // Set by the background download once every list, detail and picture of this language was asked for.
    await expect(page.locator('html')).toHaveAttribute('data-offline-saved', `${l.lang}:done`, {
      timeout: 20_000,
    });
    await waitForSavedCopy(
      page,
      ['notices', 'detail', { lang: l.lang, postName: slugs.notice }],
      ['news', 'detail', { lang: l.lang, name: slugs.news }],
      ['scholarships', 'detail', { lang: l.lang, slug: slugs.scholarship }],
      ['team'],
      ['housing'],
    );

    await whileOffline(page, server, async () => {
      const visit = async (path: string) => {
        await page.goto(path === '/' ? l.prefix || '/' : `${l.prefix}${path}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      };
      await visit('/');
      await expect(page.locator('html')).toHaveAttribute('lang', l.lang);
      await expect(page.getByRole('status').filter({ hasText: l.banner })).toBeVisible();
      await expect(page.locator('.today-canteen__dishes li').first()).toBeVisible();
      await visit('/alimentacao');
      await expect(page.getByRole('table').first()).toBeVisible();
      await expect(page.getByText(l.offlineCopy)).toBeVisible();
      await visit('/alojamento');
      await expect(page.locator('.contest-list li').first()).toBeVisible();
      await visit('/bolsasdeestudo');
      await expect(page.locator('main a[href*="/bolsasdeestudo/"]')).toHaveCount(5);
      await visit(`/bolsasdeestudo/${slugs.scholarship}`);
      await expect(page.locator('main .html-content').first()).toBeVisible();
      await visit('/avisosecomunicados');
      await expect(page.locator('.notice-row')).toHaveCount(10);
      await visit(`/avisosecomunicados/${slugs.notice}`);
      await expect(page.locator('main .html-content')).toBeVisible();
      // A detail that was never linked from a first page: says so at once, with no spinner first.
      await page.goto(`${l.prefix}/avisosecomunicados/aviso-05-2024-encerramento-carnaval`);
      await expect(page.getByText(l.notSaved)).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: /A carregar|Loading/ })).toHaveCount(0);
      await visit('/noticiassas');
      await expect(page.locator('main .card')).toHaveCount(9);
      // Pictures too: the first news page's images were saved in the service worker's image cache.
      await expect
        .poll(() =>
          page
            .locator('main .card img')
            .first()
            .evaluate((img: HTMLImageElement) => img.naturalWidth),
        )
        .toBeGreaterThan(0);
      await visit(`/noticiassas/${slugs.news}`);
      await expect(page.locator('.news-article .html-content')).toBeVisible();
      await visit('/documentacao');
      await expect(page.locator('main tbody tr')).toHaveCount(10);
      await visit('/equipa');
      await expect(page.locator('.team-card').first()).toBeVisible();

      // Every day of this and next week's menu (opened from a link), by the carousel's day tiles; every meal of
      // this week, where the demo seed publishes no Wednesday dinner and no restaurant serves Saturday dinner.
      // In English, each week's Monday and this week's two special dinners: a week is one saved answer per language,
      // and the day-by-day walk through it is the Portuguese run's.
      const shown = (week: number, index: number) =>
        l.lang === 'pt' || index === 0 || (week === 0 && (index === 2 || index === 5));
      for (const [week, days] of [serverWeek(0), serverWeek(1)].entries()) {
        await page.goto(`${l.prefix}/alimentacao?dia=${format(days[0]!, 'yyyy-MM-dd')}`);
        for (const [index, day] of days.entries()) {
          if (!shown(week, index)) continue;
          // Not exact: today's button adds "(hoje)" / "(today)".
          const name = format(day, 'PPPP', { locale: l.locale });
          await page.getByRole('button', { name }).click();
          await expect(page.getByRole('button', { name })).toHaveAttribute('aria-pressed', 'true');
          await expect(page.getByRole('table').first().or(page.locator('.week-menu__empty'))).toBeVisible();
          await expect(page.locator('.week-menu [role="alert"]')).toHaveCount(0);
          if (week > 0) continue;
          for (const meal of l.meals) {
            await page.getByRole('button', { name: meal, exact: true }).click();
            const tables = page.getByRole('table');
            const empty = page.getByText(l.empty, { exact: true });
            if (index === 2 && meal === l.meals[1]) {
              // "No menu", not "not saved".
              await expect(empty).toBeVisible();
              await expect(tables).toHaveCount(0);
            } else if (index === 5 && meal === l.meals[1]) {
              await expect(empty).toBeVisible();
              await expect(page.getByText(l.closed).first()).toBeVisible();
            } else {
              await expect(tables.first()).toBeVisible();
            }
          }
        }
      }

      await visit('/formulario');
      await fillApplication(page, `Offline ${l.lang}`, l.lang);
      await page.getByRole('button', { name: l.submit }).click();
      await expect(page.getByRole('heading', { name: l.queued })).toBeVisible();
    });
  });
}
