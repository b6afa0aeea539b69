import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { DataAge, type QueryFreshness } from './data/data-age';
import './list-status.css';

/** The empty-list message with its error icon (spec section 2: "no documents" text with an error icon). */
function EmptyList({ children }: { children: ReactNode }) {
  return (
    <p className="empty-state list-empty" role="status">
      <svg className="list-empty-icon" viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <path d="M12 7v6M12 16.5v.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {children}
    </p>
  );
}

/** A list that has nothing to show yet because its load failed: says so and offers a retry (ERR-01). */
export function ListLoadError({ onRetry }: { onRetry: () => void }) {
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <div className="list-error" role="alert">
      <p>
        {offline ? (
          <Trans>Está sem ligação e esta página ainda não foi guardada neste dispositivo.</Trans>
        ) : (
          <Trans>O servidor não respondeu. Tente novamente dentro de momentos.</Trans>
        )}
      </p>
      <button type="button" className="button" onClick={onRetry}>
        <Trans>Tentar novamente</Trans>
      </button>
    </div>
  );
}

export function ListLoading() {
  return (
    <p className="list-loading" role="status">
      <Trans>A carregar…</Trans>
    </p>
  );
}

/** Shown above results that were searched on the device because there is no connection (OFF-06). */
function OfflineResultsNote() {
  return (
    <p className="offline-results-note" role="status">
      <Trans>Sem ligação: resultados da cópia guardada neste dispositivo.</Trans>
    </p>
  );
}

/**
 * The body of a searchable list page (notices, documents): where the rows come from (the saved copy's age, or
 * "searched on this device" offline), then the rows, or loading, a failure with a retry, or the empty message.
 */
export function ListBody({
  query,
  searchedOnDevice,
  count,
  empty,
  children,
}: {
  query: QueryFreshness & { isPending: boolean; isError: boolean };
  /** Offline with a search the server cannot answer: the rows were filtered from the saved copy. */
  searchedOnDevice: boolean;
  count: number;
  empty: ReactNode;
  children: ReactNode;
}) {
  let body = children;
  if (count === 0 && !searchedOnDevice && query.isPending) body = <ListLoading />;
  else if (count === 0 && !searchedOnDevice && query.isError)
    body = <ListLoadError onRetry={() => void query.refetch()} />;
  else if (count === 0) body = <EmptyList>{empty}</EmptyList>;
  return (
    <>
      {searchedOnDevice ? <OfflineResultsNote /> : <DataAge query={query} />}
      {body}
    </>
  );
}
