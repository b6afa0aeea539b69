import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertsPage } from '@/features/alerts/components/alerts-page';
import { restaurantsQueryOptions } from '@/features/menu/api/get-restaurants';
import { routeLocale } from '@/lib/locale';

// Menu alerts by Web Push (issue 30). The restaurants are the menu's (saved for offline like the rest).
export const Route = createFileRoute('/{-$lang}/alertas')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(restaurantsQueryOptions(routeLocale(params))).catch(() => undefined),
  component: function AlertsRoute() {
    const { data } = useQuery(restaurantsQueryOptions(routeLocale(Route.useParams())));
    return <AlertsPage restaurants={data ?? []} />;
  },
});
