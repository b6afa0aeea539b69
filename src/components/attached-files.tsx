import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { AttachedFile } from '@/contract/api-building-blocks';
import { safeHref } from '@/lib/safe-url';

/** A usable file: a name to show and a safe link. */
export interface FileLink {
  name: string;
  href: string;
}

/**
 * A PDF link per attached file; files with an empty name or an unsafe or empty URL are skipped (spec section 2).
 * `after` adds something beside each link (the documents list's "save for offline reading").
 */
export function AttachedFiles({
  files,
  className,
  after,
}: {
  files: AttachedFile[];
  className?: string;
  after?: (file: FileLink) => ReactNode;
}) {
  const usable = files.flatMap((file): FileLink[] => {
    const href = safeHref(file.doc_ficheiros_url);
    return file.doc_ficheiros_nome.trim() && href ? [{ name: file.doc_ficheiros_nome, href }] : [];
  });
  if (usable.length === 0) return null;
  return (
    <ul className={className ? `attached-files ${className}` : 'attached-files'}>
      {usable.map((file) => (
        <li key={file.href + file.name}>
          <a href={file.href} target="_blank" rel="noopener noreferrer" type="application/pdf">
            {file.name} <span className="file-kind">(PDF)</span>
            <span className="visually-hidden">
              <Trans>abre num novo separador</Trans>
            </span>
          </a>
          {after?.(file)}
        </li>
      ))}
    </ul>
  );
}
