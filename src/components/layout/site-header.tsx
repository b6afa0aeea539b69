import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, useEffect, useRef } from 'react';
import { AfterStart } from '../after-start';
import { useLangParam } from '@/lib/use-locale';
import { LanguageSwitch } from './language-switch';
import { MainLinks } from './main-links';

// Shown only when the browser offers installation: lazy, so it stays out of the entry chunk.
const InstallButton = lazy(() =>
  import('./install-offer').then((module) => ({ default: module.InstallButton })),
);

export function SiteHeader() {
  const { t } = useLingui();
  const lang = useLangParam();
  const links = useCurrentLinkInView();
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <Link to="/{-$lang}" params={{ lang }} activeOptions={{ exact: true }} className="brand">
          <img src="/logo.svg" alt="" width="40" height="40" />
          <span>
            <strong>SASUMA</strong>
            <small>
              <Trans>Serviços de Ação Social da Universidade da Madeira</Trans>
            </small>
          </span>
        </Link>
        <AfterStart>
          <InstallButton />
        </AfterStart>
        <LanguageSwitch />
      </div>
      <nav aria-label={t`Principal`} className="site-nav">
        <ul ref={links}>
          <MainLinks />
        </ul>
      </nav>
    </header>
  );
}

/**
 * On a phone the links are one scrolling row: bring the current page's link into it. Only the row scrolls
 * (scrollLeft), never the page, so the scroll position set on navigation is kept.
 */
function useCurrentLinkInView() {
  const list = useRef<HTMLUListElement>(null);
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  useEffect(() => {
    const row = list.current;
    const current = row?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!row || !current || row.scrollWidth <= row.clientWidth) return;
    row.scrollLeft = current.offsetLeft - row.offsetLeft - (row.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return list;
}
