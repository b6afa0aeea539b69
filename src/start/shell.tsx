import { msg } from '@lingui/core/macro';
import { createMemoryHistory, RouterContextProvider } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { createQueryClient } from '@/app/query-client';
import { AppLayout } from '@/components/layout/app-layout';
import { activateLocale, i18n } from '@/lib/i18n';
import type { Locale } from '@/lib/locale';
import { manifestHref, startPaths } from '@/lib/locale-files';
import { homeDocumentTitle } from '@/lib/page-titles';
import { AppRoot, createAppRouter } from './router';
import { pageInShell } from './page-in-shell';

/** The site's description, a shell's (a page's own is its route's: src/lib/page-head.ts). */
const siteDescription = msg`Ementas da semana, avisos, notícias, bolsas de estudo, alojamento e documentos dos Serviços de Ação Social da Universidade da Madeira.`;

/**
 * A language's shell (`shell.html`, `en/shell.html`) from the build's index.html: the layout React renders, in that
 * language, with a spinner where the page goes, and the site's title, description and manifest. It answers every address the
 * build writes no page for and, offline, every page the service worker has no copy of; the app renders over it
 * (client.tsx, no router state in it). Our server and the build put pages into it (page-in-shell.ts).
 */
export async function renderShell(template: string, locale: Locale): Promise<string> {
  await activateLocale(locale);
  const queryClient = createQueryClient();
  const router = createAppRouter(queryClient, {
    history: createMemoryHistory({ initialEntries: [startPaths[locale]] }),
  });
  // Its head is its own (no route is matched): the site's title, description and manifest, hoisted as a page's are.
  const body = renderToString(
    <AppRoot queryClient={queryClient} router={router}>
      <RouterContextProvider router={router}>
        <title>{i18n._(homeDocumentTitle)}</title>
        <meta name="description" content={i18n._(siteDescription)} />
        <link rel="manifest" href={manifestHref(locale)} />
        <AppLayout>
          <div className="pending-view">
            <span className="spinner" aria-hidden="true" />
          </div>
        </AppLayout>
      </RouterContextProvider>
    </AppRoot>,
  );
  return pageInShell(template, { locale, body });
}
