/*
 * When a restaurant serves, day by day: its usual hours (opening-hours.ts) read through the closures calendar
 * (closures.ts). Plain rules, no zod, shared by the menu generator, the OpenMensa feed and the app, so the menus that
 * exist, the feed's closed days and the states the app shows agree (decision 028).
 */
import { MEALS, type Meal } from './meals';

/** What the office publishes (server/seed/closures.json), besides the holidays: closings and changed hours. */
export const OFFICE_CLOSURE_KINDS = ['feriado', 'ferias', 'encerramento', 'horario'] as const;
/**
 * Every kind in the calendar: the office's, and `por-publicar`, the days past the last one the office's calendar
 * covers (`calendario_ate`), on which nothing is known to be served: no menu is made for them and no screen says
 * "open" (a missing year is said, not taken as a year with no closures).
 */
export const CLOSURE_KINDS = [...OFFICE_CLOSURE_KINDS, 'por-publicar'] as const;
export type ClosureKind = (typeof CLOSURE_KINDS)[number];

interface Service {
  refeicao: Meal;
  dias: readonly number[];
  inicio: string;
  fim: string;
}

/** What the rules read of a calendar entry (`Closure`, closures.ts). */
export interface CalendarEntry<S extends Service = Service> {
  tipo: ClosureKind;
  inicio: string;
  fim: string;
  restaurantes: readonly string[];
  servicos?: readonly S[] | undefined;
}

/** What the rules read of a restaurant's hours (`OpeningHours`, opening-hours.ts). */
interface Hours<S extends Service> {
  Servicos: readonly S[];
  MesesEncerrado: readonly number[];
  DiasEncerrado: readonly string[];
}

export interface DayPlan<S extends Service, C> {
  /** The meals served that day, lunch first: the usual services, or the changed hours'; none when closed. */
  services: S[];
  /** The entry that closes the restaurant all day (a holiday, a holiday closing, another closure). */
  closure?: C;
  /** The changed-hours entry in force that day. */
  changed?: C;
  /** The day is past the office's published calendar (`por-publicar`): no service is known. */
  unpublished?: C;
}

/** 0 = Sunday ... 6 = Saturday, of a YYYY-MM-DD day (a calendar day: no time zone). */
export function weekdayOf(day: string): number {
  const [year = 0, month = 0, date = 0] = day.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, date)).getUTCDay();
}

/** An entry listing no restaurant applies to all of them; one listing some, only to those (by id). */
export function appliesTo(entry: { restaurantes: readonly string[] }, restaurantId: string | undefined) {
  return (
    entry.restaurantes.length === 0 ||
    (restaurantId !== undefined && entry.restaurantes.includes(restaurantId))
  );
}

/**
 * What `restaurantId` serves on `day` (YYYY-MM-DD): nothing when the calendar closes it, when the day is past the
 * office's published calendar, or when its own closed months and days say so; the changed hours' services on their
 * days; else its usual services for that weekday.
 */
export function dayPlan<S extends Service, C extends CalendarEntry<S>>(
  hours: Hours<S>,
  calendar: readonly C[],
  restaurantId: string | undefined,
  day: string,
): DayPlan<S, C> {
  const entries = calendar.filter(
    (entry) => entry.inicio <= day && day <= entry.fim && appliesTo(entry, restaurantId),
  );
  // The office's closing says more than the holiday inside it ("closed for the holidays until 2 January" on 25 December).
  const closure =
    entries.find((entry) => entry.tipo === 'ferias' || entry.tipo === 'encerramento') ??
    entries.find((entry) => entry.tipo === 'feriado');
  if (closure) return { services: [], closure };
  // A holiday is known by law in any year; the office's closings only as far as its calendar goes.
  const unpublished = entries.find((entry) => entry.tipo === 'por-publicar');
  if (unpublished) return { services: [], unpublished };
  const month = Number(day.slice(5, 7));
  if (hours.MesesEncerrado.includes(month) || hours.DiasEncerrado.includes(day)) return { services: [] };
  const changed = entries.find((entry) => entry.tipo === 'horario' && entry.servicos);
  const weekday = weekdayOf(day);
  const services = MEALS.flatMap(
    (meal) =>
      (changed?.servicos ?? hours.Servicos).find(
        (service) => service.refeicao === meal && service.dias.includes(weekday),
      ) ?? [],
  );
  return changed ? { services, changed } : { services };
}

/** The service of `meal` in a day's plan, or undefined when it is not served. */
export function mealIn<S extends Service>(plan: { services: readonly S[] }, meal: Meal): S | undefined {
  return plan.services.find((service) => service.refeicao === meal);
}
