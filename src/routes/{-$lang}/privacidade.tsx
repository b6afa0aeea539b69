import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/components/legal-page';
import { loadLegalText } from '@/features/legal/load-legal-text';
import { routeLocale } from '@/lib/locale';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/privacidade')({
  staticData: { prerender: true },
  loader: async ({ params }) => {
    await loadLegalText('privacy', routeLocale(params));
  },
  head: ({ params }) => pageHead(routeLocale(params), 'privacy'),
  component: () => <LegalPage text="privacy" />,
});
