import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link, useHydrated } from '@tanstack/react-router';
import { DataAge } from '@/components/data/data-age';
import { parseDay, weekdayName } from '@/lib/data/dates';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { weekMenuQueryOptions } from '../api/get-week-menu';
import { dishRows } from '../diet';
import { menusFor } from '../group-menus';
import { addCalendarDays, madeiraClock } from '../madeira-clock';
import { MAIN_COURSES } from '../menu-preferences';
import { nextService, restaurantStatus } from '../restaurant-status';
import { useClock } from '../use-clock';
import { useMenuPreferences } from '../use-menu-preferences';
import { useNextMeal } from '../use-next-meal';
import { weekRange } from '../week-range';
import { ChangedHoursWords, StatusWords } from './common/status-words';
import './today-at-canteen.css';

/** The next meal of a closed restaurant is shown only when it is this week or the next days: else, its status says. */
const SHOWN_AHEAD_DAYS = 6;

/**
 * Home, first screen: each restaurant's status now (open until, closes in, opens at, closed and why) and its next
 * meal's main courses, ticking while shown; a link to the next meal in the full week.
 */
export function TodayAtCanteen() {
  const { t } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
  // HTML written in advance, and the render that hydrates it, show nothing of the clock: the writer's is not the
  // reader's. The statuses, meals and the link to the next meal come with the render after.
  const hydrated = useHydrated();
  const now = useClock();
  const [preferences] = useMenuPreferences();
  const { restaurants, calendar, next, isPending: nextPending } = useNextMeal(now, preferences.cutoff);
  const { day: today, time } = madeiraClock(now);
  // Past the student's cut-off, today is over: each restaurant's next meal is looked for from tomorrow.
  const from =
    preferences.cutoff && time >= preferences.cutoff
      ? { day: addCalendarDays(today, 1), time: '00:00' }
      : { day: today, time };
  const rows = restaurants
    .filter((restaurant) => restaurant.Servicos.length > 0)
    .map((restaurant) => {
      const status = restaurantStatus(now, restaurant, calendar);
      const slot = nextService(restaurant, calendar, from.day, from.time);
      const shown = slot && slot.day <= addCalendarDays(today, SHOWN_AHEAD_DAYS) ? slot : undefined;
      return { restaurant, status, slot: shown };
    });
  // The weeks whose meals are shown: the next meal's, the first row's and the last row's (rows reach six days ahead:
  // two weeks at most). Not simply this week: late on a Saturday it is over, home's loader did not fetch it, and
  // reading it was a request, and "loading" in place of the dishes, after each hydration. Three hooks, not
  // useQueries (1.4 KB more on home's first load); the same week twice is one query.
  const slotDays = rows.flatMap((row) => (row.slot ? [row.slot.day] : [])).sort();
  const query = useQuery(weekMenuQueryOptions(locale, weekRange(parseDay(next.day))));
  const firstRowWeek = useQuery(weekMenuQueryOptions(locale, weekRange(parseDay(slotDays[0] ?? next.day))));
  const lastRowWeek = useQuery(
    weekMenuQueryOptions(locale, weekRange(parseDay(slotDays.at(-1) ?? next.day))),
  );
  const weeks = [query, firstRowWeek, lastRowWeek];
  const entries = [...new Set(weeks.map((week) => week.data ?? []))].flat();
  // Loading until the restaurants are in too: the menu alone showed a short block for a moment (no restaurant yet),
  // then the full one, and everything below it moved twice.
  const isPending = weeks.some((week) => week.isPending) || nextPending;
  const isToday = !hydrated || rows.some((row) => row.slot?.day === today) || next.day === today;
  const mealLabel = (meal: 'almoco' | 'jantar') => (meal === 'almoco' ? t`Almoço` : t`Jantar`);
  const slotLabel = (slot: { day: string; meal: 'almoco' | 'jantar' }) =>
    slot.day === today
      ? mealLabel(slot.meal)
      : `${mealLabel(slot.meal)}, ${weekdayName(parseDay(slot.day), locale)}`;
  const slots = rows.flatMap((row) => (row.slot ? [row.slot] : []));
  const sharedSlot =
    slots.length > 0 && slots.every((slot) => slot.day === slots[0]!.day && slot.meal === slots[0]!.meal)
      ? slots[0]
      : undefined;

  return (
    <section className="today-canteen" aria-labelledby="today-canteen-heading" aria-busy={isPending}>
      {/* The meal on the heading's line when every restaurant's is the same (the usual case): the dishes start one
          line higher on a phone (issue 31). */}
      <div className="today-canteen__head">
        <h2 id="today-canteen-heading">
          {isToday ? <Trans>Hoje na cantina</Trans> : <Trans>Próxima refeição na cantina</Trans>}
        </h2>
        {sharedSlot && !isPending && hydrated ? (
          <p className="today-canteen__when">{slotLabel(sharedSlot)}</p>
        ) : null}
      </div>
      <DataAge query={query} />
      {isPending ? (
        <p role="status">
          <Trans>A carregar…</Trans>
        </p>
      ) : null}
      {!query.data && !isPending ? (
        <p role="alert">
          <Trans>A ementa não está disponível neste momento.</Trans>
        </p>
      ) : null}
      {isPending || !hydrated ? null : (
        <ul className="today-canteen__restaurants">
          {rows.map(({ restaurant, status, slot }) => {
            const entry = slot
              ? menusFor(entries, slot.day, slot.meal).find((e) =>
                  e.RestauranteId && restaurant.id
                    ? e.RestauranteId === restaurant.id
                    : e.Restaurante === restaurant.Titulo,
                )
              : undefined;
            const changed = status.kind === 'open' || status.kind === 'opens' ? status.changed : undefined;
            return (
              <li key={restaurant.id ?? restaurant.Titulo}>
                <h3>{restaurant.Titulo}</h3>
                <p className={`today-canteen__status today-canteen__status--${status.kind}`}>
                  <StatusWords status={status} today={today} />
                </p>
                {changed ? (
                  <p className="today-canteen__changed">
                    <ChangedHoursWords closure={changed} />
                  </p>
                ) : null}
                {slot && !sharedSlot ? <p className="today-canteen__when">{slotLabel(slot)}</p> : null}
                {slot && entry ? (
                  <ul className="today-canteen__dishes">
                    {dishRows(entry, preferences)
                      .filter(({ course }) => MAIN_COURSES.has(course))
                      .map(({ course, dish }) => (
                        <li key={course}>{dish}</li>
                      ))}
                  </ul>
                ) : null}
                {slot && !entry && query.data ? (
                  <p className="today-canteen__unpublished">
                    <Trans>Ementa ainda não publicada</Trans>
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <p className="today-canteen__more">
        <Link
          to="/{-$lang}/alimentacao"
          params={{ lang }}
          search={hydrated ? { dia: next.day, refeicao: next.meal } : {}}
        >
          <Trans>Ver a ementa da semana</Trans>
        </Link>{' '}
        ·{' '}
        <Link to="/{-$lang}/alertas" params={{ lang }}>
          <Trans>Alertas</Trans>
        </Link>
      </p>
    </section>
  );
}
