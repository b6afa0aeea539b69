import { Trans } from '@lingui/react/macro';
import type { RestaurantState } from '../restaurant-states';

/** The restaurants with no menu for the day and meal shown, and why: closed, or not published yet. */
export function RestaurantStatusList({ states }: { states: readonly RestaurantState[] }) {
  const without = states.filter((state) => state.state !== 'menu');
  if (without.length === 0) return null;
  return (
    <ul className="restaurant-status">
      {without.map(({ restaurant, state }) => (
        <li key={restaurant} className={`restaurant-status__item restaurant-status__item--${state}`}>
          <strong>{restaurant}</strong>{' '}
          {state === 'closed' ? (
            <Trans>Encerrado nesta refeição</Trans>
          ) : (
            <Trans>Ementa ainda não publicada</Trans>
          )}
        </li>
      ))}
    </ul>
  );
}
