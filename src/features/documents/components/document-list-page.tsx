import { Trans, useLingui } from '@lingui/react/macro';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useHydrated } from '@tanstack/react-router';
import { useEffect, useId, useRef, useState } from 'react';
import { ListBody } from '@/components/list-status';
import { contentLang, OnlyInPortuguese } from '@/components/data/content-language';
import { PageHeader } from '@/components/page-header';
import { Pagination } from '@/components/pagination';
import { SearchBox } from '@/components/search-box';
import { matchesTerm } from '@/contract/requests/search-text';
import { cachedListItems } from '@/lib/offline-search';
import { pageCount } from '@/lib/page-window';
import { pageTitles } from '@/lib/page-titles';
import { useOnChange } from '@/lib/use-on-change';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useLocale } from '@/lib/use-locale';
import { useOnline } from '@/lib/use-online';
import { documentKeys } from '../api/documents.keys';
import type { SasDocument } from '@/contract/documents';
import { documentTypes, type DocumentType } from '@/contract/requests/document-types';
import { DOCUMENTS_PAGE_SIZE, documentsQueryOptions } from '../api/get-documents';
import { documentTypeLabels, documentYears } from '../document-filters';
import { DocumentFiles } from './document-files';
import './document-list.css';

/** Spec section 5: the documents search waits 300 ms after the last keystroke. */
export const DOCUMENT_SEARCH_DEBOUNCE_MS = 300;

export interface DocumentListState {
  page?: number;
  q?: string;
  tipo?: DocumentType;
  ano?: number;
}

export function DocumentListPage({
  page,
  q,
  tipo,
  ano,
  onNavigate,
}: {
  page: number;
  q: string | undefined;
  tipo: DocumentType | undefined;
  ano: number | undefined;
  onNavigate: (next: DocumentListState, options?: { replace?: boolean }) => void;
}) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const online = useOnline();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const typeId = useId();
  const yearId = useId();
  const filtersId = useId();
  const [filtersOpen, setFiltersOpen] = useState(false);

  const [term, setTerm] = useState(q ?? '');
  const debounced = useDebouncedValue(term.trim(), DOCUMENT_SEARCH_DEBOUNCE_MS);
  const latest = useRef({ q, onNavigate });
  latest.current = { q, onNavigate };
  // Back/forward or a shared link changed the search: show it in the box.
  useOnChange(q, () => setTerm((current) => (current.trim() === (q ?? '') ? current : (q ?? ''))));
  // A settled term becomes the URL's search and goes back to page 1.
  useEffect(() => {
    if (debounced !== (latest.current.q ?? ''))
      latest.current.onNavigate({ q: debounced || undefined, page: undefined }, { replace: true });
  }, [debounced]);

  const query = useQuery({
    ...documentsQueryOptions({ lang: locale, page, limit: DOCUMENTS_PAGE_SIZE, filter: q, tipo, ano }),
    placeholderData: keepPreviousData,
  });

  const filtered = q !== undefined || tipo !== undefined || ano !== undefined;
  const searchOffline = !online && filtered && (query.isError || query.isPlaceholderData);
  const offlineItems = searchOffline
    ? cachedListItems<SasDocument>(
        queryClient,
        [...documentKeys.all, 'list'],
        locale,
        (doc) =>
          `${doc.doc_ano}|${doc.doc_titulo}|${doc.doc_ficheiros.map((f) => f.doc_ficheiros_url).join()}`,
      )
        .filter(
          (doc) =>
            (tipo === undefined || doc.doc_tipo === tipo) &&
            (ano === undefined || doc.doc_ano === ano) &&
            matchesTerm(q ?? '', doc.doc_titulo, ...doc.doc_ficheiros.map((f) => f.doc_ficheiros_nome)),
        )
        .sort((a, b) => b.doc_ano - a.doc_ano || a.doc_titulo.localeCompare(b.doc_titulo))
    : null;
  const items = offlineItems ?? query.data?.data ?? [];
  // Set on change, cleared when the answer (or a failure) arrives.
  const searching = !offlineItems && (term.trim() !== (q ?? '') || query.isFetching);
  const title = i18n._(pageTitles.documents);

  return (
    <>
      <PageHeader variant="dark" title={title} trail={[{ label: title }]}>
        <p className="documents-banner">SASUMA / {title}</p>
      </PageHeader>
      <button
        type="button"
        className="button documents-filter-toggle"
        aria-expanded={filtersOpen}
        aria-controls={filtersId}
        onClick={() => setFiltersOpen((open) => !open)}
      >
        <Trans>Filtros</Trans>
      </button>
      <div id={filtersId} className={`documents-filters${filtersOpen ? ' is-open' : ''}`}>
        <div className="documents-filter">
          <label htmlFor={typeId}>
            <Trans>Tipo de documento</Trans>
          </label>
          <select
            id={typeId}
            value={tipo ?? ''}
            onChange={(event) =>
              onNavigate({
                tipo: (event.target.value || undefined) as DocumentType | undefined,
                page: undefined,
              })
            }
          >
            <option value="">
              <Trans>Todos os tipos</Trans>
            </option>
            {documentTypes.map((type) => (
              <option key={type} value={type}>
                {i18n._(documentTypeLabels[type])}
              </option>
            ))}
          </select>
        </div>
        <SearchBox label={t`Pesquisar documentos`} value={term} onChange={setTerm} />
      </div>
      <div className="documents-filter documents-year">
        <label htmlFor={yearId}>
          <Trans>Ano</Trans>
        </label>
        <select
          id={yearId}
          value={ano ?? ''}
          onChange={(event) =>
            onNavigate({ ano: event.target.value ? Number(event.target.value) : undefined, page: undefined })
          }
        >
          <option value="">
            <Trans>Todos os Anos</Trans>
          </option>
          {/* The years end at this one: the reader's clock, so not in HTML written in advance nor its hydration. */}
          {(hydrated ? documentYears(new Date()) : []).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      <p className="documents-searching" role="status">
        {searching ? <Trans>A pesquisar</Trans> : null}
      </p>
      <ListBody
        query={query}
        searchedOnDevice={offlineItems !== null}
        count={items.length}
        empty={<Trans>Não existem documentos disponíveis</Trans>}
      >
        <table className="documents-table">
          <thead>
            <tr>
              <th scope="col">
                <Trans>Ano</Trans>
              </th>
              <th scope="col">
                <Trans>Designação</Trans>
              </th>
              <th scope="col">
                <Trans>Documentos</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((doc, index) => {
              const textLang = contentLang(doc.idioma_conteudo, locale);
              return (
                <tr key={`${doc.doc_ano}-${doc.doc_titulo}-${index}`}>
                  <td>{doc.doc_ano}</td>
                  <td>
                    <span lang={textLang}>{doc.doc_titulo}</span> <OnlyInPortuguese lang={textLang} />
                  </td>
                  <td lang={textLang}>
                    <DocumentFiles title={doc.doc_titulo} files={doc.doc_ficheiros} />
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </ListBody>
      {offlineItems ? null : (
        <Pagination
          totalPages={pageCount(query.data?.total ?? 0, DOCUMENTS_PAGE_SIZE)}
          current={page}
          onSelect={(next) => {
            onNavigate({ page: next === 1 ? undefined : next });
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}
