import { createFileRoute, redirect } from '@tanstack/react-router';

// The English name of the alerts screen (`/en/alerts`) leads to it: the app's paths are Portuguese in both languages.
export const Route = createFileRoute('/{-$lang}/alerts')({
  beforeLoad: ({ params }) => {
    throw redirect({ to: '/{-$lang}/alertas', params, replace: true });
  },
});
