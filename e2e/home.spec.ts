import type { Locator } from '@playwright/test';
import { addDays, at, format, serverWeek } from './dates';
import { expect, fixClock, phone, test } from './fixtures';

/** Swiper ignores a bullet or a swipe while a slide is still moving (so does a user's finger): wait for it to stop. */
async function swiperAtRest(container: Locator) {
  await expect
    .poll(() =>
      container
        .locator('.swiper')
        .evaluate(
          (element) => (element as HTMLElement & { swiper: { animating: boolean } }).swiper.animating,
        ),
    )
    .toBe(false);
}

interface NoticeItem {
  post_title: string;
}

test.describe('home', () => {
  test('[HOME-01] banner slider: welcome heading, 3 looping slides, clickable pagination (PT and EN)', async ({
    page,
    consoleErrors,
  }) => {
    await page.goto('/');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Bem-vindo aos Serviços de Ação Social' }),
    ).toBeVisible();
    const banner = page.locator('.home-banner');
    const images = banner.locator('img.home-banner__image');
    const bullets = banner.locator('.swiper-pagination-bullet');
    // Until the student reaches for the banner: the first slide and the dots, without Swiper.
    await expect(bullets).toHaveCount(3);
    await expect(images).toHaveCount(1);
    await expect(banner.locator('.swiper')).toHaveCount(0);
    // A dot pressed before the slider is there opens it on that slide.
    await bullets.nth(2).click();
    await expect(banner.locator('.swiper')).toHaveClass(/swiper-initialized/);
    await expect(images).toHaveCount(3);
    // Looping reorders the slides: each image by its own picture.
    const image = (n: number) => banner.locator(`img[src="/images/banner-${n}.svg"]`);
    await expect(image(1)).toHaveAttribute('loading', 'eager');
    await expect(image(2)).toHaveAttribute('loading', 'lazy');
    await expect(image(1)).toHaveAttribute('width', '1200');
    await expect(bullets).toHaveCount(3);
    await expect(bullets.nth(2)).toHaveClass(/swiper-pagination-bullet-active/);
    await expect(banner.locator('.swiper-slide-active')).toHaveAttribute('data-swiper-slide-index', '2');
    // Looping: from the last slide, swiping on goes to the first one.
    await swiperAtRest(banner);
    await banner.locator('.swiper').evaluate((element) => {
      (element as HTMLElement & { swiper: { slideNext: () => void } }).swiper.slideNext();
    });
    await expect(banner.locator('.swiper-slide-active')).toHaveAttribute('data-swiper-slide-index', '0');
    await expect(bullets.nth(0)).toHaveClass(/swiper-pagination-bullet-active/);
    expect(consoleErrors).toEqual([]);

    await page.goto('/en');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Social Action Services' }),
    ).toBeVisible();
    // A keyboard reaching a dot: the slider takes over and the focus stays on the same dot.
    const enBullets = page.locator('.home-banner .swiper-pagination-bullet');
    // The dots are the app's buttons once the page is hydrated (the goto waited for it).
    await expect(enBullets.nth(1)).toBeEnabled();
    await enBullets.nth(1).focus();
    await expect(page.locator('.home-banner .swiper')).toHaveClass(/swiper-initialized/);
    await expect(enBullets.nth(1)).toBeFocused();
    await expect(enBullets.nth(1)).toHaveAttribute('aria-label', 'Go to slide 2');
  });

  test('[HOME-02] six-link menu: closed behind a toggle on the phone, always open on desktop', async ({
    page,
  }) => {
    for (const language of [
      {
        prefix: '',
        nav: 'Serviços',
        toggle: 'Menu de serviços',
        links: ['Bolsas de Estudo', 'Documentação'],
      },
      { prefix: '/en', nav: 'Services', toggle: 'Services menu', links: ['Scholarships', 'Documentation'] },
    ]) {
      await page.setViewportSize({ width: 1280, height: 800 });
      await page.goto(language.prefix || '/');
      const nav = page.getByRole('navigation', { name: language.nav, exact: true });
      // Hidden links (the closed menu) still count: they are in the page, behind the toggle.
      const links = nav.getByRole('link', { includeHidden: true });
      await expect(links).toHaveCount(6);
      const toggle = nav.getByRole('button', { name: language.toggle });
      await expect(toggle).toBeHidden();
      for (const link of await links.all()) await expect(link).toBeVisible();
      // The same page on a phone's screen.
      await page.setViewportSize(phone.viewport);
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(links.first()).toBeHidden();
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      for (const link of await links.all()) await expect(link).toBeVisible();
      await toggle.click();
      await expect(links.first()).toBeHidden();
      await toggle.click();
      await expect(nav.getByRole('link', { name: language.links[0] })).toHaveAttribute(
        'href',
        `${language.prefix}/bolsasdeestudo`,
      );
      await nav.getByRole('link', { name: language.links[1] }).click();
      await expect(page).toHaveURL(new RegExp(`${language.prefix}/documentacao$`));
    }
  });

  test('[HOME-03] [LAW-06] the intro says who we are, with no stock video and nothing from YouTube', async ({
    page,
  }) => {
    const thirdParty: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (/^https?:$/.test(url.protocol) && !/^(127\.0\.0\.1|localhost)$/.test(url.hostname))
        thirdParty.push(request.url());
    });
    for (const language of [
      {
        path: '/',
        heading: 'Quem somos',
        text: /Os Serviços de Ação Social da Universidade da Madeira apoiam/,
      },
      { path: '/en', heading: 'Who we are', text: /support students/ },
    ]) {
      await page.goto(language.path);
      const intro = page.getByRole('region', { name: language.heading });
      await expect(intro.getByText(language.text)).toBeVisible();
      // The placeholder film is gone (issue 31): no player, no poster button, no frame anywhere on the page.
      await expect(page.locator('iframe, video')).toHaveCount(0);
      await expect(page.getByRole('button', { name: /vídeo|video/i })).toHaveCount(0);
    }
    expect(thirdParty).toEqual([]);
  });

  test('[HOME-04] three service cards with icon, title, description and link', async ({ page }) => {
    await page.goto('/');
    const cards = page.getByRole('region', { name: 'Os nossos serviços' }).getByRole('listitem');
    await expect(cards).toHaveCount(3);
    const expected = [
      { title: 'Alojamento', link: 'Saber mais sobre o alojamento', href: '/alojamento' },
      { title: 'Alimentação', link: 'Saber mais sobre a alimentação', href: '/alimentacao' },
      { title: 'Bolsas de Estudo', link: 'Saber mais sobre as bolsas', href: '/bolsasdeestudo' },
    ];
    for (const [index, card] of expected.entries()) {
      const item = cards.nth(index);
      await expect(item.getByRole('heading', { name: card.title })).toBeVisible();
      await expect(item.locator('svg')).toBeVisible();
      await expect(item.getByRole('paragraph')).not.toBeEmpty();
      await expect(item.getByRole('link', { name: card.link })).toHaveAttribute('href', card.href);
    }
    await cards.nth(1).getByRole('link').click();
    await expect(page).toHaveURL(/\/alimentacao$/);
  });

  test('[HOME-05] [HOME-06] notices slider: 18 fetched, 6 per slide in odd/even columns, cut text, see-more', async ({
    page,
    request,
    server,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'Avisos e Comunicados' });
    // The slider starts when the student scrolls to it; until then its first slide is plain columns.
    await expect(section.locator('.home-notice')).toHaveCount(6);
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('.swiper-slide-active .home-notice')).toHaveCount(6);
    expect(
      server.requests.some((r) => r.path.startsWith('/api/docavisos?') && r.path.includes('limit=18')),
    ).toBe(true);
    const response = await request.get(
      '/api/docavisos?limit=18&offset=0&publicado=1&owner=682&sort=docaviso_datavigor&direction=DESC&idioma=pt',
    );
    const notices = ((await response.json()) as { data: NoticeItem[] }).data;
    expect(notices).toHaveLength(18);
    const titles = (slide: string, column: number) =>
      section.locator(`${slide} .home-notices__column`).nth(column).getByRole('heading').allInnerTexts();
    expect(await titles('.swiper-slide-active', 0)).toEqual([0, 2, 4].map((i) => notices[i]!.post_title));
    expect(await titles('.swiper-slide-active', 1)).toEqual([1, 3, 5].map((i) => notices[i]!.post_title));

    // Descriptions: plain text, at most 250 characters, ' (...)' when cut.
    const descriptions = await section
      .locator('.swiper-slide-active .home-notice__description')
      .allInnerTexts();
    expect(descriptions.some((text) => text.endsWith(' (...)'))).toBe(true);
    for (const text of descriptions) {
      expect(text).not.toContain('<');
      expect(text.endsWith(' (...)') ? text.length === 256 : text.length <= 250).toBe(true);
    }

    const bullets = section.locator('.swiper-pagination-bullet');
    await expect(bullets).toHaveCount(3);
    await bullets.nth(1).click();
    await expect(bullets.nth(1)).toHaveClass(/swiper-pagination-bullet-active/);
    await expect
      .poll(() => titles('.swiper-slide-active', 0))
      .toEqual([6, 8, 10].map((i) => notices[i]!.post_title));
    await swiperAtRest(section);
    await bullets.nth(2).click();
    await expect(bullets.nth(2)).toHaveClass(/swiper-pagination-bullet-active/);
    await expect
      .poll(() => titles('.swiper-slide-active', 1))
      .toEqual([13, 15, 17].map((i) => notices[i]!.post_title));

    const seeMore = section.getByRole('link', { name: 'Ver mais avisos' });
    await expect(seeMore).toHaveAttribute('href', '/avisosecomunicados');
    await seeMore.click();
    await expect(page).toHaveURL(/\/avisosecomunicados$/);
  });

  test('[LAW-02] the notices slider without a swipe: its dots are 24 px buttons, named, that the keyboard works (PT and EN)', async ({
    page,
  }) => {
    for (const language of [
      { path: '/', section: 'Avisos e Comunicados', dot: 'Ir para o diapositivo' },
      { path: '/en', section: 'Notices and Communiqués', dot: 'Go to slide' },
    ]) {
      await page.goto(language.path);
      const section = page.getByRole('region', { name: language.section });
      await section.scrollIntoViewIfNeeded();
      await expect(section.locator('.swiper-slide-active .home-notice')).toHaveCount(6);
      const first = section.locator('.swiper-slide-active .home-notice').first();
      const before = await first.innerText();
      // Before issue 31 the dots were spans a mouse could click, and no keyboard or screen reader could reach.
      const second = section.getByRole('button', { name: `${language.dot} 2` });
      await expect(second).toBeVisible();
      const box = (await second.boundingBox())!;
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(24);
      await second.focus();
      await page.keyboard.press('Enter');
      await expect(section.locator('.swiper-slide-active .home-notice').first()).not.toHaveText(before);
    }
  });

  test('[HOME-08] [HOME-09] [HOME-10] scholarships, latest 3 news and the weekly menu, each with see-more (PT and EN)', async ({
    page,
    server,
  }) => {
    for (const language of [
      {
        prefix: '',
        scholarships: ['Bolsas de Estudo', 'Ver todas as bolsas'],
        news: ['Últimas notícias', 'Ver todas as notícias'],
        menu: ['Ementa da semana', 'Ver mais sobre a alimentação'],
      },
      {
        prefix: '/en',
        scholarships: ['Scholarships', 'See all scholarships'],
        news: ['Latest news', 'See all news'],
        menu: ["This week's menu", 'See more about food services'],
      },
    ]) {
      await page.goto(language.prefix || '/');
      const scholarships = page.getByRole('region', { name: language.scholarships[0], exact: true });
      await expect(scholarships.getByRole('listitem').first()).toBeVisible();
      await expect(scholarships.getByRole('link', { name: language.scholarships[1] })).toHaveAttribute(
        'href',
        `${language.prefix}/bolsasdeestudo`,
      );
      const news = page.getByRole('region', { name: language.news[0] });
      await expect(news.getByRole('listitem')).toHaveCount(3);
      await expect(news.getByRole('link', { name: language.news[1] })).toHaveAttribute(
        'href',
        `${language.prefix}/noticiassas`,
      );
      await expect(news.getByRole('listitem').first().getByRole('link')).toHaveAttribute(
        'href',
        new RegExp(`^${language.prefix}/noticiassas/.+`),
      );
      const menu = page.getByRole('region', { name: language.menu[0] });
      await expect(menu.getByRole('group')).toBeVisible();
      const seeMenu = page.getByRole('link', { name: language.menu[1] });
      await expect(seeMenu).toHaveAttribute('href', `${language.prefix}/alimentacao`);
    }
    expect(
      server.requests.some((r) => r.path.startsWith('/api/noticiassas?') && r.path.includes('limit=3')),
    ).toBe(true);
    await page.getByRole('link', { name: 'See all scholarships' }).click();
    await expect(page).toHaveURL(/\/en\/bolsasdeestudo$/);
  });
});

test('[UX-01] at 390×844 the header and navigation take at most 110 px, language switch and install button included; the first dish starts at most at 215 px (232 before)', async ({
  page,
  server,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  // A weekday at noon: lunch is served, so the block shows today's lunch.
  await fixClock(page, server, at(serverWeek()[2]!, 12));
  for (const language of [
    { path: '/', today: 'Hoje na cantina', switchTo: 'EN', install: 'Instalar' },
    { path: '/en', today: 'Today at the canteen', switchTo: 'PT', install: 'Install' },
  ]) {
    await page.goto(language.path);
    // Chrome's install offer, as it comes once the app is installable: the header shows its button.
    const install = page.getByRole('button', { name: language.install });
    await expect(async () => {
      await page.evaluate(() =>
        window.dispatchEvent(
          Object.assign(new Event('beforeinstallprompt'), {
            prompt: () => Promise.resolve(),
            userChoice: Promise.resolve({ outcome: 'dismissed' }),
          }),
        ),
      );
      await expect(install).toBeVisible({ timeout: 500 });
    }).toPass();
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: new RegExp(`^${language.switchTo} `) })).toBeInViewport();
    await expect(header.getByRole('navigation')).toBeInViewport();
    expect((await header.boundingBox())!.height).toBeLessThanOrEqual(110);
    const dish = page
      .getByRole('region', { name: language.today })
      .getByRole('list')
      .getByRole('list')
      .getByRole('listitem')
      .first();
    await expect(dish).toBeVisible();
    // 232 px before (issue 31): the meal sits on the heading's line when every restaurant's is the same, the block
    // has no gap above it, and a restaurant's status goes beside its name when both fit (213.6 px in PT, each
    // restaurant with its name and status since issue 29).
    expect((await dish.boundingBox())!.y).toBeLessThanOrEqual(215);
  }
});

test("[MENU-09] [UX-01] late on a Saturday home shows Monday's dishes from the page itself: the week that ended is never asked for", async ({
  page,
  server,
}) => {
  const [monday, , , , , saturday] = serverWeek();
  // Past the last dinner the week is over: home's loader fetched the next two weeks, not this one.
  await fixClock(page, server, at(saturday!, 21, 30));
  const endedWeek = `startdate=${format(addDays(monday!, -1), 'yyyyMMdd')}`;
  const before = server.requests.length;
  await page.goto('/');
  const today = page.getByRole('region', { name: 'Próxima refeição na cantina' });
  await expect(today.locator('.today-canteen__when')).toHaveText(/^Almoço, segunda-feira$/i);
  await expect(today.locator('.today-canteen__dishes li').first()).toBeVisible();
  await expect(today.getByRole('status')).toHaveCount(0);
  const asked = server.requests
    .slice(before)
    .filter((request) => !request.pageRender && request.path.startsWith('/api/ementas?'));
  expect(asked.filter((request) => request.path.includes(endedWeek))).toEqual([]);
});
