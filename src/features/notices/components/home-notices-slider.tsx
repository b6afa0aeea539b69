import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useRef } from 'react';
import { deferredPart, useWhenReached } from '@/components/lazy/use-when-reached';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { homeNoticesQueryOptions } from '../api/get-notices';
import type { Notice } from '@/contract/notices';
import { noticeSlides, type NoticeSlide } from '../home-notice-slides';
import { NoticeColumns } from './notice-columns';
import './home-notices-slider.css';

const noticeSwiper = deferredPart(() => import('./notice-swiper').then((module) => module.NoticeSwiper));

/** The home page's notices (spec section 9): 6 per slide in two columns (odd positions left, even right), looping. */
export function HomeNoticesSlider() {
  const locale = useLocale();
  const { data, isPending } = useQuery(homeNoticesQueryOptions(locale));
  return (
    <section className="home-notices" aria-labelledby="home-notices-heading">
      <h2 id="home-notices-heading">
        <Trans>Avisos e Comunicados</Trans>
      </h2>
      {isPending ? (
        <p role="status">
          <Trans>A carregar…</Trans>
        </p>
      ) : data ? (
        <NoticeSlides notices={data.data} />
      ) : null}
    </section>
  );
}

export function NoticeSlides({ notices }: { notices: readonly Notice[] }) {
  const lang = useLangParam();
  if (notices.length === 0) {
    return (
      <p className="home-notices__empty">
        <Trans>Sem avisos</Trans>
      </p>
    );
  }
  return (
    <>
      <NoticeSlider slides={noticeSlides(notices)} />
      <p className="see-more">
        <Link to="/{-$lang}/avisosecomunicados" params={{ lang }}>
          <Trans>Ver mais avisos</Trans>
        </Link>
      </p>
    </>
  );
}

/** The first slide as plain columns until the slider is reached (near the screen and the browser idle, or touched). */
function NoticeSlider({ slides }: { slides: readonly NoticeSlide<Notice>[] }) {
  const { t } = useLingui();
  const slider = useRef<HTMLDivElement>(null);
  const Slides = useWhenReached(slider, noticeSwiper);
  return (
    <div ref={slider}>
      {Slides ? (
        <Slides slides={slides} />
      ) : (
        <div className="home-notices__swiper" role="group" aria-label={t`Avisos recentes`}>
          {slides[0] ? <NoticeColumns slide={slides[0]} /> : null}
        </div>
      )}
    </div>
  );
}
