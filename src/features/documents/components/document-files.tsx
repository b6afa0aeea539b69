import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AttachedFile } from '@/lib/api-schemas';
import { isSavedOffline, saveForOffline } from './save-offline';

/** A PDF link per file (files with an empty name or URL skipped), each with "save for offline reading" (OFF-07). */
export function DocumentFiles({ title, files }: { title: string; files: AttachedFile[] }) {
  const usable = files.filter((file) => file.doc_ficheiros_nome.trim() && file.doc_ficheiros_url.trim());
  if (usable.length === 0) return null;
  return (
    <ul className="attached-files document-files">
      {usable.map((file) => (
        <li key={file.doc_ficheiros_url + file.doc_ficheiros_nome}>
          <a href={file.doc_ficheiros_url} target="_blank" rel="noopener noreferrer" type="application/pdf">
            {file.doc_ficheiros_nome} <span className="file-kind">(PDF)</span>
            <span className="visually-hidden">
              <Trans>abre num novo separador</Trans>
            </span>
          </a>
          <SaveButton url={file.doc_ficheiros_url} label={`${title} – ${file.doc_ficheiros_nome}`} />
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
