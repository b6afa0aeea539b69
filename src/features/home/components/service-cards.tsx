import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam } from '@/lib/use-locale';

function Icon({ path }: { path: string }) {
  return (
    <svg
      className="service-card__icon"
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="40"
      height="40"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={path} />
    </svg>
  );
}

/** Three service cards: accommodation, food, scholarships. */
export function ServiceCards() {
  const { i18n } = useLingui();
  const lang = useLangParam();
  return (
    <ul className="service-cards">
      <li className="service-card">
        <Icon path="M3 11l9-7 9 7M5 10v10h14V10M10 20v-6h4v6" />
        <h3>{i18n._(pageTitles.housing)}</h3>
        <p>
          <Trans>Residência universitária com 82 quartos, cozinhas, sala de estudo e receção 24 horas.</Trans>
        </p>
        <Link to="/{-$lang}/alojamento" params={{ lang }}>
          <Trans>Saber mais sobre o alojamento</Trans>
        </Link>
      </li>
      <li className="service-card">
        <Icon path="M7 3v8M5 3v5a2 2 0 0 0 4 0V3M7 11v10M17 3c-2 0-3 3-3 7h3v11" />
        <h3>{i18n._(pageTitles.food)}</h3>
        <p>
          <Trans>Cantinas, restaurante e bares com refeições equilibradas a preços sociais.</Trans>
        </p>
        <Link to="/{-$lang}/alimentacao" params={{ lang }}>
          <Trans>Saber mais sobre a alimentação</Trans>
        </Link>
      </li>
      <li className="service-card">
        <Icon path="M2 9l10-5 10 5-10 5zM6 11v5c3 2 9 2 12 0v-5M22 9v6" />
        <h3>{i18n._(pageTitles.scholarships)}</h3>
        <p>
          <Trans>Apoios financeiros para que nenhum estudante deixe de estudar por falta de meios.</Trans>
        </p>
        <Link to="/{-$lang}/bolsasdeestudo" params={{ lang }}>
          <Trans>Saber mais sobre as bolsas</Trans>
        </Link>
      </li>
    </ul>
  );
}
