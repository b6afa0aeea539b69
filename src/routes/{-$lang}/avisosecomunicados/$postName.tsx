import { createFileRoute } from '@tanstack/react-router';
import { withSanitizer } from '@/components/html-content';
import { noticeQueryOptions } from '@/features/notices/api/get-notice';
import { NoticeDetailPage } from '@/features/notices/components/notice-detail-page';
import { routeLocale } from '@/lib/locale';
import { notFoundOn404 } from '@/lib/not-found-on-404';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/avisosecomunicados/$postName')({
  // Its body is server HTML: the sanitizer's chunk loads with the data, not before it.
  loader: ({ context, params }) =>
    withSanitizer(
      notFoundOn404(
        context.queryClient.ensureQueryData(noticeQueryOptions(routeLocale(params), params.postName)),
      ),
    ),
  head: ({ params, loaderData }) => pageHead(routeLocale(params), 'notices', loaderData?.post_title),
  component: function NoticeDetailRoute() {
    return <NoticeDetailPage postName={Route.useParams().postName} />;
  },
});
