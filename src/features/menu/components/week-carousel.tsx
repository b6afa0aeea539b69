import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { Swiper as SwiperInstance } from 'swiper';
import { deferredPart, useWhenReached } from '@/components/lazy/use-when-reached';
import { WeekDaysList } from './week-days-list';
import type { WeekCarouselProps } from './week-swiper';

const weekSwiper = deferredPart(() => import('./week-swiper').then((module) => module.WeekSwiper));

/**
 * Day picker: one slide per week (Monday to Saturday), oldest first, opening on the week of the meal shown. Until
 * the carousel is reached (near the screen and the browser idle, or touched), the shown week is a plain list and
 * the arrows change the week without Swiper. The arrows are there at every width: on a phone, above the days.
 */
export function WeekCarousel({
  weeks,
  weekIndex,
  selectedDay,
  today,
  onWeekChange,
  onSelectDay,
  closedDays,
}: WeekCarouselProps) {
  const { t } = useLingui();
  const carousel = useRef<HTMLDivElement>(null);
  const Slides = useWhenReached(carousel, weekSwiper);
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const days = { selectedDay, today, onSelectDay, closedDays };
  const step = (by: -1 | 1) => {
    if (swiper) {
      if (by < 0) swiper.slidePrev();
      else swiper.slideNext();
    } else onWeekChange(weekIndex + by);
  };
  const week = weeks[weekIndex];
  return (
    <div className="week-carousel" ref={carousel}>
      {/* On a phone too (WCAG 2.5.7: swiping is not the only way to another week), with their words shown there. */}
      <button
        type="button"
        className="week-arrow week-arrow--prev"
        disabled={weekIndex === 0}
        onClick={() => step(-1)}
      >
        <span aria-hidden="true">‹</span>
        <span className="week-arrow__label">{t`Semana anterior`}</span>
      </button>
      {Slides ? (
        <Slides
          weeks={weeks}
          weekIndex={weekIndex}
          onWeekChange={onWeekChange}
          onSwiper={setSwiper}
          {...days}
        />
      ) : (
        <div className="week-swiper">{week ? <WeekDaysList week={week} {...days} /> : null}</div>
      )}
      <button
        type="button"
        className="week-arrow week-arrow--next"
        disabled={weekIndex === weeks.length - 1}
        onClick={() => step(1)}
      >
        <span className="week-arrow__label">{t`Semana seguinte`}</span>
        <span aria-hidden="true">›</span>
      </button>
    </div>
  );
}
