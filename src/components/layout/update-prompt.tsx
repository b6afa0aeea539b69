import { Trans } from '@lingui/react/macro';
import { useSyncExternalStore } from 'react';
import { applyUpdate, swUpdateStore } from '@/lib/sw-registration';

export function UpdatePrompt() {
  const waiting = useSyncExternalStore(swUpdateStore.subscribe, swUpdateStore.getSnapshot, () => false);
  if (!waiting) return null;
  return (
    <div className="update-prompt" role="status">
      <p>
        <Trans>Está disponível uma nova versão do site.</Trans>
      </p>
      <button type="button" onClick={applyUpdate}>
        <Trans>Atualizar</Trans>
      </button>
    </div>
  );
}
