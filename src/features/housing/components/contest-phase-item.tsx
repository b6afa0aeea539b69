import { Plural, Trans } from '@lingui/react/macro';
import type { Contest } from '@/contract/housing-contests';
import { phaseView, type PhaseView } from '../contest-state';
import { formatDayMonthYear } from '@/lib/data/dates';

/** One phase of a contest: its dates with the year, and whether it is on now, still to open or over (UX-06). */
export function ContestPhaseItem({ phase, now }: { phase: Contest['Fases'][number]; now: Date }) {
  const view = phaseView(phase, now);
  return (
    <li
      className={`contest-phase contest-phase--${view.kind}`}
      aria-current={view.kind === 'current' ? 'step' : undefined}
    >
      <strong>{phase.Fase}:</strong>{' '}
      {view.kind === 'soon' ? (
        <Trans>Informação a disponibilizar brevemente</Trans>
      ) : (
        <>
          <span className="contest-phase__range">
            <Trans>
              de {formatDayMonthYear(view.start)} a {formatDayMonthYear(view.end)}
            </Trans>
          </span>{' '}
          <PhaseState view={view} />
        </>
      )}
    </li>
  );
}

function PhaseState({ view }: { view: Exclude<PhaseView, { kind: 'soon' }> }) {
  switch (view.kind) {
    case 'current':
      return (
        <span className="contest-phase__state">
          <span className="contest-phase__badge">
            <Trans>Fase atual</Trans>
          </span>{' '}
          <span className="contest-phase__status">
            <Plural
              value={view.daysLeft}
              _0="Termina hoje"
              one="Termina dentro de # dia"
              other="Termina dentro de # dias"
            />
          </span>
        </span>
      );
    case 'upcoming':
      return (
        <span className="contest-phase__state">
          <span className="contest-phase__status">
            <Trans>Abre em {formatDayMonthYear(view.start)}</Trans>
          </span>
        </span>
      );
    case 'ended':
      return (
        <span className="contest-phase__state">
          <span className="contest-phase__status">
            <Trans>Terminou em {formatDayMonthYear(view.end)}</Trans>
          </span>
        </span>
      );
  }
}
