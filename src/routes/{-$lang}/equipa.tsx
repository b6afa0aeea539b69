import { createFileRoute } from '@tanstack/react-router';
import { teamQueryOptions } from '@/features/team/api/get-team';
import { TeamPage } from '@/features/team/components/team-page';
import { pageHead } from '@/lib/page-head';
import { routeLocale } from '@/lib/locale';

export const Route = createFileRoute('/{-$lang}/equipa')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teamQueryOptions()),
  head: ({ params }) => pageHead(routeLocale(params), 'team'),
  component: TeamPage,
});
