import { createFileRoute } from '@tanstack/react-router';
import { withSanitizer } from '@/components/html-content';
import { scholarshipQueryOptions } from '@/features/scholarships/api/get-scholarships';
import { ScholarshipDetailPage } from '@/features/scholarships/components/scholarship-detail-page';
import { routeLocale } from '@/lib/locale';
import { notFoundOn404 } from '@/lib/not-found-on-404';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/bolsasdeestudo/$id')({
  // Its body is server HTML: the sanitizer's chunk loads with the data, not before it.
  loader: ({ context, params }) =>
    withSanitizer(
      notFoundOn404(
        context.queryClient.ensureQueryData(scholarshipQueryOptions(routeLocale(params), params.id)),
      ),
    ),
  head: ({ params, loaderData }) => pageHead(routeLocale(params), 'scholarships', loaderData?.Titulo),
  component: function ScholarshipDetailRoute() {
    return <ScholarshipDetailPage slug={Route.useParams().id} />;
  },
});
