import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';

/** A new service worker waiting: the one function that activates it (src/start/register-service-worker.ts). */
let applyWaiting: (() => void) | undefined;
const listeners = new Set<() => void>();

/** A new version of the site is installed and waiting: the prompt shows, and `apply` activates it. */
export function offerUpdate(apply: () => void): void {
  applyWaiting = apply;
  listeners.forEach((listener) => listener());
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export function UpdatePrompt() {
  const apply = useSyncExternalStore(
    subscribe,
    () => applyWaiting,
    () => undefined,
  );
  if (!apply) return null;
  return (
    <div className="update-prompt" role="status">
      <p>
        <Trans>Está disponível uma nova versão do site.</Trans>
      </p>
      <button type="button" onClick={apply}>
        <Trans>Atualizar</Trans>
      </button>
    </div>
  );
}
