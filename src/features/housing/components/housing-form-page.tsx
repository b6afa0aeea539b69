import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import type { HousingApplication, HousingApplicationInput } from '@/contract/requests/housing-application';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { isFixable } from '@/outbox/outbox-fixable';
import { useLocale } from '@/lib/use-locale';
import { useLoaded } from '@/lib/use-loaded';
import { contestTypesQueryOptions } from '../api/get-contests';
import { loadMyApplications } from '../load-my-applications';
import { useApplicationDraft } from '../use-application-draft';
import { useOutboxRecords } from '../use-outbox-records';
import { ApplicationForm } from './application-form';
import { ApplicationResult } from './application-result';

type Phase =
  | {
      kind: 'editing';
      serverErrors?: Record<string, string>;
      failure?: 'rejected' | 'network';
      values?: Partial<HousingApplicationInput>;
    }
  | { kind: 'submitting' }
  | { kind: 'done'; key: string };

/**
 * The housing application (`/formulario`): `choice` is the contest type picked on the housing screen; `fixKey` a
 * rejected application (from "my applications") to fix and send again.
 */
export function HousingFormPage({ choice, fixKey }: { choice?: string; fixKey?: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data: contestTypes } = useSuspenseQuery(contestTypesQueryOptions(locale));
  const { loadDraft, clearDraft } = useApplicationDraft();
  const { records, refresh } = useOutboxRecords();
  const MyApplications = useLoaded(loadMyApplications);
  const [phase, setPhase] = useState<Phase>({ kind: 'editing' });
  const title = i18n._(pageTitles.housingForm);

  const initialValues = useMemo((): Partial<HousingApplicationInput> => {
    const draft = (loadDraft() ?? {}) as Partial<HousingApplicationInput>;
    // The contest chosen on the housing screen wins; else the draft's; else the first type.
    const chosen =
      contestTypes.find((option) => option.value === choice) ??
      contestTypes.find((option) => option.value === draft.concurso?.value) ??
      contestTypes[0];
    return { ...draft, ...(chosen ? { concurso: chosen } : {}) };
  }, [contestTypes, choice, loadDraft]);

  const toFix = fixKey ? records.find((record) => record.key === fixKey && isFixable(record)) : undefined;
  const fixing = phase.kind === 'editing' && !phase.values && toFix ? toFix : undefined;

  // The key is the draft's (see sendApplication): a second submit of the same draft is the same application.
  const submit = async (application: HousingApplication) => {
    setPhase({ kind: 'submitting' });
    try {
      // The send path (the outbox's records, their schema) loads with the first submit.
      const { sendApplication } = await import('../send-application');
      const outcome = await sendApplication(application, locale, fixing?.key);
      if (outcome.state === 'rejected') {
        setPhase({
          kind: 'editing',
          failure: 'rejected',
          values: application,
          ...(outcome.fieldErrors ? { serverErrors: outcome.fieldErrors } : {}),
        });
      } else {
        setPhase({ kind: 'done', key: outcome.key });
      }
    } catch {
      // The device could not keep it (storage refused or full): keep what was typed, and the draft keeps its key, so
      // trying again cannot store it twice.
      setPhase({ kind: 'editing', failure: 'network', values: application });
    }
    refresh();
    window.scrollTo({ top: 0 });
  };

  const current = phase.kind === 'done' ? records.find((record) => record.key === phase.key) : undefined;
  if (current?.state === 'sent') clearDraft();

  return (
    <>
      <PageHeader
        title={title}
        trail={[{ label: i18n._(pageTitles.housing), to: '/{-$lang}/alojamento' }, { label: title }]}
      />
      {current && (current.state === 'sent' || current.state === 'queued' || current.state === 'sending') ? (
        <ApplicationResult record={current} />
      ) : (
        <>
          {phase.kind === 'editing' && phase.failure === 'rejected' ? (
            <p role="alert" className="field__error">
              <Trans>
                O servidor recusou a candidatura: corrija os campos assinalados e submeta de novo.
              </Trans>
            </p>
          ) : null}
          {phase.kind === 'editing' && phase.failure === 'network' ? (
            <p role="alert" className="field__error">
              <Trans>Não foi possível enviar a candidatura. Verifique a ligação e tente novamente.</Trans>
            </p>
          ) : null}
          <ApplicationForm
            key={
              phase.kind === 'editing' && phase.values
                ? JSON.stringify(phase.values)
                : (fixing?.key ?? 'form')
            }
            contestTypes={contestTypes}
            initialValues={
              phase.kind === 'editing' && phase.values
                ? phase.values
                : fixing
                  ? (fixing.data as Partial<HousingApplicationInput>)
                  : initialValues
            }
            {...(phase.kind === 'editing' && phase.serverErrors
              ? { serverErrors: phase.serverErrors }
              : fixing?.fieldErrors
                ? { serverErrors: fixing.fieldErrors }
                : {})}
            submitting={phase.kind === 'submitting'}
            onSubmit={(application) => void submit(application)}
          />
        </>
      )}
      {MyApplications ? <MyApplications /> : null}
    </>
  );
}
