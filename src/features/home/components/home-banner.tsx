import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { HomeBannerSlider } from './home-banner-slider';

const slides = ['/images/banner-1.svg', '/images/banner-2.svg', '/images/banner-3.svg'] as const;

type Slider = typeof HomeBannerSlider;
let loadedSlider: Slider | undefined;
let sliderRequest: Promise<Slider> | undefined;
const loadSlider = () =>
  (sliderRequest ??= import('./home-banner-slider').then((module) => {
    loadedSlider = module.HomeBannerSlider;
    return module.HomeBannerSlider;
  }));

/** What makes the slider worth loading before the browser is idle: the user reaching for the banner. */
const INTERACTION_EVENTS = ['pointerenter', 'touchstart', 'focusin'] as const;

/**
 * The banner under the welcome heading. The first slide is a plain image in the first render (the page's LCP
 * element on a phone: not lazy, high fetch priority, sized), and the looping slider replaces it, at the same size,
 * once the browser is idle or the user reaches for it.
 */
export function HomeBanner() {
  const { t } = useLingui();
  const section = useRef<HTMLElement>(null);
  const [Slider, setSlider] = useState<Slider | undefined>(() => loadedSlider);

  useEffect(() => {
    if (Slider) return;
    let cancelled = false;
    const load = () => {
      loadSlider().then(
        (component) => {
          if (!cancelled) setSlider(() => component);
        },
        // Offline before the chunk was cached, or a failed fetch: the first slide stays, which is a fine banner.
        () => undefined,
      );
    };
    const element = section.current;
    for (const type of INTERACTION_EVENTS)
      element?.addEventListener(type, load, { once: true, passive: true });
    // Safari has no requestIdleCallback.
    const hasIdle = typeof window.requestIdleCallback === 'function';
    const idle = hasIdle
      ? window.requestIdleCallback(load, { timeout: 3000 })
      : window.setTimeout(load, 1500);
    return () => {
      cancelled = true;
      for (const type of INTERACTION_EVENTS) element?.removeEventListener(type, load);
      if (hasIdle) window.cancelIdleCallback(idle);
      else window.clearTimeout(idle);
    };
  }, [Slider]);

  return (
    <section className="home-banner" ref={section}>
      {Slider ? (
        <Slider slides={slides} />
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
