import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { suiteNow } from './dates';
import { expect, fixClock, test } from './fixtures';

interface ApiContest {
  ID: number;
  Tipo: { value: string; label: string };
  Activo: boolean;
  DataInicio: string;
  DataFim: string;
  Fases: { Fase: string; DataInicio: string; DataFim: string }[];
}

const dayMonthYear = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;
/**
 * The run's today as YYYY-MM-DD in local time (the browser runs in the same time zone as the test): the tests that
 * compare with it fix the page's and the server's clock at that instant.
 */
const today = () => {
  const now = suiteNow();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
};
const ended = (iso: string) => iso.slice(0, 10) < today();
/** Calendar days from today to a YYYY-MM-DD date. */
const daysUntil = (iso: string) =>
  Math.round((Date.parse(iso.slice(0, 10)) - Date.parse(today())) / (24 * 60 * 60 * 1000));

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
  await fixClock(page, server, suiteNow());
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
      let sawEnded = false;
      for (const contest of data) {
        const card = contestCard(page, contest.Tipo.label);
        await expect(card).toHaveCount(1);
        const period = card.locator('.contest-card__period');
        if (contest.Tipo.value === 'outros') await expect(period).toHaveText(always);
        else
          await expect(period).toHaveText(
            lang === 'en'
              ? `From ${dayMonthYear(contest.DataInicio)} to ${dayMonthYear(contest.DataFim)}`
              : `De ${dayMonthYear(contest.DataInicio)} a ${dayMonthYear(contest.DataFim)}`,
          );
        const value = contest.Tipo.value as keyof (typeof audiences)['pt'];
        await expect(card.locator('.contest-card__audience li')).toHaveText([...audiences[lang][value]]);
        const phases = card.locator('.contest-card__phases > li');
        await expect(phases).toHaveCount(contest.Fases.length);
        for (const [index, phase] of contest.Fases.entries()) {
          const range =
            lang === 'en'
              ? `from ${dayMonthYear(phase.DataInicio)} to ${dayMonthYear(phase.DataFim)}`
              : `de ${dayMonthYear(phase.DataInicio)} a ${dayMonthYear(phase.DataFim)}`;
          sawEnded ||= ended(phase.DataFim);
          await expect(phases.nth(index).locator('strong')).toHaveText(`${phase.Fase}:`);
          await expect(phases.nth(index).locator('.contest-phase__range')).toHaveText(range);
        }
        // The seed's dates are all readable: no phase falls back to 'information to come' (UX-06 replaced it for
        // ended phases).
        await expect(card.getByText(soon)).toHaveCount(0);
      }
      // The seed has closed phases, so they are covered too.
      expect(sawEnded).toBe(true);
    });
  }
});

const recipientGroups = {
  pt: [
    'Estudantes internacionais',
    'Estudantes bolseiros da universidade',
    'Estudantes deslocados da universidade',
    'Outros estudantes autorizados',
    'Estudantes de programas de mobilidade',
    'Outros',
  ],
  en: [
    'International students',
    'University scholarship students',
    'Displaced university students',
    'Other authorised students',
    'Mobility programme students',
    'Others',
  ],
} as const;

const phaseTexts = {
  pt: {
    range: (start: string, end: string) => `de ${start} a ${end}`,
    current: 'Fase atual',
    closesIn: (days: number) =>
      days === 0 ? 'Termina hoje' : `Termina dentro de ${days} ${days === 1 ? 'dia' : 'dias'}`,
    endedOn: (date: string) => `Terminou em ${date}`,
    opensOn: (date: string) => `Abre em ${date}`,
    recipients: 'Destinatários',
    committee: 'Comissão de residentes',
    committeeText: /um presidente e dois vice-presidentes, que têm de ser estudantes matriculados/,
    roles: ['1 presidente', '2 vice-presidentes'],
  },
  en: {
    range: (start: string, end: string) => `from ${start} to ${end}`,
    current: 'Current phase',
    closesIn: (days: number) =>
      days === 0 ? 'Closes today' : `Closes in ${days} ${days === 1 ? 'day' : 'days'}`,
    endedOn: (date: string) => `Ended on ${date}`,
    opensOn: (date: string) => `Opens on ${date}`,
    recipients: 'Who can apply',
    committee: "Residents' committee",
    committeeText: /one president and two vice-presidents, who must be students enrolled/,
    roles: ['1 president', '2 vice-presidents'],
  },
} as const;

test('[UX-06] [UX-07] phase dates with the year and their state; recipient groups and residents committee', async ({
  page,
  server,
  consoleErrors,
}) => {
  await fixClock(page, server, suiteNow());
  for (const lang of ['pt', 'en'] as const) {
    await test.step(lang, async () => {
      const text = phaseTexts[lang];
      const data = await contests(page, server.url, lang);
      await page.goto(lang === 'en' ? '/en/alojamento' : '/alojamento');
      const daysLeftSeen: number[] = [];
      const states = new Set<string>();
      for (const contest of data) {
        const phases = contestCard(page, contest.Tipo.label).locator('.contest-card__phases > li');
        await expect(phases).toHaveCount(contest.Fases.length);
        for (const [index, phase] of contest.Fases.entries()) {
          const item = phases.nth(index);
          const [start, end] = [phase.DataInicio.slice(0, 10), phase.DataFim.slice(0, 10)];
          // dd/mm/yyyy on both ends, so a range across a year end reads the right way round.
          await expect(item.locator('.contest-phase__range')).toHaveText(
            text.range(dayMonthYear(start), dayMonthYear(end)),
          );
          await expect(item.locator('.contest-phase__range')).toHaveText(
            /^\D+\d{2}\/\d{2}\/\d{4}\D+\d{2}\/\d{2}\/\d{4}$/,
          );
          const status = item.locator('.contest-phase__status');
          if (end < today()) {
            states.add('ended');
            await expect(status).toHaveText(text.endedOn(dayMonthYear(end)));
          } else if (start > today()) {
            states.add('upcoming');
            await expect(status).toHaveText(text.opensOn(dayMonthYear(start)));
          } else {
            states.add('current');
            daysLeftSeen.push(daysUntil(end));
            await expect(status).toHaveText(text.closesIn(daysUntil(end)));
            await expect(item.locator('.contest-phase__badge')).toHaveText(text.current);
            await expect(item).toHaveClass(/\bcontest-phase--current\b/);
            await expect(item).toHaveAttribute('aria-current', 'step');
            continue;
          }
          await expect(item).not.toHaveClass(/\bcontest-phase--current\b/);
          await expect(item.locator('.contest-phase__badge')).toHaveCount(0);
        }
      }
      // The seed (relative to today) has phases in all three states and a current one with days left.
      expect([...states].sort()).toEqual(['current', 'ended', 'upcoming']);
      expect(daysLeftSeen.some((days) => days > 1)).toBe(true);

      const recipients = page.getByRole('region', { name: text.recipients });
      await expect(recipients.getByRole('listitem')).toHaveText([...recipientGroups[lang]]);
      const committee = page.getByRole('region', { name: text.committee });
      await expect(committee.getByRole('heading', { level: 2 })).toHaveText(text.committee);
      await expect(committee.getByText(text.committeeText)).toBeVisible();
      await expect(committee.getByRole('listitem')).toHaveText([...text.roles]);
    });
  }
  expect(consoleErrors).toEqual([]);
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
  await fixClock(page, server, suiteNow());
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
