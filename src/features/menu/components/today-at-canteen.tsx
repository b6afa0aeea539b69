import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { DataAge } from '@/components/data-age';
import { isPrerendering, timeBound } from '@/lib/prerender';
import { isoDay, parseDay, weekdayName } from '@/lib/dates';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { weekMenuQueryOptions } from '../api/get-week-menu';
import { menusFor, servedCourses } from '../group-menus';
import { restaurantStates } from '../restaurant-states';
import { nextMealChangesAt } from '../next-meal';
import { useNextMeal } from '../use-next-meal';
import { weekRange } from '../week-range';
import { RestaurantStatusList } from './restaurant-status-list';
import './today-at-canteen.css';

/** The main courses: what a student decides on. */
const MAINS = new Set(['Prato', 'Prato de Peixe', 'Vegetariano']);

/** Home, first screen: the next meal at the restaurants serving it, linking to that day in the full week. */
export function TodayAtCanteen() {
  const { t } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
  const [now] = useState(() => new Date());
  const { restaurants, next, isPending: nextPending } = useNextMeal(now);
  const query = useQuery(weekMenuQueryOptions(locale, weekRange(parseDay(next.day))));
  const { data } = query;
  // Loading until the restaurants are in too: the menu alone showed a short block for a moment (no restaurant yet),
  // then the full one, and everything below it moved twice.
  const isPending = query.isPending || nextPending;
  const states = data
    ? restaurantStates(restaurants, menusFor(data, next.day, next.meal), next.day, next.meal)
    : [];
  // The build's copy of the page is the section's name: the build's clock (after 21:00, "next meal") says nothing
  // about the reader's. The app's render says which meal, a moment later.
  const isToday = isPrerendering || next.day === isoDay(now);
  const weekday = weekdayName(parseDay(next.day), locale);
  const mealLabel = next.meal === 'almoco' ? t`Almoço` : t`Jantar`;

  return (
    <section
      className="today-canteen"
      aria-labelledby="today-canteen-heading"
      aria-busy={isPending}
      // Until when this reads true: a copy of the screen kept for the next start is shown only until then (decision 021).
      data-valid-until={isPrerendering ? undefined : nextMealChangesAt(now, restaurants).getTime()}
    >
      {/* The meal on the heading's line when it fits: the dishes start one line higher on a phone. */}
      <div className="today-canteen__head">
        <h2 id="today-canteen-heading">
          {isToday ? <Trans>Hoje na cantina</Trans> : <Trans>Próxima refeição na cantina</Trans>}
        </h2>
        <p className="today-canteen__when" {...timeBound}>
          {isToday ? mealLabel : `${mealLabel}, ${weekday}`}
        </p>
      </div>
      <DataAge query={query} />
      {isPending ? (
        <p role="status">
          <Trans>A carregar…</Trans>
        </p>
      ) : null}
      {!data && !isPending ? (
        <p role="alert">
          <Trans>A ementa não está disponível neste momento.</Trans>
        </p>
      ) : null}
      <ul className="today-canteen__restaurants">
        {states.flatMap((state) =>
          state.state === 'menu'
            ? [
                <li key={state.restaurant}>
                  <h3>{state.restaurant}</h3>
                  <ul className="today-canteen__dishes">
                    {servedCourses(state.entry)
                      .filter(({ course }) => MAINS.has(course))
                      .map(({ course, dish }) => (
                        <li key={course}>{dish}</li>
                      ))}
                  </ul>
                </li>,
              ]
            : [],
        )}
      </ul>
      <RestaurantStatusList states={states} />
      <p className="today-canteen__more" {...timeBound}>
        <Link to="/{-$lang}/alimentacao" params={{ lang }} search={{ dia: next.day, refeicao: next.meal }}>
          <Trans>Ver a ementa da semana</Trans>
        </Link>
      </p>
    </section>
  );
}
