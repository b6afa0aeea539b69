import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { AttachedFile } from '@/contract/api-building-blocks';
import { AttachedFiles } from '@/components/attached-files';
import { isSavedOffline, saveForOffline } from './save-offline';

/** The attached PDFs of a document, each with "save for offline reading" (OFF-07). */
export function DocumentFiles({ title, files }: { title: string; files: AttachedFile[] }) {
  return (
    <AttachedFiles
      files={files}
      className="document-files"
      after={(file) => <SaveButton url={file.href} label={`${title} – ${file.name}`} />}
    />
  );
}

type SaveState = 'unknown' | 'idle' | 'saving' | 'saved' | 'failed';

function SaveButton({ url, label }: { url: string; label: string }) {
  const [state, setState] = useState<SaveState>('unknown');
  useEffect(() => {
    let live = true;
    // A click made while the check ran has its own outcome: the check only settles a state nobody changed.
    const settle = (next: SaveState) =>
      live && setState((current) => (current === 'unknown' ? next : current));
    isSavedOffline(url).then(
      (saved) => settle(saved ? 'saved' : 'idle'),
      () => settle('idle'),
    );
    return () => {
      live = false;
    };
  }, [url]);
  // While the cache is being checked the button shows as for an unsaved file: the row keeps its height (the
  // documents page's layout shift came from buttons appearing a moment after the table).
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
