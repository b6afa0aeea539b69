import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

interface ApiContest {
  ID: number;
  Tipo: { value: string; label: string };
  Activo: boolean;
  DataInicio: string;
  DataFim: string;
  Fases: { Fase: string; DataInicio: string; DataFim: string }[];
}

const dayMonth = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}`;
const ended = (iso: string) => {
  const today = new Date();
  const local = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  return iso.slice(0, 10) < local;
};

async function contests(page: Page, url: string, lang: 'pt' | 'en') {
  const response = await page.request.get(`${url}/api/sas/alojamento/concursos?idioma=${lang}`);
  return (await response.json()) as ApiContest[];
}

const contestCard = (page: Page, label: string) =>
  page
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 3, name: label, exact: true }) });

test('[HOU-01] [HOU-02] intro, downloads, residence facts, image grid and common-area slider', async ({
  page,
  consoleErrors,
}) => {
  await page.goto('/alojamento');
  await expect(page.getByRole('heading', { level: 1, name: 'Alojamento' })).toBeVisible();
  await expect(page.getByText('A residência universitária dos Serviços de Ação Social acolhe')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Regulamento da residência (PDF)' })).toHaveAttribute(
    'href',
    '/files/regulamento-residencia.pdf',
  );
  await expect(page.getByRole('link', { name: 'Preçário do alojamento (PDF)' })).toHaveAttribute(
    'href',
    '/files/precario-alojamento.pdf',
  );
  const facts = page.locator('.residence-facts');
  for (const fact of [
    '82 quartos',
    '4 cozinhas comuns',
    '1 sala de estudo',
    '3 salas de convívio',
    'Lavandaria ficha de 2,50 €',
    '24 h receção',
    'Estacionamento pago, tarifa diária ou mensal',
  ]) {
    await expect(facts.getByRole('listitem').filter({ hasText: fact })).toHaveCount(1);
  }
  await expect(page.getByRole('list', { name: 'Imagens da residência' }).getByRole('img')).toHaveCount(4);
  const slider = page.getByRole('region', { name: 'Áreas comuns' });
  await expect(slider.locator('figcaption')).toHaveText([
    'Cozinha',
    'Lavandaria',
    'Sala de estudo',
    'Sala de convívio',
    'Estacionamento',
  ]);
  await slider.getByRole('button', { name: 'Seguinte' }).click();
  await expect(slider.getByRole('button', { name: 'Anterior' })).toBeEnabled();

  await page.goto('/en/alojamento');
  await expect(page.getByRole('link', { name: 'Residence regulation (PDF)' })).toBeVisible();
  await expect(page.locator('.residence-facts')).toContainText('token €2.50');
  await expect(page.getByRole('region', { name: 'Common areas' }).locator('figcaption')).toHaveText([
    'Kitchen',
    'Laundry',
    'Study room',
    'Social room',
    'Parking',
  ]);
  expect(consoleErrors).toEqual([]);
});

const audiences = {
  pt: {
    internacional: ['Estudantes internacionais'],
    recandidaturas: ['Estudantes de licenciatura', 'Estudantes de doutoramento', 'Outros estudantes'],
    novosalunos: ['Estudantes de licenciatura', 'Estudantes de doutoramento'],
    mobilidade: ['Estudantes de programas de mobilidade'],
    outros: ['Outros'],
  },
  en: {
    internacional: ['International students'],
    recandidaturas: ["Bachelor's students", 'Doctoral students', 'Other students'],
    novosalunos: ["Bachelor's students", 'Doctoral students'],
    mobilidade: ['Mobility programme students'],
    outros: ['Others'],
  },
} as const;

test(`[HOU-03] [HOU-04] [HOU-05] [HOU-06] contest states, phases and audiences`, async ({ page, server }) => {
  for (const lang of ['pt', 'en'] as const) {
    await test.step(lang, async () => {
      const data = await contests(page, server.url, lang);
      expect(data.map((contest) => contest.Tipo.value).sort()).toEqual(
        ['internacional', 'mobilidade', 'novosalunos', 'outros', 'recandidaturas'].sort(),
      );
      await page.goto(lang === 'en' ? '/en/alojamento' : '/alojamento');
      const always = lang === 'en' ? 'Always available' : 'Sempre disponível';
      const soon =
        lang === 'en' ? 'Information to be made available soon' : 'Informação a disponibilizar brevemente';
      let sawSoon = false;
      for (const contest of data) {
        const card = contestCard(page, contest.Tipo.label);
        await expect(card).toHaveCount(1);
        const period = card.locator('.contest-card__period');
        if (contest.Tipo.value === 'outros') await expect(period).toHaveText(always);
        else
          await expect(period).toHaveText(
            lang === 'en'
              ? `From ${dayMonth(contest.DataInicio)} to ${dayMonth(contest.DataFim)}`
              : `De ${dayMonth(contest.DataInicio)} a ${dayMonth(contest.DataFim)}`,
          );
        const value = contest.Tipo.value as keyof (typeof audiences)['pt'];
        await expect(card.locator('.contest-card__audience li')).toHaveText([...audiences[lang][value]]);
        const phases = card.locator('.contest-card__phases li');
        await expect(phases).toHaveCount(contest.Fases.length);
        for (const [index, phase] of contest.Fases.entries()) {
          const range =
            lang === 'en'
              ? `from ${dayMonth(phase.DataInicio)} to ${dayMonth(phase.DataFim)}`
              : `de ${dayMonth(phase.DataInicio)} a ${dayMonth(phase.DataFim)}`;
          sawSoon ||= ended(phase.DataFim);
          await expect(phases.nth(index)).toHaveText(`${phase.Fase}: ${ended(phase.DataFim) ? soon : range}`);
        }
      }
      // The seed has closed phases, so both phase states are on screen.
      expect(sawSoon).toBe(true);
    });
  }
});

test('[HOU-07] the inactive contest button does nothing; active ones open the form with that contest', async ({
  page,
  server,
  consoleErrors,
}) => {
  const data = await contests(page, server.url, 'pt');
  const inactive = data.find((contest) => !contest.Activo)!;
  expect(inactive.Tipo.value).toBe('mobilidade');
  await page.goto('/alojamento');
  const inactiveButton = contestCard(page, inactive.Tipo.label).getByRole('button', {
    name: 'Submeter candidatura',
  });
  await expect(inactiveButton).toHaveAttribute('aria-disabled', 'true');
  // aria-disabled (not disabled) keeps it focusable; Playwright waits for 'enabled' unless forced.
  // eslint-disable-next-line playwright/no-force-option -- the point is that clicking it does nothing
  await inactiveButton.click({ force: true });
  await expect(page).toHaveURL(/\/alojamento$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Alojamento' })).toBeVisible();
  await expect(
    contestCard(page, inactive.Tipo.label).getByRole('button', { name: 'Adicionar ao calendário' }),
  ).toHaveCount(0);

  const reapply = data.find((contest) => contest.Tipo.value === 'recandidaturas')!;
  const reapplyButton = contestCard(page, reapply.Tipo.label).getByRole('button', {
    name: 'Submeter candidatura',
  });
  await expect(reapplyButton).toHaveAttribute('aria-disabled', 'false');
  await reapplyButton.click();
  await expect(page).toHaveURL(/\/formulario\?concurso=recandidatura$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Candidatura ao Alojamento' })).toBeVisible();

  await page.goto('/alojamento');
  await contestCard(page, 'Outros').getByRole('button', { name: 'Submeter candidatura' }).click();
  await expect(page).toHaveURL(/\/formulario$/);

  await page.goto('/en/alojamento');
  const newStudents = (await contests(page, server.url, 'en')).find(
    (contest) => contest.Tipo.value === 'novosalunos',
  )!;
  await contestCard(page, newStudents.Tipo.label).getByRole('button', { name: 'Submit application' }).click();
  await expect(page).toHaveURL(/\/en\/formulario\?concurso=novosalunos$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Accommodation Application' })).toBeVisible();
  expect(consoleErrors).toEqual([]);
});

test('[HOU-08] add to calendar downloads an .ics with one all-day event per open phase', async ({
  page,
  server,
}) => {
  const data = await contests(page, server.url, 'pt');
  const contest = data.find((item) => item.Tipo.value === 'recandidaturas')!;
  await page.goto('/alojamento');
  const downloadPromise = page.waitForEvent('download');
  await contestCard(page, contest.Tipo.label)
    .getByRole('button', { name: 'Adicionar ao calendário' })
    .click();
  const download = await downloadPromise;
  expect(download.suggestedFilename()).toBe('concurso-recandidaturas.ics');
  const ics = readFileSync(await download.path(), 'utf8');
  expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
  expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const open = contest.Fases.filter((phase) => !ended(phase.DataFim));
  expect(open.length).toBeGreaterThan(0);
  expect(open.length).toBeLessThan(contest.Fases.length);
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(open.length);
  for (const phase of open) {
    expect(ics).toContain(`DTSTART;VALUE=DATE:${phase.DataInicio.slice(0, 10).replace(/-/g, '')}`);
    expect(ics).toContain(`SUMMARY:Candidaturas ao alojamento: Recandidaturas (${phase.Fase})`);
  }
  expect(ics).toMatch(/DTSTAMP:\d{8}T\d{6}Z\r\n/);
  expect(ics).toMatch(/UID:concurso-1-fase-2@sasuma\.uma\.pt\r\n/);
});
