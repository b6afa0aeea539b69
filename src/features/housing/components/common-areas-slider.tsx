import { useLingui } from '@lingui/react/macro';
import { A11y, Navigation, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/navigation';
import 'swiper/css/pagination';
import { commonAreas } from '../housing-images';

/** The common areas (kitchen, laundry, study room, social room, parking) as a slider (spec section 2). */
export function CommonAreasSlider() {
  const { i18n, t } = useLingui();
  return (
    <div
      className="common-areas"
      role="region"
      aria-roledescription={t`carrossel`}
      aria-label={t`Áreas comuns`}
    >
      <Swiper
        modules={[A11y, Navigation, Pagination]}
        navigation
        pagination={{ clickable: true }}
        spaceBetween={16}
        slidesPerView={1}
        breakpoints={{ 700: { slidesPerView: 2 }, 1025: { slidesPerView: 3 } }}
        a11y={{
          prevSlideMessage: t`Anterior`,
          nextSlideMessage: t`Seguinte`,
          paginationBulletMessage: `${t`Ir para o diapositivo`} {{index}}`,
        }}
      >
        {commonAreas.map((area) => {
          const name = i18n._(area.name);
          return (
            <SwiperSlide key={area.src}>
              <figure className="common-areas__slide">
                <img src={area.src} alt="" width="800" height="600" loading="lazy" />
                <figcaption>{name}</figcaption>
              </figure>
            </SwiperSlide>
          );
        })}
      </Swiper>
    </div>
  );
}
