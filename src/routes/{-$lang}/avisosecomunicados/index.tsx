import { createFileRoute } from '@tanstack/react-router';
import { noticesQueryOptions } from '@/features/notices/api/get-notices';
import { NOTICES_PAGE_SIZE, NoticeListPage } from '@/features/notices/components/notice-list-page';
import { routeLocale } from '@/lib/locale';

export const Route = createFileRoute('/{-$lang}/avisosecomunicados/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      noticesQueryOptions({ lang: routeLocale(params), limit: NOTICES_PAGE_SIZE, page: 1 }),
    ),
  component: NoticeListPage,
});
