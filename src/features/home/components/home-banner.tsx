import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { deferredPart, useWhenReached } from '@/components/lazy/use-when-reached';

const slides = ['/images/banner-1.svg', '/images/banner-2.svg', '/images/banner-3.svg'] as const;

const slider = deferredPart(() => import('./home-banner-slider').then((module) => module.HomeBannerSlider));

/**
 * The banner under the welcome heading. The first slide is a plain image in the first render (the page's LCP
 * element on a phone: not lazy, high fetch priority, sized), with the slider's dots as plain buttons. The looping
 * slider replaces it, at the same size, when the user reaches for the banner (pointer, touch, focus): set up at idle
 * it was a 60 ms task on a phone for a slide few would look at (decision 039). A dot pressed before the slider is
 * there opens it on that slide, with the focus on the same dot.
 */
export function HomeBanner() {
  const { t } = useLingui();
  const section = useRef<HTMLElement>(null);
  const Slider = useWhenReached(section, slider, { whenIdle: false });
  const [startSlide, setStartSlide] = useState(0);
  const focusedDot = useRef<number | null>(null);

  useEffect(() => {
    const dot = focusedDot.current;
    if (!Slider || dot === null) return;
    focusedDot.current = null;
    // The focused dot was replaced by the slider's: focus moves to the same dot, unless it went elsewhere meanwhile.
    if (document.activeElement && document.activeElement !== document.body) return;
    section.current?.querySelectorAll<HTMLElement>('.swiper-pagination-bullet')[dot]?.focus();
  }, [Slider]);

  return (
    <section className="home-banner" ref={section}>
      {Slider ? (
        <Slider slides={slides} initialSlide={startSlide} />
      ) : (
        <div
          className="home-banner__swiper"
          role="region"
          aria-roledescription={t`carrossel`}
          aria-label={t`Imagens de destaque`}
        >
          <img
            className="home-banner__image"
            src={slides[0]}
            alt=""
            width={1200}
            height={400}
            fetchPriority="high"
          />
          {/* Swiper's own classes: the dots look the same before and after the slider takes over. */}
          <div className="swiper-pagination swiper-pagination-clickable swiper-pagination-bullets swiper-pagination-horizontal">
            {slides.map((src, index) => (
              <button
                key={src}
                type="button"
                className={
                  index === startSlide
                    ? 'swiper-pagination-bullet swiper-pagination-bullet-active'
                    : 'swiper-pagination-bullet'
                }
                aria-label={`${t`Ir para o diapositivo`} ${index + 1}`}
                onFocus={() => (focusedDot.current = index)}
                onClick={() => setStartSlide(index)}
              />
            ))}
          </div>
        </div>
      )}
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
