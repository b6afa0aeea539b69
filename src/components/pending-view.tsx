import { Trans } from '@lingui/react/macro';
import { useOnline } from '@/lib/use-online';

/**
 * Shown while a route loads for more than a moment. Offline everything comes from the device within a few hundred
 * ms, and the page either shows its saved copy or says it has none: a spinner first would only flash (OFF-11).
 */
export function PendingView() {
  const online = useOnline();
  if (!online) return null;
  return (
    <div className="pending-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <Trans>A carregar…</Trans>
    </div>
  );
}
