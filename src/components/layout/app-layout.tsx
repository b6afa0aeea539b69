import { Trans } from '@lingui/react/macro';
import { lazy, type ReactNode } from 'react';
import { AfterStart } from '../after-start';
import { NetworkStatus } from './network-status';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

// Shown only when a new version waits, never at start: with the worker's registration, off the entry chunk.
const UpdatePrompt = lazy(() =>
  import('./update-prompt').then((module) => ({ default: module.UpdatePrompt })),
);

// For iOS Safari only, decided in the install button's lazy chunk, so it stays out of the entry chunk.
const IosInstallHint = lazy(() =>
  import('./install-offer').then((module) => ({ default: module.IosInstallHint })),
);

export function AppLayout({
  children,
  quickLinks,
  footerExtra,
}: {
  children: ReactNode;
  quickLinks?: ReactNode;
  /** Lazy content for the footer (the "saved for offline" view), composed by the root route. */
  footerExtra?: ReactNode;
}) {
  return (
    <>
      <a className="skip-link" href="#main">
        <Trans>Saltar para o conteúdo</Trans>
      </a>
      <SiteHeader />
      <AfterStart>
        <IosInstallHint />
      </AfterStart>
      <NetworkStatus />
      <main id="main" tabIndex={-1}>
        {children}
      </main>
      {quickLinks ? (
        // The placeholder holds the bar's height while its lazy chunk loads, so nothing below shifts. A class, not a
        // style attribute: a prerendered page's inline style would break our CSP (style-src 'self').
        <AfterStart fallback={<div className="quick-links-placeholder" aria-hidden="true" />}>
          {quickLinks}
        </AfterStart>
      ) : null}
      <SiteFooter extra={footerExtra} />
      <AfterStart>
        <UpdatePrompt />
      </AfterStart>
    </>
  );
}
