import { createFileRoute } from '@tanstack/react-router';
import { noticeQueryOptions } from '@/features/notices/api/get-notice';
import { NoticeDetailPage } from '@/features/notices/components/notice-detail-page';
import { routeLocale } from '@/lib/locale';
import { notFoundOn404 } from '@/lib/not-found-on-404';

export const Route = createFileRoute('/{-$lang}/avisosecomunicados/$postName')({
  loader: ({ context, params }) =>
    notFoundOn404(
      context.queryClient.ensureQueryData(noticeQueryOptions(routeLocale(params), params.postName)),
    ),
  component: function NoticeDetailRoute() {
    return <NoticeDetailPage postName={Route.useParams().postName} />;
  },
});
