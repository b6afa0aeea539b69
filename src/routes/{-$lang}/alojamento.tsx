import { createFileRoute } from '@tanstack/react-router';
import { contestsQueryOptions } from '@/features/housing/api/get-contests';
import { HousingPage } from '@/features/housing/components/housing-page';
import { routeLocale } from '@/lib/locale';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/alojamento')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(contestsQueryOptions(routeLocale(params))),
  head: ({ params }) => pageHead(routeLocale(params), 'housing'),
  component: HousingPage,
});
