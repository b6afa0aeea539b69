import { Trans } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useLocale } from '@/lib/use-locale';
import { restaurantsQueryOptions } from '../api/get-restaurants';

/** The restaurants and bars with their description and opening hours (the food screen, after the menu). */
export function RestaurantList() {
  const locale = useLocale();
  const { data: restaurants } = useSuspenseQuery(restaurantsQueryOptions(locale));
  return (
    <section aria-labelledby="restaurants-heading">
      <h2 id="restaurants-heading">
        <Trans>Restaurantes e bares</Trans>
      </h2>
      <ul className="card-grid restaurant-list">
        {restaurants.map((restaurant) => (
          <li key={restaurant.Titulo} className="card">
            <h3>{restaurant.Titulo}</h3>
            <p>{restaurant.Descricao}</p>
            <p>
              <strong>
                <Trans>Horário:</Trans>
              </strong>{' '}
              {restaurant.Horario}
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
