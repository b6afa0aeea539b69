import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { AttachedFiles } from '@/components/attached-files';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { documentsQueryOptions } from '../api/get-documents';

export const DOCUMENTS_PAGE_SIZE = 10;

export function DocumentListPage() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const { data } = useSuspenseQuery(
    documentsQueryOptions({ lang: locale, page: 1, limit: DOCUMENTS_PAGE_SIZE }),
  );
  const title = i18n._(pageTitles.documents);
  return (
    <>
      <PageHeader title={title} trail={[{ label: title }]} />
      <table className="documents-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Ano</Trans>
            </th>
            <th scope="col">
              <Trans>Designação</Trans>
            </th>
            <th scope="col">
              <Trans>Documentos</Trans>
            </th>
          </tr>
        </thead>
        <tbody>
          {data.data.map((doc) => (
            <tr key={`${doc.doc_ano}-${doc.doc_titulo}`}>
              <td>{doc.doc_ano}</td>
              <td>{doc.doc_titulo}</td>
              <td>
                <AttachedFiles files={doc.doc_ficheiros} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}
