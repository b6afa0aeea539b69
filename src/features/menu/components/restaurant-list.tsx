import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { ListLoadError } from '@/components/list-status';
import { env } from '@/lib/data/env';
import { useLocale } from '@/lib/use-locale';
import { restaurantsQueryOptions } from '../api/get-restaurants';

/**
 * The restaurants and bars with their description and opening hours (the food screen, after the menu). It loads in
 * place, so the screen, the menu first, shows at once (and is written as HTML at build).
 */
export function RestaurantList() {
  const locale = useLocale();
  const query = useQuery(restaurantsQueryOptions(locale));
  const { data: restaurants, isPending } = query;
  return (
    <section aria-labelledby="restaurants-heading" aria-busy={isPending}>
      <h2 id="restaurants-heading">
        <Trans>Restaurantes e bares</Trans>
      </h2>
      {isPending ? (
        <p role="status">
          <Trans>A carregar…</Trans>
        </p>
      ) : null}
      {restaurants ? (
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
              {restaurant.id && restaurant.Servicos.length > 0 ? (
                <p>
                  {/* An open feed other apps (home-screen widgets) read: the widget a web app cannot give. */}
                  <a
                    href={`${env.VITE_API_BASE}/openmensa/${restaurant.id}.xml${locale === 'en' ? '?idioma=en' : ''}`}
                    type="application/xml"
                  >
                    <Trans>Ementa em formato aberto (OpenMensa)</Trans>
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ul>
      ) : null}
      {!restaurants && !isPending ? <ListLoadError onRetry={() => void query.refetch()} /> : null}
    </section>
  );
}

/** The list loading, as the food page's first screen shows it until its data is in (its HTML, and its hydration). */
export function RestaurantListPlaceholder() {
  return (
    <section aria-labelledby="restaurants-heading" aria-busy="true">
      <h2 id="restaurants-heading">
        <Trans>Restaurantes e bares</Trans>
      </h2>
      <p role="status">
        <Trans>A carregar…</Trans>
      </p>
    </section>
  );
}
