import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/data/dates';
import type { OutboxRecord } from '@/outbox/outbox-store';
import { useLangParam, useLocale } from '@/lib/use-locale';

/** Replaces the form once the post has ended: sent (with the reference) or queued on the device. */
export function ApplicationResult({ record }: { record: OutboxRecord }) {
  const lang = useLangParam();
  const locale = useLocale();
  return (
    <section
      className={`application-result application-result--${record.state}`}
      role="status"
      aria-live="polite"
    >
      {record.state === 'sent' ? (
        <>
          <h2>
            <Trans>A sua candidatura foi submetida com sucesso.</Trans>
          </h2>
          {record.reference ? (
            <p>
              <Trans>Número de referência:</Trans> <strong>{record.reference}</strong>
            </p>
          ) : null}
        </>
      ) : (
        <>
          <h2>
            <Trans>A sua candidatura ficou guardada neste dispositivo</Trans>
          </h2>
          <p>
            <Trans>Será enviada automaticamente quando estiver online.</Trans> <Trans>Criada em</Trans>{' '}
            <time dateTime={record.createdAt}>{formatDateTime(Date.parse(record.createdAt), locale)}</time>.
          </p>
        </>
      )}
      <p>
        <Link className="button" to="/{-$lang}/alojamento" params={{ lang }}>
          <Trans>Fechar</Trans>
        </Link>
      </p>
    </section>
  );
}
