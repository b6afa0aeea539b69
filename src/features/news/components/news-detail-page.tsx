import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { DataAge } from '@/components/data/data-age';
import { contentLang, OnlyInPortuguese } from '@/components/data/content-language';
import { HtmlContent } from '@/components/html-content';
import { PageHeader } from '@/components/page-header';
import { formatLongDate } from '@/lib/data/dates';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { newsDetailQueryOptions, uploadsUrl } from '../api/get-news';
import type { NewsDetail } from '@/contract/news';
import { LatestNewsPanel } from './latest-news-panel';
import { NewsTabs } from './news-tabs';
import './news-detail.css';

/** The secondary image by language: the English one on /en (none when it is empty), the Portuguese one otherwise. */
export function secondaryImage(news: NewsDetail, locale: 'pt' | 'en'): string {
  return locale === 'en' ? news.noticia_imagemsecundariaEN : news.noticia_imagemsecundaria;
}

export function NewsDetailPage({ name }: { name: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const query = useSuspenseQuery(newsDetailQueryOptions(locale, name));
  const { data } = query;
  const secondary = secondaryImage(data, locale);
  const textLang = contentLang(data.idioma_conteudo, locale);
  return (
    <>
      <PageHeader
        variant="dark"
        title={data.noticia_titulo}
        titleLang={textLang}
        trail={[
          { label: i18n._(pageTitles.news), to: '/{-$lang}/noticiassas' },
          { label: data.noticia_titulo },
        ]}
      />
      <div className="news-detail">
        <article className="news-article">
          {secondary ? (
            <img
              className="news-secondary-image"
              src={uploadsUrl(secondary)}
              alt=""
              width="800"
              height="450"
            />
          ) : null}
          <p className="news-date">
            <time dateTime={data.noticia_data_publicacao}>
              {formatLongDate(data.noticia_data_publicacao, locale)}
            </time>
          </p>
          <DataAge query={query} />
          <ShareLinks news={data} />
          <OnlyInPortuguese lang={textLang} />
          <HtmlContent html={data.noticia_corpo} lang={textLang} />
        </article>
        <aside className="news-aside">
          <NewsTabs />
          <LatestNewsPanel />
        </aside>
      </div>
    </>
  );
}

const safeUrl = (url: string) => (/^https?:\/\//i.test(url.trim()) ? url.trim() : '');

function ShareLinks({ news }: { news: NewsDetail }) {
  const { t } = useLingui();
  const links = [
    { url: safeUrl(news.noticia_twitter), label: t`Partilhar no Twitter`, text: 'Twitter' },
    { url: safeUrl(news.noticia_facebook), label: t`Partilhar no Facebook`, text: 'Facebook' },
    { url: safeUrl(news.noticia_linkedin), label: t`Partilhar no LinkedIn`, text: 'LinkedIn' },
  ].filter((link) => link.url);
  if (links.length === 0) return null;
  return (
    <div className="news-share">
      <span>
        <Trans>Partilhar:</Trans>
      </span>
      <ul>
        {links.map((link) => (
          <li key={link.text}>
            <a href={link.url} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
