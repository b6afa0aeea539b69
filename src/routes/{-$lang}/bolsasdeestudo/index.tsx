import { createFileRoute } from '@tanstack/react-router';
import { scholarshipsQueryOptions } from '@/features/scholarships/api/get-scholarships';
import { ScholarshipListPage } from '@/features/scholarships/components/scholarship-list-page';
import { routeLocale } from '@/lib/locale';
import { pageHead } from '@/lib/page-head';

export const Route = createFileRoute('/{-$lang}/bolsasdeestudo/')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(scholarshipsQueryOptions(routeLocale(params))),
  head: ({ params }) => pageHead(routeLocale(params), 'scholarships'),
  component: ScholarshipListPage,
});
