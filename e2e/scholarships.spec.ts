import { expect, test } from './fixtures';

test('[SCH-01] list ordered by Ordem with 0 last, in PT and EN', async ({ page, consoleErrors }) => {
  await page.goto('/bolsasdeestudo');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Bolsas de Estudo DGES',
    'Bolsas Santander',
    'Bolsa AFA',
    'Bolsa Blandy',
    'Fundo de Apoio de Emergência',
  ]);
  await page.goto('/en/bolsasdeestudo');
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'DGES Scholarships',
    'Santander Scholarships',
    'AFA Scholarship',
    'Blandy Scholarship',
    'Emergency Support Fund',
  ]);
  await page.getByRole('link', { name: 'Emergency Support Fund' }).click();
  await expect(page).toHaveURL(/\/en\/bolsasdeestudo\/fundo-de-apoio-de-emergencia$/);
  expect(consoleErrors).toEqual([]);
});

test('[SCH-02] [SCH-03] [SCH-04] detail: breadcrumb, introduction, independent sections, protocol link', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/bolsasdeestudo/bolsa-dges');
  await expect(page.getByRole('heading', { level: 1, name: 'Bolsas de Estudo DGES' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Localização' });
  await expect(crumbs.getByRole('link', { name: 'Bolsas de Estudo' })).toHaveAttribute(
    'href',
    '/bolsasdeestudo',
  );
  await expect(crumbs.locator('[aria-current="page"]')).toHaveText('Bolsas de Estudo DGES');
  await expect(page.locator('.scholarship-intro')).not.toBeEmpty();

  const who = page.getByRole('button', { name: 'Quem se pode candidatar' });
  const deadlines = page.getByRole('button', { name: 'Prazos de candidatura' });
  const documents = page.getByRole('button', { name: 'Documentos necessários' });
  for (const section of [who, deadlines, documents])
    await expect(section).toHaveAttribute('aria-expanded', 'false');
  await who.click();
  await documents.click();
  await expect(who).toHaveAttribute('aria-expanded', 'true');
  await expect(deadlines).toHaveAttribute('aria-expanded', 'false');
  await expect(documents).toHaveAttribute('aria-expanded', 'true');
  const panel = (button: typeof who) =>
    button.getAttribute('aria-controls').then((id) => page.locator(`[id="${id}"]`));
  await expect(await panel(who)).toBeVisible();
  await expect(await panel(deadlines)).toBeHidden();
  await expect(await panel(documents)).toBeVisible();
  await who.click();
  await expect(await panel(who)).toBeHidden();
  await expect(await panel(documents)).toBeVisible();

  const protocol = page.getByRole('link', { name: 'Protocolo (PDF)' });
  await expect(protocol).toHaveAttribute('href', /protocolo-dges\.pdf$/);
  await expect(protocol).toHaveAttribute('target', '_blank');

  for (const slug of ['bolsa-afa', 'fundo-de-apoio-de-emergencia']) {
    await page.goto(`/bolsasdeestudo/${slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button').first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Protocolo (PDF)' })).toHaveCount(0);
  }

  await page.goto('/en/bolsasdeestudo/bolsa-afa');
  await expect(page.getByRole('heading', { level: 1, name: 'AFA Scholarship' })).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Scholarships' }),
  ).toHaveAttribute('href', '/en/bolsasdeestudo');
  const requirements = page.getByRole('button', { name: 'Requirements' });
  const howTo = page.getByRole('button', { name: 'How to apply' });
  await requirements.click();
  await howTo.click();
  await expect(requirements).toHaveAttribute('aria-expanded', 'true');
  await expect(howTo).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('link', { name: 'Protocol (PDF)' })).toHaveCount(0);
  await page.goto('/en/bolsasdeestudo/bolsa-blandy');
  await expect(page.getByRole('link', { name: 'Protocol (PDF)' })).toHaveAttribute(
    'href',
    /protocolo-blandy\.pdf$/,
  );
  expect(consoleErrors).toEqual([]);
});
