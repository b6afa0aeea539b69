import { expect, test } from './fixtures';

test(`[TEAM-01] [LAW-06] team grid with picture, name, role, email, phone, link, responsible label and close button`, async ({
  page,
  server,
  consoleErrors,
}) => {
  for (const lang of ['pt', 'en'] as const) {
    await test.step(lang, async () => {
      const prefix = lang === 'en' ? '/en' : '';
      await page.goto(`${prefix}/equipa`);
      const title = lang === 'en' ? 'Team' : 'Equipa';
      const grid = page.getByRole('list', { name: title, exact: true });
      const people = grid.getByRole('listitem');
      await expect(people).toHaveCount(8);

      const helena = people.filter({ hasText: 'Helena Maria de Freitas Gouveia' });
      await expect(helena.getByRole('heading', { name: 'Helena Maria de Freitas Gouveia' })).toBeVisible();
      await expect(
        helena.getByText(lang === 'en' ? 'Responsible Person' : 'Responsável', { exact: true }),
      ).toBeVisible();
      await expect(helena.getByRole('link', { name: 'helena.gouveia@staff.uma.pt' })).toHaveAttribute(
        'href',
        'mailto:helena.gouveia@staff.uma.pt',
      );
      await expect(
        helena.getByText(
          lang === 'en'
            ? 'Administrator of the Social Action Services'
            : 'Administradora dos Serviços de Ação Social',
          { exact: true },
        ),
      ).toBeVisible();
      await expect(helena.getByRole('link', { name: '+351 291 209 401' })).toHaveAttribute(
        'href',
        'tel:+351291209401',
      );
      const photo = helena.getByRole('img', { name: /Helena Maria de Freitas Gouveia/ });
      await expect(photo).toHaveCSS('background-image', /\/uploads\/equipa-01\.jpg/);
      // The photo is really served.
      expect((await page.request.get(`${server.url}/uploads/equipa-01.jpg`)).ok()).toBe(true);

      const rui = people.filter({ hasText: 'Rui Miguel Abreu Camacho' });
      await expect(
        rui.getByText(lang === 'en' ? 'Responsible Person' : 'Responsável', { exact: true }),
      ).toHaveCount(0);
      await expect(
        rui.getByRole('link', { name: lang === 'en' ? 'Personal page' : 'Página pessoal' }),
      ).toHaveAttribute('href', 'https://www.uma.pt/sas/equipa/rui-camacho');
      // No photo: no image, initials instead.
      const joao = people.filter({ hasText: 'João Pedro Spínola Fernandes' });
      await expect(joao.getByRole('img')).toHaveCount(0);
      // Everyone has a role and a phone that answers (the switchboard and an extension).
      for (const person of await people.all()) {
        await expect(person.locator('.team-card__role')).not.toBeEmpty();
        await expect(person.getByRole('link', { name: /^\+351 291 209 4\d\d$/ })).toHaveCount(1);
      }

      await page
        .getByRole('link', {
          name: lang === 'en' ? 'Close and go back to the home page' : 'Fechar e voltar ao início',
        })
        .click();
      await expect(page).toHaveURL(lang === 'en' ? /\/en$/ : /\/$/);
      expect(consoleErrors).toEqual([]);
    });
  }
});

test('[TEAM-01] on a phone the close button sits on the title’s row, not over the breadcrumb’s end', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/equipa', '/en/equipa']) {
    await page.goto(path);
    const close = (await page.locator('.team-close').boundingBox())!;
    const trail = (await page.getByRole('navigation', { name: /^(Localização|Breadcrumb)$/ }).boundingBox())!;
    // Before: the button's top at 120 px, the trail's bottom at 125 px, its last crumb ("Team") under the button.
    expect(close.y).toBeGreaterThanOrEqual(trail.y + trail.height);
  }
});
