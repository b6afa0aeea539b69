import { createFileRoute } from '@tanstack/react-router';
import { FileNotSavedPage } from '@/features/documents/components/file-not-saved-page';
import { pageHead } from '@/lib/page-head';
import { routeLocale } from '@/lib/locale';

interface FileSearch {
  ficheiro?: string;
}

// Where the service worker sends a PDF tapped offline that was never saved (src/sw/routes.ts).
export const Route = createFileRoute('/{-$lang}/ficheiro-nao-guardado')({
  validateSearch: (search: Record<string, unknown>): FileSearch =>
    typeof search.ficheiro === 'string' ? { ficheiro: search.ficheiro.slice(0, 300) } : {},
  head: ({ params }) => pageHead(routeLocale(params), 'fileNotSaved'),
  component: function FileNotSavedRoute() {
    return <FileNotSavedPage file={Route.useSearch().ficheiro} />;
  },
});
