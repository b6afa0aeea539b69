import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/use-online';

export function NetworkStatus() {
  const online = useOnline();
  if (online) return null;
  return (
    <p className="network-status" role="status">
      <Trans>Sem ligação à internet: está a ver a cópia guardada neste dispositivo.</Trans>
    </p>
  );
}
