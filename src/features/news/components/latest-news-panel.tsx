import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { LATEST_NEWS_COUNT, newsListQueryOptions } from '../api/get-news';
import { NewsTitleList } from './news-tabs';

/** The 3 latest news with an 'all news' link, in the current language (the spec's version sent no language). */
export function LatestNewsPanel() {
  const locale = useLocale();
  const lang = useLangParam();
  const latest = useQuery(newsListQueryOptions({ lang: locale, limit: LATEST_NEWS_COUNT, page: 1 }));
  return (
    <section className="news-latest" aria-labelledby="news-latest-heading">
      <h2 id="news-latest-heading">
        <Trans>Últimas notícias</Trans>
      </h2>
      <NewsTitleList items={latest.data?.data ?? []} />
      <Link className="button" to="/{-$lang}/noticiassas" params={{ lang }}>
        <Trans>Todas as notícias</Trans>
      </Link>
    </section>
  );
}
