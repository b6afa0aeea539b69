import { createFileRoute } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { AlertsPage } from '@/features/alerts/components/alerts-page';
import { restaurantsQueryOptions } from '@/features/menu/api/get-restaurants';
import { loadPartMessages } from '@/lib/i18n';
import { routeLocale } from '@/lib/locale';
import { pageHead } from '@/lib/page-head';

// Menu alerts by Web Push (issue 30). The restaurants are the menu's (saved for offline like the rest).
export const Route = createFileRoute('/{-$lang}/alertas')({
  // The screen's messages are a catalog of their own (not on every start): the page renders once they are in.
  loader: ({ context, params }) =>
    Promise.all([
      loadPartMessages('alerts', routeLocale(params)),
      context.queryClient
        .ensureQueryData(restaurantsQueryOptions(routeLocale(params)))
        .catch(() => undefined),
    ]),
  head: ({ params }) => pageHead(routeLocale(params), 'alerts'),
  component: function AlertsRoute() {
    const { data } = useQuery(restaurantsQueryOptions(routeLocale(Route.useParams())));
    return <AlertsPage restaurants={data ?? []} />;
  },
});
