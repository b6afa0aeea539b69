import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/components/legal-page';
import { loadLegalText } from '@/features/legal/load-legal-text';
import { routeLocale } from '@/lib/locale';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/acessibilidade')({
  // Written as HTML at build: the statement's facts are in the page itself for the observatory's parser, which
  // reads HTML without running scripts.
  staticData: { prerender: true },
  loader: async ({ params }) => {
    await loadLegalText('accessibility', routeLocale(params));
  },
  head: ({ params }) => pageHead(routeLocale(params), 'accessibility'),
  component: () => <LegalPage text="accessibility" />,
});
