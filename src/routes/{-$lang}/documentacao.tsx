import { createFileRoute } from '@tanstack/react-router';
import { documentsQueryOptions } from '@/features/documents/api/get-documents';
import { DOCUMENTS_PAGE_SIZE, DocumentListPage } from '@/features/documents/components/document-list-page';
import { routeLocale } from '@/lib/locale';

export const Route = createFileRoute('/{-$lang}/documentacao')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(
      documentsQueryOptions({ lang: routeLocale(params), page: 1, limit: DOCUMENTS_PAGE_SIZE }),
    ),
  component: DocumentListPage,
});
