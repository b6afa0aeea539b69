import { expect, test } from './fixtures';

// A first visit paints the page from the HTML the build wrote (build/renderer-plugin.ts) before any JavaScript runs;
// the app then renders the same page over it.

test('a first visit paints home and the lists from HTML alone: layout, title, language, rows, no API call', async ({
  browser,
  server,
}) => {
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  const before = server.requests.length;

  await page.goto('/en');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the Social Action Services' }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Today at the canteen' })).toBeVisible();
  // The next meal and the week's days would be the build's: their place is kept, unseen, until the app renders.
  await expect(page.locator('.today-canteen__when')).toBeHidden();
  await expect(page.locator('.week-carousel')).toBeHidden();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Food' }),
  ).toHaveAttribute('href', '/en/alimentacao');

  // The lists come with their rows: our server renders them with their data (server/src/page-render.ts).
  await page.goto('/documentacao');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(page.getByRole('heading', { level: 1, name: 'Documentação' })).toBeVisible();
  await expect(page.locator('table.documents-table tbody tr')).toHaveCount(10);
  // The dark title bar's padding comes from CSS alone (SITE-04).
  await expect(page.locator('header.page-header')).toHaveCSS('background-color', 'rgb(0, 0, 0)');

  await page.goto('/en/avisosecomunicados?page=2');
  await expect(page.getByRole('heading', { level: 1, name: 'Notices and Communiqués' })).toBeVisible();
  await expect(page.locator('.notice-row')).toHaveCount(10);
  await expect(page.locator('.notice-row .html-content').first()).not.toBeEmpty();

  // The food page: the menu first, then the restaurants, each loading; its controls wait for the app.
  await page.goto('/alimentacao');
  await expect(page.getByRole('heading', { level: 1, name: 'Alimentação' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Ementa da semana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restaurantes e bares' })).toBeVisible();

  // A route the build does not write (its loader waits for the API) gets the shell: header and spinner.
  await page.goto('/alojamento');
  await expect(page.locator('.site-header')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);

  // The browser asked the API nothing; the server's render of the lists did, in process.
  const seen = server.requests.slice(before);
  const paths = (from: 'browser' | 'render') =>
    seen.filter((r) => (from === 'render') === (r.pageRender === true)).map((r) => r.path);
  expect(paths('browser').filter((path) => path.startsWith('/api/'))).toEqual([]);
  expect(paths('browser')).toEqual(
    expect.arrayContaining([
      '/en',
      '/documentacao',
      '/en/avisosecomunicados?page=2',
      '/alimentacao',
      '/alojamento',
    ]),
  );
  // Every written page is rendered with its data now (home and food too), each from its own answers.
  expect(paths('render')).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/api\/sas\/document\?limit=10&offset=0&.*idioma=pt/),
      expect.stringMatching(/^\/api\/docavisos\?limit=10&offset=10&.*idioma=en/),
      expect.stringMatching(/^\/api\/docavisos\?limit=18&offset=0&.*idioma=en/),
      '/api/restaurantes?idioma=pt',
    ]),
  );
  expect(paths('render').every((path) => path.startsWith('/api/'))).toBe(true);
  await context.close();
});

test('the app takes over a prerendered page: the date-bound parts show, and the page works', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/');
  await expect(page.locator('.today-canteen__dishes li').first()).toBeVisible();
  await expect(page.locator('.today-canteen__when').first()).toBeVisible();
  await expect(page.locator('[data-build-time]')).toHaveCount(0);
  // The meal switch (buttons in the prerendered HTML too) answers: the app, not the HTML copy, is on screen.
  const dinner = page.locator('.week-menu').getByRole('button', { name: 'Jantar', exact: true });
  await dinner.click();
  await expect(dinner).toHaveAttribute('aria-pressed', 'true');
  expect(consoleErrors).toEqual([]);
});

test("[START-04] pages written as HTML (the build's, the server's lists) carry the router's state; the shell, for an address with no page, carries none", async ({
  page,
}) => {
  for (const path of ['/', '/en', '/alimentacao', '/documentacao', '/en/avisosecomunicados']) {
    const html = await (await page.request.get(path)).text();
    // The router's state to hydrate the page with (the build's and our server's renders alike).
    expect(html, path).toContain('$_TSR');
  }
  const shell = await (await page.request.get('/alojamento')).text();
  expect(shell).not.toContain('$_TSR');
  expect(shell).toContain('<a href="/alojamento">Alojamento</a>');
});

test('[OFF-17] the first HTML of every English route says it is English, with English navigation and manifest', async ({
  browser,
  server,
}) => {
  // What arrives before any JavaScript runs (our server: a page of the build, a list it rendered, or a shell).
  const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false });
  const page = await context.newPage();
  const english = [
    '/en/equipa',
    '/en/alojamento',
    '/en/formulario',
    '/en/bolsasdeestudo',
    '/en/bolsasdeestudo/bolsa-dges',
    '/en/avisosecomunicados/aviso-05-2024-encerramento-carnaval',
    '/en/noticiassas?page=2',
    '/en/pagina-que-nao-existe',
    '/en',
    '/en/alimentacao',
    '/en/documentacao',
  ];
  for (const path of english) {
    await page.goto(path);
    await expect(page.locator('html'), path).toHaveAttribute('lang', 'en');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Accommodation' }),
      path,
    ).toHaveAttribute('href', '/en/alojamento');
    await expect(page.locator('link[rel="manifest"]'), path).toHaveAttribute(
      'href',
      '/en/manifest.webmanifest',
    );
  }
  // The shell's title is the site's, in English (each route's own title comes with the app).
  await page.goto('/en/equipa');
  await expect(page).toHaveTitle('SASUMA — Social Action Services of the University of Madeira');
  await page.goto('/equipa');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  await expect(
    page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Alojamento' }),
  ).toHaveAttribute('href', '/alojamento');
  await expect(page).toHaveTitle('SASUMA — Serviços de Ação Social da Universidade da Madeira');
  await context.close();
});

/** A head tag's content, as written (our server's render puts its answer's nonce on the router's tags, after it). */
const metaContent = (html: string, key: string) =>
  new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`).exec(html)?.[1];

test("[START-02] each page's own HTML has its route's title and description in its language, from the build and from our server", async ({
  page,
}) => {
  const pages = [
    ['/en', 'SASUMA — Social Action Services of the University of Madeira'],
    ['/en/avisosecomunicados', 'Notices and Communiqués | SASUMA'],
    ['/en/alimentacao', 'Food | SASUMA'],
    ['/en/documentacao', 'Documentation | SASUMA'],
    ['/en/noticiassas', 'News | SASUMA'],
    ['/', 'SASUMA — Serviços de Ação Social da Universidade da Madeira'],
    ['/avisosecomunicados', 'Avisos e Comunicados | SASUMA'],
    ['/alimentacao', 'Alimentação | SASUMA'],
    ['/documentacao', 'Documentação | SASUMA'],
    ['/noticiassas', 'Notícias | SASUMA'],
    // A list our server renders with its data (a search the build never wrote).
    ['/en/avisosecomunicados?q=bolsa', 'Notices and Communiqués | SASUMA'],
  ] as const;
  const descriptions = new Set<string>();
  for (const [path, title] of pages) {
    const html = await (await page.request.get(path)).text();
    expect(html.match(/<title>([^<]*)<\/title>/g), path).toEqual([`<title>${title}</title>`]);
    const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
    expect(description, path).toBeTruthy();
    expect(metaContent(html, 'og:locale'), path).toBe(path.startsWith('/en') ? 'en_GB' : 'pt_PT');
    descriptions.add(description ?? '');
  }
  // Each page says what it is: ten pages, ten descriptions (the server's list shares its page's).
  expect(descriptions.size).toBe(10);
});

test("[START-02] a shared menu link's HTML names its day and meal, with the site's picture and address, absolute", async ({
  page,
}) => {
  const link = '/en/alimentacao?dia=2026-11-27&refeicao=jantar';
  const html = await (await page.request.get(link)).text();
  expect(html.match(/<title>([^<]*)<\/title>/g)).toEqual([
    '<title>Dinner menu: Friday, 27 November 2026 | SASUMA</title>',
  ]);
  expect(metaContent(html, 'og:title')).toBe('Dinner menu: Friday, 27 November 2026');
  expect(metaContent(html, 'og:url')).toBe(`https://sasuma.uma.pt${link.replace(/&/g, '&amp;')}`);
  const image = /<meta property="og:image" content="([^"]+)"/.exec(html)?.[1] ?? '';
  expect(image).toBe('https://sasuma.uma.pt/images/social-card.png');
  // The picture is the build's own file.
  const card = await page.request.get(new URL(image).pathname);
  expect([card.status(), card.headers()['content-type']]).toEqual([200, 'image/png']);
  // The page is the food page's copy, which the app then renders on that day's dinner.
  await page.goto(link);
  await expect(page).toHaveTitle('Dinner menu: Friday, 27 November 2026 | SASUMA');
  await expect(page.getByRole('heading', { level: 1, name: 'Food' })).toBeVisible();
  // The plain page is the build's file as it is.
  const plain = await (await page.request.get('/alimentacao')).text();
  expect(plain).toContain('<title>Alimentação | SASUMA</title>');
  // Our server's render puts its answer's nonce on the router's link tags too.
  expect(plain).toMatch(
    /<link rel="alternate" hreflang="en" href="https:\/\/sasuma\.uma\.pt\/en\/alimentacao"[^>]*\/>/i,
  );
});

test('[START-02] robots.txt points crawlers to the sitemap, which lists the written pages with their other language', async ({
  page,
}) => {
  const robots = await page.request.get('/robots.txt');
  expect(robots.status()).toBe(200);
  expect(await robots.text()).toContain('Sitemap: https://sasuma.uma.pt/sitemap.xml');
  const sitemap = await page.request.get('/sitemap.xml');
  expect(sitemap.headers()['content-type']).toMatch(/xml/);
  const xml = await sitemap.text();
  for (const path of ['/', '/en', '/avisosecomunicados', '/en/alimentacao', '/en/documentacao'])
    expect(xml, path).toContain(`<loc>https://sasuma.uma.pt${path}</loc>`);
  expect(xml).toContain(
    '<xhtml:link rel="alternate" hreflang="en" href="https://sasuma.uma.pt/en/noticiassas"/>',
  );
});

test('[START-01] a choice made in a select before the code loads is kept and applied', async ({
  context,
}) => {
  const html = await (await context.request.get('/en/documentacao')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // A page of its own: the fixture's page waits for the app at every goto, and the app is held here.
  const page = await context.newPage();
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/documentacao', { waitUntil: 'commit' });
  const type = page.getByLabel('Document type');
  await expect(type).toBeEnabled();
  const [, , choice] = await type
    .locator('option')
    .evaluateAll((options) => options.map((option) => (option as HTMLOptionElement).value));
  expect(choice).toBeTruthy();
  await type.selectOption(choice ?? '');
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.started)).toBeUndefined();
  release();
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  await expect(page).toHaveURL(new RegExp(`[?&]tipo=${choice}`));
  await expect(type).toHaveValue(choice ?? '');
  await page.close();
});

test('[START-01] a first visit hydrates the HTML: no control waits disabled, its nodes stay, text typed before the code loads is searched', async ({
  context,
  server,
}) => {
  const html = await (await context.request.get('/en/avisosecomunicados')).text();
  const entry = /<script type="module" crossorigin src="([^"]+)"/.exec(html)?.[1];
  expect(entry).toBeTruthy();
  expect(html).not.toContain('data-until-start');
  // The app's code is held until the student has typed: the page is HTML alone meanwhile.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  // A page of its own: the fixture's page waits for the app at every goto, and the app is held here.
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  await page.route(`**${entry}`, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/en/avisosecomunicados', { waitUntil: 'commit' });
  const search = page.getByRole('searchbox', { name: 'Search notices' });
  await expect(search).toBeEnabled();
  await expect(page.locator('ul.notice-list > li')).toHaveCount(10);
  // Marks on the HTML's own nodes: hydration keeps them, a render that replaced the page would not.
  await page.evaluate(() => {
    for (const node of [document.querySelector('h1'), document.querySelector('ul.notice-list > li')])
      Object.assign(node ?? {}, { fromHtml: true });
  });
  const before = server.requests.length;
  await search.pressSequentially('meal');
  expect(await page.evaluate(() => document.getElementById('root')?.dataset.started)).toBeUndefined();
  release();
  await expect(page.locator('#root[data-started]')).toHaveCount(1);
  await expect(search).toHaveValue('meal');
  await expect(page).toHaveURL(/[?&]q=meal/);
  await expect
    .poll(() =>
      server.requests
        .slice(before)
        .some((r) => r.path.startsWith('/api/docavisos?') && r.path.includes('filter=meal')),
    )
    .toBe(true);
  // The HTML's unfiltered rows stay until the search's answer lands.
  await expect
    .poll(async () => {
      const texts = await page.locator('ul.notice-list > li').allTextContents();
      return texts.length > 0 && texts.every((text) => text.toLowerCase().includes('meal'));
    })
    .toBe(true);
  expect(
    await page.evaluate(() => (document.querySelector('h1') as unknown as { fromHtml?: boolean }).fromHtml),
  ).toBe(true);
  expect(errors).toEqual([]);
  await page.close();
});
