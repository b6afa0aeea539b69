import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Pagination } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/pagination';
import { contentLang } from '@/components/content-language';
import { formatLongDate } from '@/lib/dates';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { homeNoticesQueryOptions } from '../api/get-notices';
import type { Notice } from '@/contract/notices';
import { cutDescription, noticeSlides } from '../home-notice-slides';
import './home-notices-slider.css';

/** Notices fetched for the home page (spec section 9). */
/** The home page's notices: 6 per slide in two columns (odd positions left, even right), looping. */
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
  const { t } = useLingui();
  const lang = useLangParam();
  const locale = useLocale();
  if (notices.length === 0) {
    return (
      <p className="home-notices__empty">
        <Trans>Sem avisos</Trans>
      </p>
    );
  }
  const slides = noticeSlides(notices);
  return (
    <>
      <Swiper
        className="home-notices__swiper"
        modules={[Pagination]}
        loop={slides.length > 1}
        pagination={{ clickable: true }}
        autoHeight
        aria-label={t`Avisos recentes`}
      >
        {slides.map((slide, index) => (
          <SwiperSlide key={slide.left[0]?.post_name ?? index}>
            <div className="home-notices__columns">
              {[slide.left, slide.right].map((column, side) => (
                <ul key={side} className="home-notices__column">
                  {column.map((notice) => (
                    <li key={notice.post_name} className="home-notice">
                      <h3 lang={contentLang(notice.idioma_conteudo, locale)}>
                        <Link
                          to="/{-$lang}/avisosecomunicados/$postName"
                          params={{ lang, postName: notice.post_name }}
                        >
                          {notice.post_title}
                        </Link>
                      </h3>
                      <p className="home-notice__date">{formatLongDate(notice.docaviso_datavigor, locale)}</p>
                      <p
                        className="home-notice__description"
                        lang={contentLang(notice.idioma_conteudo, locale)}
                      >
                        {cutDescription(notice.docaviso_descricao)}
                      </p>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          </SwiperSlide>
        ))}
      </Swiper>
      <p className="see-more">
        <Link to="/{-$lang}/avisosecomunicados" params={{ lang }}>
          <Trans>Ver mais avisos</Trans>
        </Link>
      </p>
    </>
  );
}
