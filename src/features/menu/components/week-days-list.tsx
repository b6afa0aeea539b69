import { Trans, useLingui } from '@lingui/react/macro';
import { formatFullDate, monthName, parseDay, weekdayName, weekdayShort } from '@/lib/data/dates';
import { useLocale } from '@/lib/use-locale';
import type { Closure } from '@/contract/closures';
import type { CarouselWeek } from '../week-days';

interface Props {
  week: CarouselWeek;
  selectedDay: string;
  /** YYYY-MM-DD: marked apart from the selected day. */
  today: string;
  onSelectDay: (day: string) => void;
  /** Days every restaurant is closed (a holiday, a closing): the tile says so. */
  closedDays: ReadonlyMap<string, Closure>;
}

/** One week's days (Monday to Saturday) as buttons: a slide of the week carousel. */
export function WeekDaysList({ week, selectedDay, today, onSelectDay, closedDays }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  return (
    <ul className="week-days" aria-label={t`Dias da semana`}>
      {week.days.map((day) => {
        const date = parseDay(day);
        const isToday = day === today;
        const closure = closedDays.get(day);
        const reason = closure?.motivo ?? '';
        const fullDate = formatFullDate(date, locale);
        const label = closure ? t`${fullDate}, fechado: ${reason}` : fullDate;
        return (
          <li key={day}>
            <button
              type="button"
              className={`week-day${isToday ? ' week-day--today' : ''}${closure ? ' week-day--closed' : ''}`}
              aria-pressed={day === selectedDay}
              aria-current={isToday ? 'date' : undefined}
              onClick={() => onSelectDay(day)}
            >
              {/* The name is the full date; the tile's abbreviations repeat it for the eye. */}
              <span className="visually-hidden">{isToday ? t`${label} (hoje)` : label}</span>
              <span className="week-day__long" aria-hidden="true">
                {weekdayName(date, locale)}
              </span>
              <span className="week-day__short" aria-hidden="true">
                {weekdayShort(date, locale)}
              </span>
              <span className="week-day__number" aria-hidden="true">
                {date.getDate()}
              </span>
              <span className="week-day__month week-day__month--long" aria-hidden="true">
                {monthName(date, locale)}
              </span>
              <span className="week-day__month week-day__month--short" aria-hidden="true">
                {monthName(date, locale, true)}
              </span>
              {closure ? (
                <span className="week-day__closed" aria-hidden="true">
                  {closure.tipo === 'feriado' ? <Trans>Feriado</Trans> : <Trans>Fechado</Trans>}
                </span>
              ) : null}
              {isToday ? (
                <span className="week-day__today" aria-hidden="true">
                  <Trans>Hoje</Trans>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
