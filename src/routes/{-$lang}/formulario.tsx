import { createFileRoute } from '@tanstack/react-router';
import { contestTypesQueryOptions } from '@/features/housing/api/get-contests';
import { HousingFormPage } from '@/features/housing/components/housing-form-page';
import { loadApplicationDraft } from '@/features/housing/use-application-draft';
import { routeLocale } from '@/lib/locale';
import { definedOnly, shortText } from '@/lib/search-params';
import { pageHead } from '@/lib/page-head';

// `?concurso=<type>`: the contest chosen on the housing screen (an unknown value just preselects the first type).
// `?corrigir=<key>`: reopen a rejected application from "my applications" to fix and resend it.
interface FormSearch {
  concurso?: string;
  corrigir?: string;
}

export const Route = createFileRoute('/{-$lang}/formulario')({
  validateSearch: (search: Record<string, unknown>): FormSearch =>
    definedOnly({ concurso: shortText(search.concurso, 40), corrigir: shortText(search.corrigir, 128) }),
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(contestTypesQueryOptions(routeLocale(params))),
      loadApplicationDraft(),
    ]),
  head: ({ params }) => pageHead(routeLocale(params), 'housingForm'),
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
