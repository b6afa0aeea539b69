import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { NetworkStatus } from './network-status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { UpdatePrompt } from './update-prompt';

export function AppLayout({ children }: { children: ReactNode }) {
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
      <SiteFooter />
      <UpdatePrompt />
    </>
  );
}
