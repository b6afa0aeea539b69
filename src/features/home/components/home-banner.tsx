import { Trans, useLingui } from '@lingui/react/macro';
import { A11y, Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';

const slides = ['/images/banner-1.svg', '/images/banner-2.svg', '/images/banner-3.svg'];

/** Looping banner slider (clickable pagination) under the welcome heading. */
export function HomeBanner() {
  const { t } = useLingui();
  return (
    <section className="home-banner">
      <Swiper
        className="home-banner__swiper"
        // A11y makes the pagination dots buttons a keyboard reaches, named in the page's language.
        modules={[A11y, Pagination]}
        loop
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
              decoding="async"
            />
          </SwiperSlide>
        ))}
      </Swiper>
      <div className="home-banner__text">
        <h1>
          <Trans>
            Bem-vindo aos <strong>Serviços de Ação Social</strong>
          </Trans>
        </h1>
        <p>
          <Trans>
            Bolsas de estudo, alimentação, alojamento e apoio aos estudantes da Universidade da Madeira.
          </Trans>
        </p>
      </div>
    </section>
  );
}
