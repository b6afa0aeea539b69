import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam } from '@/lib/use-locale';
import { FoodGallery } from './food-gallery';
import './food-page.css';

interface Props {
  /** Each restaurant's status now, in a line each, above the menu. */
  now: ReactNode;
  /** The weekly menu, first: it is what students open this page for. */
  weekMenu: ReactNode;
  /** The student's diet, allergens and cut-off, applied to the menu. */
  preferences: ReactNode;
  /** The restaurants and bars with their hours. */
  restaurants: ReactNode;
}

/** The food screen; the route passes in the status, the weekly menu, my diet and the restaurants (the menu feature). */
export function FoodPage({ now, weekMenu, preferences, restaurants }: Props) {
  const { i18n } = useLingui();
  const lang = useLangParam();
  const title = i18n._(pageTitles.food);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      {now}
      {weekMenu}
      {preferences}
      <p className="food-alerts">
        <Link to="/{-$lang}/alertas" params={{ lang }}>
          <Trans>Receber a ementa por alerta</Trans>
        </Link>
      </p>
      {restaurants}
      <p className="food-intro">
        <Trans>
          Os Serviços de Ação Social asseguram refeições equilibradas a preços sociais em cantinas,
          restaurante e bares dos campi.
        </Trans>
      </p>
      <p className="food-price-list">
        <a href="/files/precario-alimentacao.pdf" target="_blank" rel="noopener noreferrer" download>
          <Trans>Descarregar o preçário (PDF)</Trans>
        </a>
      </p>
      <FoodGallery />
    </>
  );
}
