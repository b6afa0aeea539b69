import { createFileRoute } from '@tanstack/react-router';
import { teamQueryOptions } from '@/features/team/api/get-team';
import { TeamPage } from '@/features/team/components/team-page';

export const Route = createFileRoute('/{-$lang}/equipa')({
  loader: ({ context }) => context.queryClient.ensureQueryData(teamQueryOptions()),
  component: TeamPage,
});
