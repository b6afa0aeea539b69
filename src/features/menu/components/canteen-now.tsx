import { Trans } from '@lingui/react/macro';
import { useHydrated } from '@tanstack/react-router';
import { madeiraClock } from '../madeira-clock';
import { restaurantStatus } from '../restaurant-status';
import { useClock } from '../use-clock';
import { useNextMeal } from '../use-next-meal';
import { ChangedHoursWords, StatusWords } from './common/status-words';
import './canteen-now.css';

/**
 * The food screen's first lines: each restaurant that serves meals, and what is true of it now (open until, closes
 * in, opens at, closed and why), ticking while shown. Nothing in the build's copy: the build's clock is not the
 * reader's.
 */
export function CanteenNow() {
  // Not in HTML written in advance, nor in the render that hydrates it: the writer's clock is not the reader's.
  const hydrated = useHydrated();
  const now = useClock();
  const { restaurants, calendar, isPending } = useNextMeal(now);
  const serving = restaurants.filter((restaurant) => restaurant.Servicos.length > 0);
  if (!hydrated || isPending || serving.length === 0) return null;
  const { day: today } = madeiraClock(now);
  return (
    <section className="canteen-now" aria-labelledby="canteen-now-heading">
      <h2 id="canteen-now-heading" className="visually-hidden">
        <Trans>Agora nas cantinas</Trans>
      </h2>
      <ul className="canteen-now__list">
        {serving.map((restaurant) => {
          const status = restaurantStatus(now, restaurant, calendar);
          const changed = status.kind === 'open' || status.kind === 'opens' ? status.changed : undefined;
          return (
            <li
              key={restaurant.id ?? restaurant.Titulo}
              className={`canteen-now__item canteen-now__item--${status.kind}`}
            >
              <strong>{restaurant.Titulo}</strong> <StatusWords status={status} today={today} />
              {changed ? (
                <span className="canteen-now__changed">
                  <ChangedHoursWords closure={changed} />
                </span>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
