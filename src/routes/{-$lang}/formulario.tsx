import { createFileRoute } from '@tanstack/react-router';
import * as z from 'zod/mini';
import { contestTypesQueryOptions } from '@/features/housing/api/get-contests';
import { HousingFormPage } from '@/features/housing/components/housing-form-page';
import { routeLocale } from '@/lib/locale';

// `?concurso=<type>`: the contest chosen on the housing screen (an unknown value just preselects the first type).
// `?corrigir=<key>`: reopen a rejected application from "my applications" to fix and resend it.
const SearchSchema = z.object({
  concurso: z.optional(z.catch(z.string().check(z.maxLength(40)), '')),
  corrigir: z.optional(z.catch(z.string().check(z.maxLength(128)), '')),
});

export const Route = createFileRoute('/{-$lang}/formulario')({
  validateSearch: (search) => SearchSchema.parse(search),
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(contestTypesQueryOptions(routeLocale(params))),
  component: function HousingFormRoute() {
    const { concurso, corrigir } = Route.useSearch();
    return (
      <HousingFormPage
        key={corrigir ?? 'new'}
        {...(concurso ? { choice: concurso } : {})}
        {...(corrigir ? { fixKey: corrigir } : {})}
      />
    );
  },
});
