import { useLingui } from '@lingui/react/macro';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import type { Notice } from '@/contract/notices';
import type { NoticeSlide } from '../home-notice-slides';
import { NoticeColumns } from './notice-columns';

/** The home page's notices as a looping slider with clickable pagination: its own chunk, loaded when reached. */
export function NoticeSwiper({ slides }: { slides: readonly NoticeSlide<Notice>[] }) {
  const { t } = useLingui();
  return (
    <Swiper
      className="home-notices__swiper"
      // A11y makes the dots buttons a keyboard reaches, named in the page's language (the swipe's alternative).
      modules={[A11y, Pagination]}
      loop={slides.length > 1}
      pagination={{ clickable: true }}
      a11y={{ paginationBulletMessage: `${t`Ir para o diapositivo`} {{index}}` }}
      autoHeight
      role="group"
      aria-label={t`Avisos recentes`}
    >
      {slides.map((slide, index) => (
        <SwiperSlide key={slide.left[0]?.post_name ?? index}>
          <NoticeColumns slide={slide} />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
