import { useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { PageHeader } from '@/components/page-header';
import { formatLongDate } from '@/lib/dates';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { newsListQueryOptions, uploadsUrl } from '../api/get-news';

export const NEWS_PAGE_SIZE = 9;

export function NewsListPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
  const { data } = useSuspenseQuery(newsListQueryOptions({ lang: locale, limit: NEWS_PAGE_SIZE, page: 1 }));
  const title = i18n._(pageTitles.news);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <ul className="card-grid">
        {data.data.map((item, index) => (
          <li key={item.noticia_name} className="card">
            <img
              src={uploadsUrl(item.noticia_imagem)}
              alt=""
              width="800"
              height="450"
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <h2>
              <Link to="/{-$lang}/noticiassas/$noticiaName" params={{ lang, noticiaName: item.noticia_name }}>
                {item.noticia_titulo}
              </Link>
            </h2>
            <time dateTime={item.noticia_data_publicacao}>
              {formatLongDate(item.noticia_data_publicacao, locale)}
            </time>
          </li>
        ))}
      </ul>
    </>
  );
}
