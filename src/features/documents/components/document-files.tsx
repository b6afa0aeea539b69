import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AttachedFile } from '@/lib/api-schemas';
import { safeHref } from '@/lib/safe-url';
import { isSavedOffline, saveForOffline } from './save-offline';

/** A PDF link per file (empty names, empty or unsafe URLs skipped), each with "save for offline reading" (OFF-07). */
export function DocumentFiles({ title, files }: { title: string; files: AttachedFile[] }) {
  const usable = files.flatMap((file) => {
    const href = safeHref(file.doc_ficheiros_url);
    return file.doc_ficheiros_nome.trim() && href ? [{ name: file.doc_ficheiros_nome, href }] : [];
  });
  if (usable.length === 0) return null;
  return (
    <ul className="attached-files document-files">
      {usable.map((file) => (
        <li key={file.href + file.name}>
          <a href={file.href} target="_blank" rel="noopener noreferrer" type="application/pdf">
            {file.name} <span className="file-kind">(PDF)</span>
            <span className="visually-hidden">
              <Trans>abre num novo separador</Trans>
            </span>
          </a>
          <SaveButton url={file.href} label={`${title} – ${file.name}`} />
        </li>
      ))}
    </ul>
  );
}

type SaveState = 'unknown' | 'idle' | 'saving' | 'saved' | 'failed';

function SaveButton({ url, label }: { url: string; label: string }) {
  const [state, setState] = useState<SaveState>('unknown');
  useEffect(() => {
    let live = true;
    isSavedOffline(url).then(
      (saved) => live && setState(saved ? 'saved' : 'idle'),
      () => live && setState('idle'),
    );
    return () => {
      live = false;
    };
  }, [url]);
  if (state === 'unknown') return null;
  if (state === 'saved')
    return (
      <span className="document-saved">
        <span aria-hidden="true">✓ </span>
        <Trans>Guardado para ler offline</Trans>
        <span className="visually-hidden">: {label}</span>
      </span>
    );
  return (
    <button
      type="button"
      className="document-save"
      disabled={state === 'saving'}
      onClick={() => {
        setState('saving');
        saveForOffline(url).then(
          (saved) => setState(saved ? 'saved' : 'failed'),
          () => setState('failed'),
        );
      }}
    >
      {state === 'failed' ? (
        <Trans>Não foi possível guardar. Tentar de novo</Trans>
      ) : (
        <Trans>Guardar para ler offline</Trans>
      )}
      <span className="visually-hidden">: {label}</span>
    </button>
  );
}
