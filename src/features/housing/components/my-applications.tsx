import { Trans } from '@lingui/react/macro';
import { formatDateTime } from '@/lib/dates';
import { useLocale } from '@/lib/use-locale';
import { useOutboxRecords } from '../use-outbox-records';
import { OutboxStateLabel } from './outbox-state-label';
import './application-form.css';

/** "My applications": what this device sent or is waiting to send, with each one's state. */
export function MyApplications() {
  const locale = useLocale();
  const { records } = useOutboxRecords();
  if (records.length === 0) return null;
  return (
    <section className="my-applications" aria-labelledby="my-applications-heading">
      <h2 id="my-applications-heading">
        <Trans>As minhas candidaturas</Trans>
      </h2>
      <ul>
        {records.slice(0, 10).map((record) => (
          <li key={record.key}>
            <strong>{record.applicant}</strong> · {record.contestLabel} ·{' '}
            <time dateTime={record.createdAt}>{formatDateTime(Date.parse(record.createdAt), locale)}</time>
            <br />
            <span className="outbox-state" data-state={record.state}>
              <OutboxStateLabel state={record.state} />
            </span>
            {record.reference ? (
              <>
                {' '}
                · <Trans>Referência</Trans> {record.reference}
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
