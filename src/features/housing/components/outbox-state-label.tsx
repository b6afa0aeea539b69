import { Trans } from '@lingui/react/macro';
import type { OutboxState } from '@/outbox/outbox-store';

export function OutboxStateLabel({ state }: { state: OutboxState }) {
  switch (state) {
    case 'sending':
      return <Trans>A enviar…</Trans>;
    case 'queued':
      return <Trans>Em espera: será enviada automaticamente quando estiver online</Trans>;
    case 'sent':
      return <Trans>Enviada</Trans>;
    case 'rejected':
      return <Trans>Recusada</Trans>;
    case 'superseded':
      return <Trans>Substituída pela candidatura corrigida</Trans>;
    case 'expired':
      return (
        <Trans>
          Não enviada: esteve mais de 14 dias à espera de ligação ao servidor. Reveja os dados e envie de
          novo.
        </Trans>
      );
  }
}
