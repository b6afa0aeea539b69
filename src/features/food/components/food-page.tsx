import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { restaurantsQueryOptions } from '../api/get-restaurants';
import { FoodGallery } from './food-gallery';
import './food-page.css';

/** The food screen; the route passes in the weekly menu (another feature). */
export function FoodPage({ weekMenu }: { weekMenu: ReactNode }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data: restaurants } = useSuspenseQuery(restaurantsQueryOptions(locale));
  const title = i18n._(pageTitles.food);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <p className="food-intro">
        <Trans>
          Os Serviços de Ação Social asseguram refeições equilibradas a preços sociais em cantinas,
          restaurante e bares dos campi.
        </Trans>
      </p>
      <FoodGallery />
      <p className="food-price-list">
        <a href="/files/precario-alimentacao.pdf" target="_blank" rel="noopener noreferrer" download>
          <Trans>Descarregar o preçário (PDF)</Trans>
        </a>
      </p>
      {weekMenu}
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
    </>
  );
}
