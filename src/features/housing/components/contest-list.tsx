import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useNavigate } from '@tanstack/react-router';
import type { Contest } from '@/contract/housing-contests';
import {
  applicationHref,
  audienceFor,
  contestPeriod,
  isContestActive,
  type Audience,
} from '../contest-state';
import { ContestPhaseItem } from './contest-phase-item';
import { formatDayMonthYear } from '@/lib/data/dates';
import { useLocale } from '@/lib/use-locale';

const audienceLabels: Record<Audience, MessageDescriptor> = {
  international: msg`Estudantes internacionais`,
  bachelor: msg`Estudantes de licenciatura`,
  doctoral: msg`Estudantes de doutoramento`,
  'other-students': msg`Outros estudantes`,
  mobility: msg`Estudantes de programas de mobilidade`,
  others: msg`Outros`,
};

/** Contests per type with the rules of spec section 4. */
export function ContestList({ contests, now }: { contests: readonly Contest[]; now: Date }) {
  return (
    <ul className="contest-list">
      {contests.map((contest) => (
        <ContestCard key={contest.ID} contest={contest} now={now} />
      ))}
    </ul>
  );
}

function ContestCard({ contest, now }: { contest: Contest; now: Date }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const navigate = useNavigate();
  const active = isContestActive(contest, now);
  const period = contestPeriod(contest);
  const headingId = `contest-${contest.ID}`;

  const submit = () => {
    // Spec section 4: an inactive contest's button does nothing at all.
    if (!active) return;
    void navigate({ href: applicationHref(contest.Tipo.value, locale === 'en' ? '/en' : '') });
  };

  // The calendar file's code (and date-fns's `format`) is a chunk loaded on the click, not with the page.
  const downloadCalendar = async () => {
    const { contestToIcs } = await import('../contest-calendar');
    const ics = contestToIcs(contest, {
      now: new Date(),
      summary: (phase) => t`Candidaturas ao alojamento: ${contest.Tipo.label} (${phase})`,
      description: t`Serviços de Ação Social da Universidade da Madeira`,
    });
    const url = URL.createObjectURL(new Blob([ics], { type: 'text/calendar;charset=utf-8' }));
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = `concurso-${contest.Tipo.value}.ics`;
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  };

  return (
    <li
      className={active ? 'contest-card' : 'contest-card contest-card--inactive'}
      aria-labelledby={headingId}
    >
      <h3 id={headingId}>{contest.Tipo.label}</h3>
      <p className="contest-card__period">
        {period.kind === 'always' ? (
          <Trans>Sempre disponível</Trans>
        ) : (
          <Trans>
            De {formatDayMonthYear(period.start)} a {formatDayMonthYear(period.end)}
          </Trans>
        )}
      </p>
      <h4>
        <Trans>Destinatários</Trans>
      </h4>
      <ul className="contest-card__audience">
        {audienceFor(contest.Tipo.value).map((audience) => (
          <li key={audience}>{i18n._(audienceLabels[audience])}</li>
        ))}
      </ul>
      {contest.Fases.length > 0 ? (
        <>
          <h4>
            <Trans>Fases</Trans>
          </h4>
          <ul className="contest-card__phases">
            {contest.Fases.map((phase) => (
              <ContestPhaseItem key={phase.Fase} phase={phase} now={now} />
            ))}
          </ul>
        </>
      ) : null}
      <div className="contest-card__actions">
        <button
          type="button"
          aria-disabled={!active}
          className={active ? undefined : 'is-disabled'}
          onClick={submit}
          aria-describedby={headingId}
        >
          <Trans>Submeter candidatura</Trans>
        </button>
        {active ? (
          <button
            type="button"
            className="button--secondary"
            onClick={() => void downloadCalendar().catch(() => undefined)}
            aria-describedby={headingId}
          >
            <Trans>Adicionar ao calendário</Trans>
          </button>
        ) : (
          <p className="contest-card__closed">
            <Trans>Concurso encerrado</Trans>
          </p>
        )}
      </div>
    </li>
  );
}
