import type { Swiper as SwiperInstance } from 'swiper';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import type { Closure } from '@/contract/closures';
import type { CarouselWeek } from '../week-days';
import { WeekDaysList } from './week-days-list';

/** The week carousel's props (WeekCarousel), shared with its slides. */
export interface WeekCarouselProps {
  weeks: readonly CarouselWeek[];
  weekIndex: number;
  selectedDay: string;
  /** YYYY-MM-DD: marked apart from the selected day. */
  today: string;
  onWeekChange: (index: number) => void;
  onSelectDay: (day: string) => void;
  /** Days every restaurant is closed: their tiles say so. */
  closedDays: ReadonlyMap<string, Closure>;
}

type Props = WeekCarouselProps & { onSwiper: (swiper: SwiperInstance) => void };

/** The week carousel's slides: one per week, swiped on a phone. Its own chunk, loaded when reached (WeekCarousel). */
export function WeekSwiper({ weeks, weekIndex, onWeekChange, onSwiper, ...days }: Props) {
  return (
    <Swiper
      className="week-swiper"
      initialSlide={weekIndex}
      onSwiper={onSwiper}
      onSlideChange={(instance) => onWeekChange(instance.activeIndex)}
      slidesPerView={1}
    >
      {weeks.map((week) => (
        <SwiperSlide key={week.range.startdate} inert={week.index !== weekIndex}>
          <WeekDaysList week={week} {...days} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
