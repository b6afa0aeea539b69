import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useLangParam } from '@/lib/use-locale';
import { HomeBanner } from './home-banner';
import { HomeLinksMenu } from './home-links-menu';
import { ServiceCards } from './service-cards';
import './home-page.css';

interface Props {
  /** Sections from other features, composed by the route. `today` (the next meal) comes first. */
  today: ReactNode;
  notices: ReactNode;
  scholarships: ReactNode;
  news: ReactNode;
  weekMenu: ReactNode;
  faq?: ReactNode;
}

export function HomePage({ today, notices, scholarships, news, weekMenu, faq }: Props) {
  const lang = useLangParam();
  return (
    <div className="home">
      {today}
      <HomeBanner />
      <HomeLinksMenu />
      {/* No video: the stock film it held was none of the services' own (issue 31); a real one can come back here. */}
      <section className="home-intro" aria-labelledby="home-intro-heading">
        <h2 id="home-intro-heading">
          <Trans>Quem somos</Trans>
        </h2>
        <p>
          <Trans>
            Os Serviços de Ação Social da Universidade da Madeira apoiam os estudantes ao longo do seu
            percurso académico: atribuem bolsas de estudo, asseguram a alimentação nas cantinas e bares e
            gerem a residência universitária.
          </Trans>
        </p>
      </section>
      <section className="home-section" aria-labelledby="home-services-heading">
        <h2 id="home-services-heading">
          <Trans>Os nossos serviços</Trans>
        </h2>
        <ServiceCards />
      </section>
      {notices}
      {scholarships}
      {news}
      <div className="home-menu">
        {weekMenu}
        <p className="see-more">
          <Link to="/{-$lang}/alimentacao" params={{ lang }}>
            <Trans>Ver mais sobre a alimentação</Trans>
          </Link>
        </p>
      </div>
      {faq}
    </div>
  );
}
