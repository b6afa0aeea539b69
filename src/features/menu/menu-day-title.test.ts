import { expect, test } from 'vitest';
import { activateLocale } from '@/lib/i18n';
import { menuDayTitle } from './menu-day-title';

test("[START-02] a menu link's title names its day and meal in the page's language; no day, no title", async () => {
  await Promise.all([activateLocale('en'), activateLocale('pt')]);
  expect(menuDayTitle('pt', { dia: '2026-11-27', refeicao: 'almoco' })).toMatch(
    /^Ementa do almoço: .*27.*novembro/i,
  );
  expect(menuDayTitle('en', { dia: '2026-11-27', refeicao: 'jantar' })).toMatch(
    /^Dinner menu: .*27.*November/,
  );
  expect(menuDayTitle('en', { dia: '2026-11-27', refeicao: 'ceia' })).toMatch(/^Menu: .*27.*November/);
  expect(menuDayTitle('pt', { dia: '27/11/2026', refeicao: 'almoco' })).toBeUndefined();
  expect(menuDayTitle('pt', {})).toBeUndefined();
});
