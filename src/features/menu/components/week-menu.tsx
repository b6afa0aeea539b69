import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState } from 'react';
import { DataAge } from '@/components/data/data-age';
import { formatFullDate, isoDay, parseDay } from '@/lib/data/dates';
import { useLocale } from '@/lib/use-locale';
import { useOnline } from '@/lib/use-online';
import { weekMenuQueryOptions } from '../api/get-week-menu';
import type { Meal } from '@/contract/menu/meals';
import { menusFor } from '../group-menus';
import type { Diet } from '../menu-preferences';
import { closedDays, restaurantStates } from '../restaurant-states';
import { useMenuPreferences } from '../use-menu-preferences';
import { useNextMeal } from '../use-next-meal';
import { carouselWeeks, CURRENT_WEEK_INDEX, weekIndexOf } from '../week-days';
import { MealTables } from './meal-tables';
import { RestaurantStatusList } from './common/restaurant-status-list';
import { ShareMenuButton } from './share-menu-button';
import { WeekCarousel } from './week-carousel';
import './week-menu.css';

interface Props {
  /** A day (YYYY-MM-DD) to open on, from a shared link; ignored unless it is in the carousel. */
  initialDay?: string;
  initialMeal?: Meal;
}

/** The weekly canteen menu (home and food screens): week carousel, lunch/dinner switch, a table per restaurant. */
export function WeekMenu({ initialDay, initialMeal }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const [now] = useState(() => new Date());
  const [preferences, setPreferences] = useMenuPreferences();
  // The clock, the restaurants' hours and the closures calendar pick the meal: after lunch service, dinner; after
  // dinner (or the student's cut-off), the next day they serve, however far a closure puts it.
  const { restaurants, calendar, next } = useNextMeal(now, preferences.cutoff);
  const weeks = useMemo(() => carouselWeeks(now, next.day), [now, next.day]);
  const linkedWeek = initialDay ? weekIndexOf(weeks, initialDay) : -1;
  const [weekIndex, setWeekIndex] = useState(() => {
    if (linkedWeek >= 0) return linkedWeek;
    const nextWeek = weekIndexOf(weeks, next.day);
    return nextWeek >= 0 ? nextWeek : CURRENT_WEEK_INDEX;
  });
  const [chosenDay, setChosenDay] = useState<string | null>(linkedWeek >= 0 ? (initialDay ?? null) : null);
  const [chosenMeal, setChosenMeal] = useState<Meal | null>(initialMeal ?? null);
  // Swiper may keep the first slide-change handler it was given: it reads the index from here, never stale.
  const weekIndexRef = useRef(weekIndex);

  const week = weeks[weekIndex] ?? weeks[CURRENT_WEEK_INDEX]!;
  const query = useQuery(weekMenuQueryOptions(locale, week.range));
  const { data, isPending } = query;
  const day = chosenDay ?? (week.days.includes(next.day) ? next.day : week.days[0]!);
  const meal = chosenMeal ?? (day === next.day ? next.meal : 'almoco');
  const states = data ? restaurantStates(restaurants, menusFor(data, day, meal), day, meal, calendar) : [];
  const entries = states.flatMap((state) => (state.state === 'menu' ? [state.entry] : []));
  const dayLabel = formatFullDate(parseDay(day), locale);
  const closed = useMemo(
    () =>
      closedDays(
        restaurants,
        calendar,
        weeks.flatMap((w) => w.days),
      ),
    [restaurants, calendar, weeks],
  );
  // A day the calendar closes says why in the list below, not "no menu".
  const allClosedByCalendar = states.length > 0 && states.every((s) => s.state === 'closed' && s.closure);
  const filterNote: Record<Diet, string> = {
    vegetariano: t`Filtro ativo: só pratos vegetarianos.`,
    peixe: t`Filtro ativo: só pratos de peixe.`,
    carne: t`Filtro ativo: só pratos de carne.`,
  };

  function changeWeek(index: number) {
    // Swiper can report the slide it starts on; only a real change picks that week's day.
    if (index === weekIndexRef.current) return;
    weekIndexRef.current = index;
    setWeekIndex(index);
    setChosenDay(null);
  }

  return (
    <section className="week-menu" aria-labelledby="week-menu-heading">
      <h2 id="week-menu-heading">
        <Trans>Ementa da semana</Trans>
      </h2>
      <WeekCarousel
        weeks={weeks}
        weekIndex={weekIndex}
        selectedDay={day}
        today={isoDay(now)}
        onWeekChange={changeWeek}
        onSelectDay={setChosenDay}
        closedDays={closed}
      />
      <div className="meal-switch" role="group" aria-label={t`Refeição`}>
        <button type="button" aria-pressed={meal === 'almoco'} onClick={() => setChosenMeal('almoco')}>
          <Trans>Almoço</Trans>
        </button>
        <button type="button" aria-pressed={meal === 'jantar'} onClick={() => setChosenMeal('jantar')}>
          <Trans>Jantar</Trans>
        </button>
      </div>
      <p className="week-menu__day">{dayLabel}</p>
      <DataAge query={query} />
      {preferences.diet && preferences.dietMode === 'only' ? (
        <p className="diet-note">
          {filterNote[preferences.diet]}{' '}
          <button type="button" className="diet-note__off" onClick={() => setPreferences({ diet: null })}>
            <Trans>Mostrar todos os pratos</Trans>
          </button>
        </p>
      ) : null}
      {isPending ? (
        <p role="status">
          <Trans>A carregar…</Trans>
        </p>
      ) : null}
      {!data && !isPending ? (
        <p role="alert">
          {online ? (
            <Trans>Não foi possível carregar a ementa.</Trans>
          ) : (
            <Trans>
              Esta ementa não está guardada neste dispositivo. Volte a tentar quando tiver ligação.
            </Trans>
          )}
        </p>
      ) : null}
      {data && entries.length === 0 && !allClosedByCalendar ? (
        <p className="week-menu__empty">
          <Trans>Sem ementas disponíveis para o dia e refeição selecionada</Trans>
        </p>
      ) : null}
      {entries.length > 0 ? <MealTables entries={entries} preferences={preferences} /> : null}
      <RestaurantStatusList states={states} />
      {entries.length > 0 ? <ShareMenuButton day={day} meal={meal} dayLabel={dayLabel} /> : null}
    </section>
  );
}
