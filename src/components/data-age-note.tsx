import { Trans } from '@lingui/react/macro';
import { formatDistance } from 'date-fns';
import { enGB, pt } from 'date-fns/locale';
import { formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/use-locale';
import { useNow } from '@/lib/use-now';

/** The parts of a React Query result that say how fresh the data on screen is. */
export interface QueryFreshness {
  data: unknown;
  dataUpdatedAt: number;
  /** A refresh failed while older data is shown (TanStack's `isRefetchError`). */
  isRefetchError: boolean;
  refetch: () => unknown;
}

/** DataAge's wording: how old the copy is, ageing while shown; online, after a failed refresh, a retry. */
export function DataAgeNote({ query, online }: { query: QueryFreshness; online: boolean }) {
  const now = useNow();
  const locale = useLocale();
  const ago = formatDistance(query.dataUpdatedAt, Math.max(now, query.dataUpdatedAt), {
    addSuffix: true,
    // `formatDistance` needs date-fns's locale objects; this note is a chunk of its own, loaded when shown.
    locale: locale === 'en' ? enGB : pt,
  });
  const when = (
    <time
      dateTime={new Date(query.dataUpdatedAt).toISOString()}
      title={formatDateTime(query.dataUpdatedAt, locale)}
    >
      {ago}
    </time>
  );
  return (
    <p className="data-age" role="status">
      {online ? (
        <>
          <Trans>Não foi possível atualizar: está a ver a cópia guardada {when}.</Trans>{' '}
          <button type="button" className="data-age__retry" onClick={() => void query.refetch()}>
            <Trans>Tentar novamente</Trans>
          </button>
        </>
      ) : (
        <Trans>Sem ligação: cópia guardada {when}.</Trans>
      )}
    </p>
  );
}
