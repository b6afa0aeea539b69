import { Trans } from '@lingui/react/macro';
import type { AttachedFile } from '@/lib/api-schemas';
import { safeHref } from '@/lib/safe-url';

/** A PDF link per attached file; files with an empty name or an unsafe or empty URL are skipped (spec section 2). */
export function AttachedFiles({ files }: { files: AttachedFile[] }) {
  const usable = files.flatMap((file) => {
    const href = safeHref(file.doc_ficheiros_url);
    return file.doc_ficheiros_nome.trim() && href ? [{ name: file.doc_ficheiros_nome, href }] : [];
  });
  if (usable.length === 0) return null;
  return (
    <ul className="attached-files">
      {usable.map((file) => (
        <li key={file.href + file.name}>
          <a href={file.href} target="_blank" rel="noopener noreferrer" type="application/pdf">
            {file.name} <span className="file-kind">(PDF)</span>
            <span className="visually-hidden">
              <Trans>abre num novo separador</Trans>
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
