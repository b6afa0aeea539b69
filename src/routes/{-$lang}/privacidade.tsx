import { createFileRoute } from '@tanstack/react-router';
import { LegalPage } from '@/features/legal/components/legal-page';
import { loadLegalText } from '@/features/legal/load-legal-text';
import { routeLocale } from '@/lib/locale';

export const Route = createFileRoute('/{-$lang}/privacidade')({
  staticData: { prerender: true },
  loader: async ({ params }) => {
    await loadLegalText('privacy', routeLocale(params));
  },
  component: () => <LegalPage text="privacy" />,
});
