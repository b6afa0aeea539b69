import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { format, parseISO } from 'date-fns';
import { useMemo, useRef, useState } from 'react';
import { dateFnsLocale, formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/use-locale';
import { useOnline } from '@/lib/use-online';
import { weekMenuQueryOptions } from '../api/get-week-menu';
import type { Meal } from '../api/menu.schemas';
import { defaultMenuDay } from '../default-day';
import { daysWithMenu, menusFor } from '../group-menus';
import { carouselWeeks, CURRENT_WEEK_INDEX, weekIndexOf } from '../week-days';
import { MealTables } from './meal-tables';
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
  const weeks = useMemo(() => carouselWeeks(now), [now]);
  const linkedWeek = initialDay ? weekIndexOf(weeks, initialDay) : -1;
  const [weekIndex, setWeekIndex] = useState(linkedWeek >= 0 ? linkedWeek : CURRENT_WEEK_INDEX);
  const [chosenDay, setChosenDay] = useState<string | null>(linkedWeek >= 0 ? (initialDay ?? null) : null);
  const [meal, setMeal] = useState<Meal>(initialMeal ?? 'almoco');
  // Swiper may keep the first slide-change handler it was given: it reads the index from here, never stale.
  const weekIndexRef = useRef(weekIndex);

  const week = weeks[weekIndex] ?? weeks[CURRENT_WEEK_INDEX]!;
  const { data, isPending, dataUpdatedAt } = useQuery(weekMenuQueryOptions(locale, week.range));
  const day =
    chosenDay ??
    (weekIndex === CURRENT_WEEK_INDEX ? defaultMenuDay(now, daysWithMenu(data ?? [])) : week.days[0]!);
  const entries = data ? menusFor(data, day, meal) : [];
  const dayLabel = format(parseISO(day), 'PPPP', { locale: dateFnsLocale(locale) });

  function changeWeek(index: number) {
    // Swiper can report the slide it starts on; only a real change picks that week's first day.
    if (index === weekIndexRef.current) return;
    weekIndexRef.current = index;
    setWeekIndex(index);
    setChosenDay(index === CURRENT_WEEK_INDEX ? null : (weeks[index]?.days[0] ?? null));
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
        onWeekChange={changeWeek}
        onSelectDay={setChosenDay}
      />
      <div className="meal-switch" role="group" aria-label={t`Refeição`}>
        <button type="button" aria-pressed={meal === 'almoco'} onClick={() => setMeal('almoco')}>
          <Trans>Almoço</Trans>
        </button>
        <button type="button" aria-pressed={meal === 'jantar'} onClick={() => setMeal('jantar')}>
          <Trans>Jantar</Trans>
        </button>
      </div>
      <p className="week-menu__day">{dayLabel}</p>
      {data && !online ? (
        <p className="week-menu__offline" role="status">
          <Trans>Sem ligação: esta é a cópia guardada em {formatDateTime(dataUpdatedAt, locale)}.</Trans>
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
      {data && entries.length === 0 ? (
        <p className="week-menu__empty">
          <Trans>Sem ementas disponíveis para o dia e refeição selecionada</Trans>
        </p>
      ) : null}
      {entries.length > 0 ? (
        <>
          <MealTables entries={entries} />
          <ShareMenuButton day={day} meal={meal} dayLabel={dayLabel} />
        </>
      ) : null}
    </section>
  );
}
