import { useLingui } from '@lingui/react/macro';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';

/**
 * The banner as a looping slider (clickable pagination). Its own chunk: Swiper (~25 KB gzip and a forced layout on
 * start) loads when the user reaches for the banner (HomeBanner), not with the page.
 */
export function HomeBannerSlider({
  slides,
  initialSlide,
}: {
  slides: readonly string[];
  initialSlide: number;
}) {
  const { t } = useLingui();
  return (
    <Swiper
      className="home-banner__swiper"
      // A11y makes the pagination dots buttons a keyboard reaches, named in the page's language.
      modules={[A11y, Pagination]}
      loop
      initialSlide={initialSlide}
      pagination={{ clickable: true }}
      a11y={{ paginationBulletMessage: `${t`Ir para o diapositivo`} {{index}}` }}
      role="region"
      aria-roledescription={t`carrossel`}
      aria-label={t`Imagens de destaque`}
    >
      {slides.map((src, index) => (
        <SwiperSlide key={src}>
          <img
            className="home-banner__image"
            src={src}
            alt=""
            width={1200}
            height={400}
            loading={index === 0 ? 'eager' : 'lazy'}
            decoding={index === 0 ? undefined : 'async'}
          />
        </SwiperSlide>
      ))}
    </Swiper>
  );
}
