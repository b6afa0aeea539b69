import { expect, test } from './fixtures';

// The form shows as plain fields first; react-hook-form and the rules come in a chunk of their own (decision 039).
// Here that chunk is held back, as a slow network on a first visit would: the real browser's caret and focus are what
// the jsdom test cannot show.
test('[FORM-13] typed before the form library arrives: kept, with the focus and the caret, and checked when it comes', async ({
  page,
}) => {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/application-form-engine-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/formulario');
  const name = page.getByLabel('Nome completo');
  await expect(name).toBeVisible();
  await expect.poll(() => asked).toBe(true);

  await page.getByLabel('Email', { exact: true }).fill('ana@');
  await name.click();
  await page.keyboard.type('Maria');
  const emailError = page.getByText('Introduza um valor com o formato de email');
  await expect(emailError).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Submeter' })).toBeDisabled();

  release();
  await expect(emailError).toBeVisible();
  await expect(name).toBeFocused();
  await page.keyboard.type(' Sousa');
  await expect(name).toHaveValue('Maria Sousa');
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue('ana@');
});
