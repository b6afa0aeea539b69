import { useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { DataAge } from '@/components/data/data-age';
import { contentLang, OnlyInPortuguese } from '@/components/data/content-language';
import { ListLoadError, ListLoading } from '@/components/list-status';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { formatLongDate } from '@/lib/data/dates';
import { pageCount } from '@/lib/page-window';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { NEWS_PAGE_SIZE, newsListQueryOptions, uploadsUrl } from '../api/get-news';

export function NewsListPage({ page, onPage }: { page: number; onPage: (page: number) => void }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
  const query = useQuery({
    ...newsListQueryOptions({ lang: locale, limit: NEWS_PAGE_SIZE, page }),
    placeholderData: keepPreviousData,
  });
  const title = i18n._(pageTitles.news);
  const items = query.data?.data ?? [];
  return (
    <>
      <PageHeader variant="dark" title={title} trail={[{ label: title }]} />
      <DataAge query={query} />
      {query.isPending ? <ListLoading /> : null}
      {query.isError && !query.data ? <ListLoadError onRetry={() => void query.refetch()} /> : null}
      <ul className="card-grid">
        {items.map((item, index) => (
          <li key={item.noticia_name} className="card">
            <img
              src={uploadsUrl(item.noticia_imagem)}
              alt=""
              width="800"
              height="450"
              loading={index < 3 ? 'eager' : 'lazy'}
              decoding="async"
            />
            <h2 lang={contentLang(item.idioma_conteudo, locale)}>
              <Link to="/{-$lang}/noticiassas/$noticiaName" params={{ lang, noticiaName: item.noticia_name }}>
                {item.noticia_titulo}
              </Link>
            </h2>
            <OnlyInPortuguese lang={contentLang(item.idioma_conteudo, locale)} />
            <time dateTime={item.noticia_data_publicacao}>
              {formatLongDate(item.noticia_data_publicacao, locale)}
            </time>
          </li>
        ))}
      </ul>
      <Pagination
        totalPages={pageCount(query.data?.total ?? 0, NEWS_PAGE_SIZE)}
        current={page}
        onSelect={(next) => {
          onPage(next);
          window.scrollTo({ top: 0 });
        }}
      />
    </>
  );
}
