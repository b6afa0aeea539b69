import { Trans } from '@lingui/react/macro';
import { useQueryErrorResetBoundary } from '@tanstack/react-query';
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router';
import { ApiError } from '@/lib/api-error';

/** What a screen shows when its data could not be loaded: never a blank page, always a way to retry. */
export function ErrorView({ error, reset }: ErrorComponentProps) {
  const router = useRouter();
  const queryReset = useQueryErrorResetBoundary();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  const retry = () => {
    queryReset.reset();
    reset();
    void router.invalidate();
  };
  return (
    <section className="error-view" role="alert">
      <h2>
        <Trans>Não foi possível carregar esta página</Trans>
      </h2>
      <p>
        {offline ? (
          <Trans>Está sem ligação e esta página ainda não foi guardada neste dispositivo.</Trans>
        ) : error instanceof ApiError && error.kind === 'malformed' ? (
          <Trans>O servidor enviou uma resposta inesperada.</Trans>
        ) : (
          <Trans>O servidor não respondeu. Tente novamente dentro de momentos.</Trans>
        )}
      </p>
      <button type="button" onClick={retry}>
        <Trans>Tentar novamente</Trans>
      </button>
    </section>
  );
}
