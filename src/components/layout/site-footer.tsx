import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { type ReactNode } from 'react';
import { AfterStart } from '../after-start';
import { useLangParam } from '@/lib/use-locale';

export function SiteFooter({ extra }: { extra?: ReactNode }) {
  const lang = useLangParam();
  return (
    <footer className="site-footer">
      <p>
        <Trans>
          Serviços de Ação Social da Universidade da Madeira · Campus Universitário da Penteada, Funchal
        </Trans>
      </p>
      {/* The accessibility statement is linked from every page (Decree-Law 83/2018), in the page's language. */}
      <ul className="site-footer__links">
        <li>
          <Link to="/{-$lang}/equipa" params={{ lang }}>
            <Trans>Equipa</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/acessibilidade" params={{ lang }}>
            <Trans>Acessibilidade</Trans>
          </Link>
        </li>
        <li>
          <Link to="/{-$lang}/privacidade" params={{ lang }}>
            <Trans>Privacidade</Trans>
          </Link>
        </li>
      </ul>
      {extra ? (
        // Its line keeps its height while the lazy content loads (.site-footer__extra), so nothing moves. A div: the
        // content has a <dialog>, which a <p> may not hold.
        <div className="site-footer__extra">
          <AfterStart>{extra}</AfterStart>
        </div>
      ) : null}
    </footer>
  );
}
