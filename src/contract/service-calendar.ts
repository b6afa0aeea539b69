/*
 * When a restaurant serves, day by day: its usual hours (opening-hours.ts) read through the closures calendar
 * (closures.ts). Plain rules, no zod, shared by the menu generator, the OpenMensa feed and the app, so the menus that
 * exist, the feed's closed days and the states the app shows agree (decision 028).
 */
import { MEALS, type Meal } from './meals';

export const CLOSURE_KINDS = ['feriado', 'ferias', 'encerramento', 'horario'] as const;
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
 * What `restaurantId` serves on `day` (YYYY-MM-DD): nothing when the calendar closes it or its own closed months and days say so; the changed hours' services on their days; else its usual
 * services for that weekday.
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
