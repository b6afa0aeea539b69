import { Trans } from '@lingui/react/macro';
import type { AlertsSupport } from '../alerts-support';

/** Why alerts cannot be turned on here, and what to do: never a dead button. */
export function AlertsSupportNote({ support }: { support: AlertsSupport }) {
  if (support === 'ready') return null;
  return (
    <p className="alerts__support" role="note">
      {support === 'ios-not-installed' ? (
        <Trans>
          No iPhone e no iPad, os alertas só chegam à aplicação instalada: toque em Partilhar, depois em
          «Adicionar ao ecrã principal», e abra-a a partir do ícone.
        </Trans>
      ) : support === 'blocked' ? (
        <Trans>
          As notificações deste site estão bloqueadas. Autorize-as nas definições do navegador (o cadeado ao
          lado do endereço) e volte a esta página.
        </Trans>
      ) : (
        <Trans>
          Este navegador não recebe notificações de sites. Experimente o Chrome, o Edge ou o Firefox.
        </Trans>
      )}
    </p>
  );
}
