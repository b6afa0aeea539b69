import Holidays from 'date-holidays';
import { addDays } from '../lib/dates';
import type { Translatable } from '../lib/i18n';
import type { MealService } from '../../../src/contract/opening-hours';
import type { ClosureKind } from '../../../src/contract/menu/service-calendar';
import type { ClosuresSeed } from './seed-schemas';

/** One entry of the closures calendar as stored (both languages), before the API picks one. */
export interface ClosureRow {
  tipo: ClosureKind;
  inicio: string;
  fim: string;
  restaurantes: string[];
  motivo: Translatable;
  servicos?: MealService[] | undefined;
  aviso?: string | undefined;
}

/** The days the calendar is kept for: from the first generated menu (four weeks back) to a year ahead. */
export interface CalendarWindow {
  first: string;
  last: string;
}

function years({ first, last }: CalendarWindow): number[] {
  const from = Number(first.slice(0, 4));
  return Array.from({ length: Number(last.slice(0, 4)) - from + 1 }, (_, index) => from + index);
}

/**
 * The country's public holidays (date-holidays; its `observance` days such as Carnival are not holidays: the office
 * announces a Carnival closure as a closure). Its English names, or the seed's where the library has only Portuguese.
 */
function nationalHolidays(seed: ClosuresSeed, window: CalendarWindow): ClosureRow[] {
  if (!seed.feriados_nacionais) return [];
  const holidays = new Holidays(seed.feriados_nacionais);
  return years(window).flatMap((year) => {
    const english = new Map(holidays.getHolidays(year, 'en').map((h) => [h.date, h.name]));
    return holidays
      .getHolidays(year, 'pt')
      .filter((holiday) => holiday.type === 'public')
      .map((holiday): ClosureRow => {
        const day = holiday.date.slice(0, 10);
        const en = english.get(holiday.date);
        return {
          tipo: 'feriado',
          inicio: day,
          fim: day,
          restaurantes: [],
          motivo: { pt: seed.nomes_pt[holiday.name] ?? holiday.name, en: seed.nomes_en[holiday.name] ?? en },
        };
      });
  });
}

function regionalHolidays(seed: ClosuresSeed, window: CalendarWindow): ClosureRow[] {
  return years(window).flatMap((year) =>
    seed.feriados_regionais.map((holiday): ClosureRow => ({
      tipo: 'feriado',
      inicio: `${year}-${holiday.dia}`,
      fim: `${year}-${holiday.dia}`,
      restaurantes: holiday.restaurantes,
      motivo: holiday.nome,
    })),
  );
}

/** The days past the office's published calendar, to the window's end: nothing is known to be served on them. */
function unpublished(seed: ClosuresSeed, window: CalendarWindow): ClosureRow[] {
  if (seed.calendario_ate === null || seed.calendario_ate >= window.last) return [];
  return [
    {
      tipo: 'por-publicar',
      inicio: addDays(seed.calendario_ate, 1),
      fim: window.last,
      restaurantes: [],
      motivo: {
        pt: 'Calendário dos SAS ainda não publicado',
        en: 'The SAS calendar is not published yet',
      },
    },
  ];
}

/**
 * The closures calendar for `window`: national and regional holidays, the office's closures and changed hours that
 * touch it, and the days past the office's published calendar, in date order (a closure before a holiday on the same
 * first day).
 */
export function generateClosures(seed: ClosuresSeed, window: CalendarWindow): ClosureRow[] {
  const office = seed.encerramentos.map((closure): ClosureRow => ({
    ...closure,
    restaurantes: [...closure.restaurantes],
  }));
  return [
    ...office,
    ...nationalHolidays(seed, window),
    ...regionalHolidays(seed, window),
    ...unpublished(seed, window),
  ]
    .filter((entry) => entry.fim >= window.first && entry.inicio <= window.last)
    .sort((a, b) => a.inicio.localeCompare(b.inicio));
}
