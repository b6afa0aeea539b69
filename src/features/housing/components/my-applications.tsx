import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { formatDateTime } from '@/lib/data/dates';
import { isFixable } from '@/outbox/outbox-fixable';
import { useLangParam, useLocale } from '@/lib/use-locale';
import { fieldErrorMessage } from '../field-error-message';
import { useOutboxRecords } from '../use-outbox-records';
import { OutboxStateLabel } from './outbox-state-label';
import './application-form.css';

/** "My applications": what this device sent or is waiting to send, with each one's state. */
export function MyApplications() {
  const { t } = useLingui();
  const locale = useLocale();
  const lang = useLangParam();
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
            {/* A sent application keeps no name on the device (decision 029): its contest, date and reference. */}
            {record.applicant ? (
              <>
                <strong>{record.applicant}</strong> ·{' '}
              </>
            ) : null}
            {record.contestLabel} ·{' '}
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
            {record.state === 'rejected' ? (
              <ul className="field__error">
                {Object.values(record.fieldErrors ?? {}).map((code, index) => {
                  const message = fieldErrorMessage(code);
                  return <li key={`${code}-${index}`}>{message ? t(message) : code}</li>;
                })}
                {!record.fieldErrors && record.message ? <li>{record.message}</li> : null}
              </ul>
            ) : null}
            {isFixable(record) ? (
              <>
                {' '}
                <Link to="/{-$lang}/formulario" params={{ lang }} search={{ corrigir: record.key }}>
                  {record.state === 'expired' ? (
                    <Trans>Rever e enviar de novo</Trans>
                  ) : (
                    <Trans>Corrigir e submeter de novo</Trans>
                  )}
                </Link>
              </>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
