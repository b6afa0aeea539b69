import { createFileRoute } from '@tanstack/react-router';
import { loadSanitizer } from '@/components/html-content';
import { noticeQueryOptions } from '@/features/notices/api/get-notice';
import { NoticeDetailPage } from '@/features/notices/components/notice-detail-page';
import { routeLocale } from '@/lib/locale';
import { notFoundOn404 } from '@/lib/not-found-on-404';

export const Route = createFileRoute('/{-$lang}/avisosecomunicados/$postName')({
  // Its body is server HTML: the sanitizer's chunk loads with the data, not before it.
  loader: async ({ context, params }) => {
    const [data] = await Promise.all([
      notFoundOn404(
        context.queryClient.ensureQueryData(noticeQueryOptions(routeLocale(params), params.postName)),
      ),
      loadSanitizer(),
    ]);
    return data;
  },
  component: function NoticeDetailRoute() {
    return <NoticeDetailPage postName={Route.useParams().postName} />;
  },
});
