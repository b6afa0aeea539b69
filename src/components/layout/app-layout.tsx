import { Trans } from '@lingui/react/macro';
import { Suspense, type ReactNode } from 'react';
import { NetworkStatus } from './network-status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UpdatePrompt } from './update-prompt';
import { useScrollOnNavigation } from './use-scroll-on-navigation';

/** Reserves the quick-links bar's height while its lazy chunk loads, so nothing below shifts. */
const QUICK_LINKS_PLACEHOLDER_STYLE = { minHeight: '4rem' } as const;

export function AppLayout({ children, quickLinks }: { children: ReactNode; quickLinks?: ReactNode }) {
  useScrollOnNavigation();
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Saltar para o conteúdo</Trans>
      </a>
      <SiteHeader />
      <NetworkStatus />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {quickLinks ? (
        <Suspense fallback={<div style={QUICK_LINKS_PLACEHOLDER_STYLE} aria-hidden="true" />}>
          {quickLinks}
        </Suspense>
      ) : null}
      <SiteFooter />
      <UpdatePrompt />
    </>
  );
}
