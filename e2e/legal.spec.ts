import type { Page } from '@playwright/test';
import { applicationPath, fillApplication, outboxRecords } from './housing-form';
import { expect, openSavedView, test } from './fixtures';

const DRAFT_KEY = 'sasuma.housing-application.draft';

test('[LAW-01] [LAW-03] the accessibility statement and the privacy policy, reached from the footer, in PT and EN: date, status, audit, contact, complaint route; the art. 13 facts', async ({
  page,
  consoleErrors,
}) => {
  const texts = {
    pt: {
      start: '/noticiassas',
      statementLink: 'Acessibilidade',
      statement: 'Declaração de acessibilidade e usabilidade',
      status: 'parcialmente conforme',
      date: /atualizada a \d{1,2} de [a-zç]+ de \d{4}/,
      auditDate: /\(\d{1,2} de [a-zç]+ de \d{4}\)/,
      audit: /0 violações graves ou críticas/,
      complaint: 'Instituto Nacional para a Reabilitação',
      privacyLink: 'Privacidade',
      privacy: 'Política de privacidade',
      retention: 'conservada durante 3 anos',
      policyUpdated: /Última atualização: \d{1,2} de [a-zç]+ de \d{4}/,
      cnpd: 'Comissão Nacional de Proteção de Dados (CNPD)',
    },
    en: {
      start: '/en/noticiassas',
      statementLink: 'Accessibility',
      statement: 'Accessibility and usability statement',
      status: 'partially conformant',
      date: /last reviewed on \d{1,2} [A-Z][a-z]+ \d{4}/,
      auditDate: /\(\d{1,2} [A-Z][a-z]+ \d{4}\)/,
      audit: /0 serious or critical violations/,
      complaint: 'National Institute for Rehabilitation',
      privacyLink: 'Privacy',
      privacy: 'Privacy policy',
      retention: 'kept for 3 years',
      policyUpdated: /Last updated: \d{1,2} [A-Z][a-z]+ \d{4}/,
      cnpd: 'Comissão Nacional de Proteção de Dados (CNPD)',
    },
  } as const;
  for (const [lang, t] of Object.entries(texts)) {
    await test.step(lang, async () => {
      const prefix = lang === 'en' ? '/en' : '';
      await page.goto(t.start);
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: t.statementLink, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/acessibilidade`);
      await expect(page.getByRole('heading', { level: 1, name: t.statement })).toBeVisible();
      const statement = page.locator('article');
      await expect(statement.locator('.mr-conformance-status')).toHaveText(t.status);
      // The date of the last review (in words, the machine's copy in <time datetime>), and the automated audit's
      // date and result.
      await expect(statement).toContainText(t.date);
      // The observatory's copy, ISO, hidden from the reader.
      await expect(statement.locator('.mr-date')).toHaveText(/^\d{4}-\d{2}-\d{2}$/);
      await expect(statement.locator('.mr-date')).toBeHidden();
      const audit = statement.locator('.mr-automatic-summary');
      await expect(audit).toContainText(t.auditDate);
      await expect(audit).toContainText(t.audit);
      await expect(statement.locator('.mr-manual-summary')).toContainText(/\d+\/\d+/);
      await expect(statement.getByRole('link', { name: 'sas@uma.pt' })).toHaveAttribute(
        'href',
        'mailto:sas@uma.pt',
      );
      await expect(statement.getByRole('link', { name: new RegExp(t.complaint) })).toHaveAttribute(
        'href',
        'https://www.inr.pt',
      );

      await footer.getByRole('link', { name: t.privacyLink, exact: true }).click();
      await expect(page).toHaveURL(`${prefix}/privacidade`);
      await expect(page.getByRole('heading', { level: 1, name: t.privacy })).toBeVisible();
      const policy = page.locator('article');
      await expect(policy).toContainText('Universidade da Madeira');
      await expect(policy.getByRole('link', { name: 'dpo@uma.pt' })).toHaveAttribute(
        'href',
        'mailto:dpo@uma.pt',
      );
      await expect(policy).toContainText(t.retention);
      await expect(policy).toContainText(t.policyUpdated);
      await expect(policy.getByRole('link', { name: t.cnpd })).toHaveAttribute('href', 'https://www.cnpd.pt');
    });
  }
  expect(consoleErrors).toEqual([]);
});

test('[LAW-05] "My data on this device" deletes the draft and the application records: IndexedDB and localStorage read before and after', async ({
  page,
  consoleErrors,
}) => {
  // The server cannot be reached: the application waits on the device with its answers, and the draft stays.
  await page.route(`**${applicationPath}*`, (route) => route.abort('internetdisconnected'));
  // Portuguese chosen with the switch: kept on the device for the installed app's start.
  await page.goto('/en/formulario');
  await page.getByRole('link', { name: /View in Portuguese/ }).click();
  await expect(page).toHaveURL(/\/formulario$/);
  await expect.poll(() => rememberedLanguage(page)).toBe('pt');
  await fillApplication(page, 'Rita Apaga Tudo');
  await page.getByRole('button', { name: 'Submeter' }).click();
  await expect(
    page.getByRole('heading', { name: 'A sua candidatura ficou guardada neste dispositivo' }),
  ).toBeVisible();
  const before = await outboxRecords(page);
  expect(before).toEqual([
    expect.objectContaining({
      state: 'queued',
      data: expect.objectContaining({ nomecompleto: 'Rita Apaga Tudo' }),
    }),
  ]);
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toContain('Rita Apaga Tudo');

  const mine = (await openSavedView(page, 'Guardado para offline')).getByRole('region', {
    name: 'Os meus dados neste dispositivo',
  });
  const count = (row: RegExp) => mine.getByRole('row', { name: row }).getByRole('cell');
  await expect(count(/^Rascunho/)).toHaveText('Sim');
  await expect(count(/^Candidaturas à espera de envio/)).toHaveText('1');
  await mine.getByRole('button', { name: 'Apagar os meus dados' }).click();
  const question = mine.getByRole('group', { name: /Apagar o rascunho/ });
  await expect(question).toContainText('As candidaturas à espera de envio não serão enviadas.');
  await expect(question.getByRole('button', { name: 'Cancelar' })).toBeFocused();
  await question.getByRole('button', { name: 'Sim, apagar' }).click();
  await expect(mine.getByRole('status')).toHaveText('Os seus dados foram apagados deste dispositivo.');
  await expect(count(/^Rascunho/)).toHaveText('Não');
  await expect(count(/^Candidaturas à espera de envio/)).toHaveText('0');

  expect(await outboxRecords(page)).toEqual([]);
  expect(await page.evaluate((key) => localStorage.getItem(key), DRAFT_KEY)).toBeNull();
  expect(await rememberedLanguage(page)).toBeUndefined();
  // The browser logs the posts the test cut off; nothing else.
  expect(consoleErrors.filter((error) => !error.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
});

/** The language the worker opens an installed app in, as the switch keeps it (its settings cache). */
const rememberedLanguage = (page: Page) =>
  page.evaluate(async () =>
    (await (await caches.open('sasuma-settings-v1')).match('/__sasuma/language'))?.text(),
  );
