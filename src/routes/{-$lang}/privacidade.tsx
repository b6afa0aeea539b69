import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPage } from '@/features/legal/components/privacy-page';
import { loadLegalText } from '@/features/legal/load-legal-text';
import { routeLocale } from '@/lib/locale';

export const Route = createFileRoute('/{-$lang}/privacidade')({
  staticData: { prerender: true },
  loader: async ({ params }) => {
    await loadLegalText('privacy', routeLocale(params));
  },
  component: PrivacyPage,
});
