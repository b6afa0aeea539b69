import { expect, test } from './fixtures';

test.describe('food screen', () => {
  test('[FOOD-01] image grid with dimensions, price-list download', async ({
    page,
    request,
    consoleErrors,
  }) => {
    await page.goto('/alimentacao');
    const gallery = page.getByRole('list', { name: 'Imagens da alimentação' });
    const images = gallery.getByRole('img');
    await expect(images).toHaveCount(4);
    for (const image of await images.all()) {
      await expect(image).toHaveAttribute('width', '400');
      await expect(image).toHaveAttribute('height', '300');
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    }
    const priceList = page.getByRole('link', { name: 'Descarregar o preçário (PDF)' });
    await expect(priceList).toHaveAttribute('href', '/files/precario-alimentacao.pdf');
    const pdf = await request.get('/files/precario-alimentacao.pdf');
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');
    await expect(page.getByRole('heading', { level: 2, name: 'Ementa da semana' })).toBeVisible();
    expect(consoleErrors).toEqual([]);

    await page.goto('/en/alimentacao');
    await expect(page.getByRole('list', { name: 'Food service images' }).getByRole('img')).toHaveCount(4);
    await expect(page.getByRole('link', { name: 'Download the price list (PDF)' })).toBeVisible();
  });

  test('[FOOD-02] restaurants with description and opening hours (PT and EN)', async ({ page }) => {
    await page.goto('/alimentacao');
    const restaurants = page.getByRole('region', { name: 'Restaurantes e bares' });
    const canteen = restaurants.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Cantina da Penteada' }),
    });
    await expect(canteen).toContainText('Cantina social no piso -1');
    await expect(canteen).toContainText('Horário:');
    await expect(canteen).toContainText('jantar: 19:00 – 21:00');
    const bar = restaurants.getByRole('listitem').filter({
      has: page.getByRole('heading', { name: 'Bar da Penteada' }),
    });
    await expect(bar).toContainText('08:30');
    await expect(bar).toContainText('15:30');

    await page.goto('/en/alimentacao');
    const en = page.getByRole('region', { name: 'Restaurants and snack bars' });
    await expect(en.getByRole('heading', { name: 'Penteada Canteen' })).toBeVisible();
    await expect(en).toContainText('Opening hours:');
  });
});
