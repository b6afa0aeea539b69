import { Trans, useLingui } from '@lingui/react/macro';
import type { RestaurantState } from '../../restaurant-states';

/** The restaurants with no menu for the day and meal shown, and why: a holiday or closure, closed, not published. */
export function RestaurantStatusList({ states }: { states: readonly RestaurantState[] }) {
  const { t } = useLingui();
  const without = states.filter((state) => state.state !== 'menu');
  if (without.length === 0) return null;
  return (
    <ul className="restaurant-status">
      {without.map((state) => {
        const closure = state.state === 'closed' ? state.closure : undefined;
        const reason = closure?.motivo ?? '';
        return (
          <li
            key={state.restaurant}
            className={`restaurant-status__item restaurant-status__item--${state.state}`}
          >
            <strong>{state.restaurant}</strong>{' '}
            {closure?.tipo === 'feriado' ? t`Fechado — feriado: ${reason}` : null}
            {closure && closure.tipo !== 'feriado' ? t`Fechado — ${reason}` : null}
            {state.state === 'closed' && !closure ? (
              state.allDay ? (
                <Trans>Encerrado neste dia</Trans>
              ) : (
                <Trans>Encerrado nesta refeição</Trans>
              )
            ) : null}
            {state.state === 'not-published' ? <Trans>Ementa ainda não publicada</Trans> : null}
          </li>
        );
      })}
    </ul>
  );
}
