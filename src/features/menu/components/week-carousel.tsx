import { Trans, useLingui } from '@lingui/react/macro';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { timeBound } from '@/lib/prerender';
import { dateFnsLocale } from '@/lib/dates';
import { useLocale } from '@/lib/use-locale';
import type { CarouselWeek } from '../week-days';

interface Props {
  weeks: readonly CarouselWeek[];
  weekIndex: number;
  selectedDay: string;
  /** YYYY-MM-DD: marked apart from the selected day. */
  today: string;
  onWeekChange: (index: number) => void;
  onSelectDay: (day: string) => void;
}

/** Day picker: one slide per week (Monday to Saturday), oldest first, opening on the week of the meal shown. */
export function WeekCarousel({ weeks, weekIndex, selectedDay, today, onWeekChange, onSelectDay }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const dfLocale = { locale: dateFnsLocale(locale) };
  return (
    <div className="week-carousel" {...timeBound}>
      <button
        type="button"
        className="week-arrow week-arrow--prev"
        aria-label={t`Semana anterior`}
        disabled={weekIndex === 0}
        onClick={() => swiper?.slidePrev()}
      >
        <span aria-hidden="true">‹</span>
      </button>
      <Swiper
        className="week-swiper"
        initialSlide={weekIndex}
        onSwiper={setSwiper}
        onSlideChange={(instance) => onWeekChange(instance.activeIndex)}
        slidesPerView={1}
      >
        {weeks.map((week) => (
          <SwiperSlide key={week.range.startdate} inert={week.index !== weekIndex}>
            <ul className="week-days" aria-label={t`Dias da semana`}>
              {week.days.map((day) => {
                const date = parseISO(day);
                const isToday = day === today;
                const label = format(date, 'PPPP', dfLocale);
                return (
                  <li key={day}>
                    <button
                      type="button"
                      className={isToday ? 'week-day week-day--today' : 'week-day'}
                      aria-pressed={day === selectedDay}
                      aria-current={isToday ? 'date' : undefined}
                      onClick={() => onSelectDay(day)}
                    >
                      {/* The name is the full date; the tile's abbreviations repeat it for the eye. */}
                      <span className="visually-hidden">{isToday ? t`${label} (hoje)` : label}</span>
                      <span className="week-day__long" aria-hidden="true">
                        {format(date, 'EEEE', dfLocale)}
                      </span>
                      <span className="week-day__short" aria-hidden="true">
                        {format(date, 'EEE', dfLocale)}
                      </span>
                      <span className="week-day__number" aria-hidden="true">
                        {format(date, 'd', dfLocale)}
                      </span>
                      <span className="week-day__month week-day__month--long" aria-hidden="true">
                        {format(date, 'MMMM', dfLocale)}
                      </span>
                      <span className="week-day__month week-day__month--short" aria-hidden="true">
                        {format(date, 'MMM', dfLocale)}
                      </span>
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
          </SwiperSlide>
        ))}
      </Swiper>
      <button
        type="button"
        className="week-arrow week-arrow--next"
        aria-label={t`Semana seguinte`}
        disabled={weekIndex === weeks.length - 1}
        onClick={() => swiper?.slideNext()}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
