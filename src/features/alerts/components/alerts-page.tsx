import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState, type FormEvent } from 'react';
import type { Digest } from '@/contract/requests/push';
import type { Restaurant } from '@/contract/restaurants';
import { PageHeader } from '@/components/page-header';
import { pageTitles } from '@/lib/page-titles';
import { useLocale } from '@/lib/use-locale';
import { loadPreferences, savePreferences, watchWords, type AlertPreferences } from '../alert-preferences';
import { alertsSupport, type AlertsSupport } from '../alerts-support';
import { turnOffAlerts } from '../turn-off-alerts';
import { AlertsSupportNote } from './alerts-support-note';
import { DigestFieldset } from './digest-fieldset';
import './alerts-page.css';

/**
 * The push calls and the contract's schemas (zod, 8 KB): loaded when the screen first calls, not with its render.
 * Undefined when the code cannot be fetched (offline before the app was saved): the call is "not now".
 */
const pushCalls = () => import('../push-subscription').catch(() => undefined);

type Outcome =
  | 'saved'
  | 'saved-offline'
  | 'denied'
  | 'failed'
  | 'off'
  | 'off-offline'
  | 'test-sent'
  | 'test-failed'
  | undefined;

/**
 * "Alertas" (issue 30): the daily digest per restaurant and meal at a Madeira time, dish watch, housing reminders, a
 * test alert and all off in one tap. Preferences live on the device first, so the screen works offline and a change
 * made offline is sent when the network returns.
 */
export function AlertsPage({ restaurants }: { restaurants: readonly Restaurant[] }) {
  const { i18n, t } = useLingui();
  const locale = useLocale();
  const [support, setSupport] = useState<AlertsSupport>(() => alertsSupport());
  const [preferences, setPreferences] = useState<AlertPreferences>(() => ({
    ...loadPreferences(locale),
    lang: locale,
  }));
  const [watchText, setWatchText] = useState(() => preferences.watch.join(', '));
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>();
  const title = i18n._(pageTitles.alerts);

  useEffect(() => {
    const sync = () =>
      void import('../sync-alert-preferences')
        .then(({ syncPendingPreferences }) => syncPendingPreferences(locale))
        .catch(() => false)
        .then((sent) => {
          if (!sent) return;
          setPreferences((current) => ({ ...current, pending: false }));
          setOutcome('saved');
        });
    sync();
    window.addEventListener('online', sync);
    return () => window.removeEventListener('online', sync);
  }, [locale]);

  const update = (change: Partial<AlertPreferences>) =>
    setPreferences((current) => ({ ...current, ...change }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const next: AlertPreferences = {
      ...preferences,
      watch: watchWords(watchText),
      lang: locale,
      enabled: true,
    };
    try {
      const calls = await pushCalls();
      const subscription = calls ? await calls.ensureSubscription() : 'offline';
      if (subscription === 'denied') {
        setSupport(alertsSupport());
        setOutcome('denied');
        return;
      }
      // Kept on the device first: offline, it waits there and is sent when the network returns.
      if (subscription === 'offline' || subscription === 'failed') {
        savePreferences({ ...next, pending: true });
        setPreferences({ ...next, pending: true });
        setOutcome(subscription === 'offline' ? 'saved-offline' : 'failed');
        return;
      }
      const result = calls ? await calls.sendPreferences(subscription, next) : 'offline';
      const stored = { ...next, pending: result !== 'done' };
      savePreferences(stored);
      setPreferences(stored);
      setOutcome(result === 'done' ? 'saved' : result === 'offline' ? 'saved-offline' : 'failed');
    } finally {
      setBusy(false);
    }
  };

  const turnOff = async () => {
    setBusy(true);
    try {
      const { preferences: off, serverTold } = await turnOffAlerts(locale);
      setPreferences(off);
      setWatchText('');
      setOutcome(serverTold ? 'off' : 'off-offline');
    } finally {
      setBusy(false);
    }
  };

  const test = async () => {
    setBusy(true);
    try {
      const calls = await pushCalls();
      const endpoint = (await calls?.currentSubscription())?.endpoint;
      setOutcome(endpoint && (await calls?.sendTestAlert(endpoint)) === 'done' ? 'test-sent' : 'test-failed');
    } finally {
      setBusy(false);
    }
  };

  const usable = support === 'ready';
  return (
    <>
      <PageHeader
        title={title}
        trail={[{ label: i18n._(pageTitles.food), to: '/{-$lang}/alimentacao' }, { label: title }]}
      />
      <div className="alerts">
        <p>
          <Trans>
            Receba a ementa do dia à hora que escolher, saiba quando há o prato de que gosta e não perca o fim
            das candidaturas ao alojamento, mesmo sem abrir a aplicação.
          </Trans>
        </p>
        <AlertsSupportNote support={support} />
        <form className="alerts__form" onSubmit={(event) => void save(event)} aria-label={t`Os meus alertas`}>
          <DigestFieldset
            restaurants={restaurants}
            digest={preferences.digest}
            onChange={(digest: Digest[]) => update({ digest })}
            disabled={!usable}
          />
          <fieldset disabled={!usable}>
            <legend>
              <Trans>Pratos que quero saber</Trans>
            </legend>
            <label htmlFor="alerts-watch">
              <Trans>Palavras, separadas por vírgulas</Trans>
            </label>
            <input
              id="alerts-watch"
              type="text"
              value={watchText}
              onChange={(event) => setWatchText(event.target.value)}
              aria-describedby="alerts-watch-hint"
              autoComplete="off"
            />
            <p id="alerts-watch-hint" className="alerts__hint">
              <Trans>
                Por exemplo: bacalhau, lasanha, vegetariano. Um alerta por dia quando uma ementa publicada tem
                um destes pratos.
              </Trans>
            </p>
          </fieldset>
          <fieldset disabled={!usable}>
            <legend>
              <Trans>Alojamento</Trans>
            </legend>
            <label className="alerts__check">
              <input
                type="checkbox"
                checked={preferences.housing}
                onChange={(event) => update({ housing: event.target.checked })}
              />
              <Trans>Lembrar-me 7 dias e 1 dia antes do fim de uma fase de candidaturas</Trans>
            </label>
          </fieldset>
          <div className="alerts__actions">
            <button type="submit" disabled={!usable || busy}>
              {preferences.enabled ? <Trans>Guardar alertas</Trans> : <Trans>Ativar alertas</Trans>}
            </button>
            {preferences.enabled ? (
              <>
                <button
                  type="button"
                  className="button--secondary"
                  disabled={busy}
                  onClick={() => void test()}
                >
                  <Trans>Enviar um alerta de teste</Trans>
                </button>
                <button
                  type="button"
                  className="button--secondary"
                  disabled={busy}
                  onClick={() => void turnOff()}
                >
                  <Trans>Desligar todos os alertas</Trans>
                </button>
              </>
            ) : null}
          </div>
          <p role="status" className="alerts__outcome">
            <OutcomeText outcome={outcome} pending={preferences.pending} />
          </p>
        </form>
        <p className="alerts__privacy">
          <Trans>
            Para lhe enviar alertas, o servidor guarda a subscrição deste dispositivo, as suas escolhas e o
            idioma, e nada mais. Ao desligar os alertas, tudo isso é apagado.
          </Trans>
        </p>
      </div>
    </>
  );
}

function OutcomeText({ outcome, pending }: { outcome: Outcome; pending: boolean }) {
  switch (outcome) {
    case 'saved':
      return <Trans>Alertas guardados.</Trans>;
    case 'saved-offline':
      return (
        <Trans>
          Sem ligação: guardados neste dispositivo. São enviados ao servidor quando a ligação voltar.
        </Trans>
      );
    case 'denied':
      return <Trans>As notificações não foram autorizadas: os alertas ficaram desligados.</Trans>;
    case 'failed':
      return <Trans>Não foi possível guardar os alertas. Tente novamente.</Trans>;
    case 'off':
      return <Trans>Alertas desligados. A subscrição e as escolhas foram apagadas.</Trans>;
    case 'off-offline':
      return (
        <Trans>Alertas desligados neste dispositivo. O servidor apaga-os quando a ligação voltar.</Trans>
      );
    case 'test-sent':
      return <Trans>Alerta de teste enviado: deve chegar dentro de momentos.</Trans>;
    case 'test-failed':
      return <Trans>Não foi possível enviar o alerta de teste.</Trans>;
    default:
      return pending ? <Trans>Há alterações guardadas neste dispositivo à espera de ligação.</Trans> : null;
  }
}
