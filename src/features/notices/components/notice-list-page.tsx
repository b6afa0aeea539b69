import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useEffect, useRef, useState } from 'react';
import { contentLang, OnlyInPortuguese } from '@/components/data/content-language';
import { HtmlContent } from '@/components/html-content';
import { ListBody } from '@/components/list-status';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { formatLongDate } from '@/lib/data/dates';
import { matchesTerm } from '@/contract/requests/search-text';
import { cachedListItems } from '@/lib/offline-search';
import { pageCount } from '@/lib/page-window';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { useOnChange } from '@/lib/use-on-change';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useOnline } from '@/lib/use-online';
import { NOTICES_PAGE_SIZE, noticesQueryOptions } from '../api/get-notices';
import { noticeKeys } from '../api/notices.keys';
import type { Notice } from '@/contract/notices';
import { nextNoticeFilter } from '../search-term';
import './notice-list.css';

/** How long typing pauses before the search is sent (the documents search waits as long). */
const NOTICE_SEARCH_DEBOUNCE_MS = 300;

export interface NoticeListState {
  page?: number;
  q?: string;
}

export function NoticeListPage({
  page,
  filter,
  onNavigate,
}: {
  page: number;
  filter: string | undefined;
  /** Changes the URL state; `replace` for typing, a history entry for page choices. */
  onNavigate: (next: NoticeListState, options?: { replace?: boolean }) => void;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const queryClient = useQueryClient();
  const [term, setTerm] = useState(filter ?? '');
  // Back/forward or a shared link changed the filter: show it in the box (unless the box already means it).
  useOnChange(filter, () =>
    setTerm((current) => (nextNoticeFilter(current, filter) === null ? current : (filter ?? ''))),
  );

  // Load-more appends page + 1, page + 2, ... after the page in the URL; a new page or filter starts over.
  const base = `${page}|${filter ?? ''}|${locale}`;
  const [appended, setAppended] = useState({ base, count: 0 });
  const extra = appended.base === base ? appended.count : 0;

  const params = { lang: locale, limit: NOTICES_PAGE_SIZE, filter };
  // One query key per page and filter: a late answer lands in its own key and never replaces a newer list, and
  // leaving a key aborts its pending request (the query function passes TanStack's AbortSignal to fetch).
  const first = useQuery({ ...noticesQueryOptions({ ...params, page }), placeholderData: keepPreviousData });
  const more = useQueries({
    queries: Array.from({ length: extra }, (_, i) => noticesQueryOptions({ ...params, page: page + 1 + i })),
  });

  const applyTerm = (value: string) => {
    const next = nextNoticeFilter(value, filter);
    if (!next) return;
    // Clearing an active filter reloads the full list (spec section 5), even when it is still in the cache.
    if (next.filter === undefined)
      void queryClient.invalidateQueries({
        queryKey: noticesQueryOptions({ ...params, filter: undefined, page: 1 }).queryKey,
        exact: true,
        refetchType: 'none',
      });
    onNavigate({ q: next.filter, page: undefined }, { replace: true });
  };
  // One request per pause in typing, not per keystroke (like the documents search).
  const debounced = useDebouncedValue(term, NOTICE_SEARCH_DEBOUNCE_MS);
  const latest = useRef(applyTerm);
  latest.current = applyTerm;
  useEffect(() => latest.current(debounced), [debounced]);

  const searchOffline = !online && filter !== undefined && (first.isError || first.isPlaceholderData);
  const offlineItems = searchOffline
    ? cachedListItems<Notice>(queryClient, [...noticeKeys.all, 'list'], locale, (n) => n.post_name)
        .filter((n) => matchesTerm(filter, n.post_title, n.docaviso_descricao))
        .sort((a, b) => b.docaviso_datavigor.localeCompare(a.docaviso_datavigor))
    : null;

  const items = offlineItems ?? [
    ...(first.data?.data ?? []),
    ...more.flatMap((query) => query.data?.data ?? []),
  ];
  const totalPages = pageCount(first.data?.total ?? 0, NOTICES_PAGE_SIZE);
  const lastShown = page + extra;
  const loadingMore = more.some((query) => query.isPending);
  const title = i18n._(pageTitles.notices);

  return (
    <>
      <PageHeader variant="dark" title={title} trail={[{ label: title }]} />
      <SearchBox
        label={t`Pesquisar avisos`}
        placeholder={t`Pelo menos 3 caracteres`}
        value={term}
        onChange={setTerm}
      />
      <div aria-live="polite" className="notice-list-status">
        {first.isFetching && !first.isPending && !offlineItems ? <Trans>A pesquisar</Trans> : null}
      </div>
      <ListBody
        query={first}
        searchedOnDevice={offlineItems !== null}
        count={items.length}
        empty={<Trans>Não existem Avisos disponíveis</Trans>}
      >
        <NoticeRows notices={items} />
      </ListBody>
      {offlineItems ? null : (
        <>
          {lastShown < totalPages ? (
            <p className="load-more">
              <button
                type="button"
                className="button"
                disabled={loadingMore}
                onClick={() => setAppended({ base, count: extra + 1 })}
              >
                {loadingMore ? <Trans>A carregar…</Trans> : <Trans>Carregar mais</Trans>}
              </button>
            </p>
          ) : null}
          <Pagination
            totalPages={totalPages}
            current={page}
            onSelect={(next) => {
              onNavigate({ page: next === 1 ? undefined : next });
              window.scrollTo({ top: 0 });
            }}
          />
        </>
      )}
    </>
  );
}

function NoticeRows({ notices }: { notices: Notice[] }) {
  const locale = useLocale();
  const lang = useLangParam();
  return (
    <ul className="item-list notice-list">
      {notices.map((notice) => {
        const textLang = contentLang(notice.idioma_conteudo, locale);
        return (
          <li key={notice.post_name} className="notice-row">
            <h2 className="notice-row-title" lang={textLang}>
              <Link to="/{-$lang}/avisosecomunicados/$postName" params={{ lang, postName: notice.post_name }}>
                {notice.post_title}
              </Link>
            </h2>
            <OnlyInPortuguese lang={textLang} />
            <HtmlContent
              html={notice.docaviso_descricao}
              className="notice-row-description"
              lang={textLang}
            />
            <time dateTime={notice.docaviso_datavigor}>
              {formatLongDate(notice.docaviso_datavigor, locale)}
            </time>
          </li>
        );
      })}
    </ul>
  );
}
