import { Trans } from '@lingui/react/macro';
import type { AttachedFile } from '@/lib/api-schemas';

/** A PDF link per attached file; files with an empty name or URL are skipped (spec section 2). */
export function AttachedFiles({ files }: { files: AttachedFile[] }) {
  const usable = files.filter((file) => file.doc_ficheiros_nome.trim() && file.doc_ficheiros_url.trim());
  if (usable.length === 0) return null;
  return (
    <ul className="attached-files">
      {usable.map((file) => (
        <li key={file.doc_ficheiros_url + file.doc_ficheiros_nome}>
          <a href={file.doc_ficheiros_url} target="_blank" rel="noopener noreferrer" type="application/pdf">
            {file.doc_ficheiros_nome} <span className="file-kind">(PDF)</span>
            <span className="visually-hidden">
              <Trans>abre num novo separador</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
