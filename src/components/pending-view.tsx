import { Trans } from '@lingui/react/macro';

export function PendingView() {
  return (
    <div className="pending-view" role="status" aria-live="polite">
      <span className="spinner" aria-hidden="true" />
      <Trans>A carregar…</Trans>
    </div>
  );
}
