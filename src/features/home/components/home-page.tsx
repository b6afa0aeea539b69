import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { useEffect } from 'react';
import { pageTitles } from '@/lib/page-titles';
import { useLangParam } from '@/lib/use-locale';

export function HomePage() {
  const { i18n, t } = useLingui();
  const lang = useLangParam();
  useEffect(() => {
    document.title = t`SASUMA — Serviços de Ação Social da Universidade da Madeira`;
  }, [t]);
  return (
    <>
      <section className="hero">
        <h1>
          <Trans>Bem-vindo aos Serviços de Ação Social</Trans>
        </h1>
        <p>
          <Trans>
            Bolsas de estudo, alimentação, alojamento e apoio aos estudantes da Universidade da Madeira.
          </Trans>
        </p>
      </section>
      <nav aria-label={t`Serviços`} className="home-links">
        <ul>
          <li>
            <Link to="/{-$lang}/bolsasdeestudo" params={{ lang }}>
              {i18n._(pageTitles.scholarships)}
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/alimentacao" params={{ lang }}>
              {i18n._(pageTitles.food)}
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/alojamento" params={{ lang }}>
              {i18n._(pageTitles.housing)}
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/avisosecomunicados" params={{ lang }}>
              {i18n._(pageTitles.notices)}
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/noticiassas" params={{ lang }}>
              {i18n._(pageTitles.news)}
            </Link>
          </li>
          <li>
            <Link to="/{-$lang}/documentacao" params={{ lang }}>
              {i18n._(pageTitles.documents)}
            </Link>
          </li>
        </ul>
      </nav>
    </>
  );
}
