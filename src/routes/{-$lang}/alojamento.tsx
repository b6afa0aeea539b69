import { createFileRoute } from '@tanstack/react-router';
import { contestsQueryOptions } from '@/features/housing/api/get-contests';
import { HousingPage } from '@/features/housing/components/housing-page';
import { routeLocale } from '@/lib/locale';

export const Route = createFileRoute('/{-$lang}/alojamento')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(contestsQueryOptions(routeLocale(params))),
  component: HousingPage,
});
