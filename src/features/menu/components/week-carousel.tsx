import { useLingui } from '@lingui/react/macro';
import { format, parseISO } from 'date-fns';
import { useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import { dateFnsLocale } from '@/lib/dates';
import { useLocale } from '@/lib/use-locale';
import { CURRENT_WEEK_INDEX, type CarouselWeek } from '../week-days';

interface Props {
  weeks: readonly CarouselWeek[];
  weekIndex: number;
  selectedDay: string;
  onWeekChange: (index: number) => void;
  onSelectDay: (day: string) => void;
}

/** Day picker: one slide per week (Monday to Saturday), the current week last and shown first. */
export function WeekCarousel({ weeks, weekIndex, selectedDay, onWeekChange, onSelectDay }: Props) {
  const { t } = useLingui();
  const locale = useLocale();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const dfLocale = { locale: dateFnsLocale(locale) };
  return (
    <div className="week-carousel">
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
                return (
                  <li key={day}>
                    <button
                      type="button"
                      className="week-day"
                      aria-pressed={day === selectedDay}
                      aria-label={format(date, 'PPPP', dfLocale)}
                      onClick={() => onSelectDay(day)}
                    >
                      <span className="week-day__long">{format(date, 'EEEE', dfLocale)}</span>
                      <span className="week-day__short">{format(date, 'EEE', dfLocale)}</span>
                      <span className="week-day__number">{format(date, 'd', dfLocale)}</span>
                      <span className="week-day__month">{format(date, 'MMMM', dfLocale)}</span>
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
        disabled={weekIndex === CURRENT_WEEK_INDEX}
        onClick={() => swiper?.slideNext()}
      >
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
