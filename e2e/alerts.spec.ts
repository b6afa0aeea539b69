import type { BrowserContext, Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { expect, openSavedView, test, waitForServiceWorker, whileOffline } from './fixtures';

// Headless Chromium has no push service: `pushManager.subscribe` is answered here with a subscription of a push
// service on 127.0.0.1 (the server allows loopback in tests), and messages are delivered to the worker through DevTools.
test.use({ serviceWorkers: 'allow' });

async function fakePushService(context: BrowserContext) {
  await context.addInitScript(() => {
    const key = 'test push subscription';
    const base64url = (bytes: Uint8Array) =>
      btoa(String.fromCharCode(...bytes))
        .replace(/\+/g, '-')
        .replace(/\//g, '_')
        .replace(/=+$/, '');
    const random = (bytes: number) => base64url(crypto.getRandomValues(new Uint8Array(bytes)));
    const make = (json: { endpoint: string; keys: { p256dh: string; auth: string } }) => ({
      endpoint: json.endpoint,
      toJSON: () => ({ ...json, expirationTime: null }),
      unsubscribe: async () => {
        localStorage.removeItem(key);
        return true;
      },
    });
    const stored = () => {
      const json = localStorage.getItem(key);
      return json ? make(JSON.parse(json)) : null;
    };
    PushManager.prototype.getSubscription = async () => stored() as unknown as PushSubscription;
    PushManager.prototype.subscribe = async () => {
      // A real P-256 public key, as a browser's push subscription has (the server checks it is a point on the curve).
      const pair = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const point = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const json = {
        endpoint: `https://127.0.0.1:9/push/${random(8)}`,
        keys: { p256dh: base64url(point), auth: random(16) },
      };
      localStorage.setItem(key, JSON.stringify(json));
      return make(json) as unknown as PushSubscription;
    };
  });
}

/** The alerts screen with notifications allowed, the fake push service, and the worker in control. */
async function openAlertsAllowed(page: Page, context: BrowserContext) {
  await context.grantPermissions(['notifications']);
  await fakePushService(context);
  await page.goto('/alertas');
  await waitForServiceWorker(page);
}

const subscriptions = (databasePath: string) => {
  const db = new Database(databasePath, { readonly: true });
  try {
    return db.prepare('SELECT lang, digest, watch, housing FROM push_subscriptions').all() as Array<{
      lang: string;
      digest: string;
      watch: string;
      housing: number;
    }>;
  } finally {
    db.close();
  }
};

/**
 * Delivers a push message to the page's service worker (DevTools) and returns the titles the registration shows once
 * the worker has finished the push event (an earlier alert's notification may still be shown).
 *
 * The titles are read only after DevTools reports the push event completed: with the full Chromium (whose notification
 * service synchronises its database with what is on screen), `getNotifications()` called between the worker storing a
 * notification and the platform displaying it counts the notification as closed and deletes it, so a poll racing the
 * push handler could lose the very notification it waits for (content/browser/notifications/
 * platform_notification_context_impl.cc, DoReadAllNotificationDataForServiceWorkerRegistration).
 */
async function deliver(
  page: Page,
  origin: string,
  payload: { title: string } & Record<string, unknown>,
): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const registrations = new Map<string, string>();
  const versions = new Map<string, { registrationId: string; status: string; runningStatus: string }>();
  const background: string[] = [];
  cdp.on('ServiceWorker.workerRegistrationUpdated', (event) => {
    for (const { registrationId, scopeURL } of event.registrations)
      registrations.set(registrationId, scopeURL);
  });
  cdp.on('ServiceWorker.workerVersionUpdated', (event) => {
    for (const { versionId, registrationId, status, runningStatus } of event.versions)
      versions.set(versionId, { registrationId, status, runningStatus });
  });
  cdp.on('BackgroundService.backgroundServiceEventReceived', ({ backgroundServiceEvent: event }) => {
    const metadata = event.eventMetadata.map(({ key, value }) => `${key}=${value}`).join(', ');
    background.push(`${event.service}: ${event.eventName}${metadata ? ` (${metadata})` : ''}`);
  });
  try {
    for (const service of ['pushMessaging', 'notifications'] as const) {
      await cdp.send('BackgroundService.clearEvents', { service });
      await cdp.send('BackgroundService.startObserving', { service });
      await cdp.send('BackgroundService.setRecording', { service, shouldRecord: true });
    }
    await cdp.send('ServiceWorker.enable');
    let registrationId = '';
    await expect
      .poll(() => {
        registrationId =
          [...registrations].find(
            ([id, scope]) =>
              scope.startsWith(origin) &&
              [...versions.values()].some((v) => v.registrationId === id && v.status === 'activated'),
          )?.[0] ?? '';
        return registrationId;
      }, 'a registration of this origin with an activated worker')
      .not.toBe('');
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin,
      registrationId,
      data: JSON.stringify(payload),
    });
    await expect
      .poll(
        () => background.find((event) => event.startsWith('pushMessaging: Push event completed')),
        'the worker has finished the push event',
      )
      .toBeDefined();
    expect(background, 'the push event succeeded and showed a notification').toEqual(
      expect.arrayContaining([
        'pushMessaging: Push event completed (Status=Success)',
        expect.stringMatching(/^notifications: Notification displayed/),
      ]),
    );
    return await page.evaluate(async () =>
      ((await (await navigator.serviceWorker.ready).getNotifications()) ?? []).map((n) => n.title),
    );
  } finally {
    await cdp.detach();
  }
}

test(
  '[PUSH-01] [PUSH-06] the alerts screen subscribes, the server keeps the choices, an alert shows in the language chosen; offline changes are sent later; off forgets all',
  { tag: '@notifications' },
  async ({ page, context, server }) => {
    await openAlertsAllowed(page, context);
    await expect(page.getByRole('heading', { level: 1, name: 'Alertas' })).toBeVisible();
    const lunch = page.getByRole('checkbox', { name: 'Almoço' }).first();
    await lunch.check();
    await page.getByRole('checkbox', { name: /Lembrar-me 7 dias/ }).check();
    await page.getByRole('button', { name: 'Ativar alertas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alertas guardados.' })).toBeVisible();
    const [stored] = subscriptions(server.databasePath);
    expect(stored).toMatchObject({ lang: 'pt', watch: '[]', housing: 1 });
    expect(JSON.parse(stored?.digest ?? '[]')).toEqual([
      { restaurant: expect.stringMatching(/^[a-z0-9-]+$/), meal: 'almoco', time: '11:30' },
    ]);

    const titles = await deliver(page, server.url, {
      kind: 'digest',
      title: 'Almoço de hoje — Cantina da Penteada',
      body: 'Sopa: Creme de legumes',
      tag: 'sasuma-2026-12-02-almoco',
      url: '/alimentacao?dia=2026-12-02&refeicao=almoco',
    });
    expect(titles).toEqual(['Almoço de hoje — Cantina da Penteada']);

    // Offline: the change waits on the device and reaches the server when the network returns.
    await whileOffline(page, server, async () => {
      await page.getByLabel('Palavras, separadas por vírgulas').fill('bacalhau, lasanha');
      await page.getByRole('button', { name: 'Guardar alertas' }).click();
      await expect(
        page.getByRole('status').filter({ hasText: /Sem ligação: guardados neste dispositivo/ }),
      ).toBeVisible();
    });
    await expect.poll(() => subscriptions(server.databasePath)[0]?.watch).toBe('["bacalhau","lasanha"]');

    // In English: the same subscription, now in English.
    await page.goto('/en/alerts');
    await expect(page).toHaveURL(/\/en\/alertas$/);
    await page.getByRole('button', { name: 'Save alerts' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alerts saved.' })).toBeVisible();
    expect(subscriptions(server.databasePath)).toMatchObject([{ lang: 'en' }]);
    expect(
      await deliver(page, server.url, {
        kind: 'test',
        title: 'SASUMA alerts are on',
        body: 'This is how your menu alerts will arrive.',
        tag: 'sasuma-test',
        url: '/en/alertas',
      }),
    ).toContain('SASUMA alerts are on');

    await page.getByRole('button', { name: 'Turn off all alerts' }).click();
    await expect(page.getByRole('status').filter({ hasText: /Alerts turned off/ })).toBeVisible();
    expect(subscriptions(server.databasePath)).toEqual([]);
  },
);

test(
  '[PUSH-01] with notifications not allowed, the screen says so and keeps the alerts off',
  { tag: '@notifications' },
  async ({ page, context, server }) => {
    await fakePushService(context);
    await page.goto('/alertas');
    await page.getByRole('checkbox', { name: 'Almoço' }).first().check();
    await page.getByRole('button', { name: 'Ativar alertas' }).click();
    await expect(
      page.getByText(/notificações não foram autorizadas|notificações deste site estão bloqueadas/).first(),
    ).toBeVisible();
    expect(subscriptions(server.databasePath)).toEqual([]);
  },
);

test(
  '[TRUE-04] "My data on this device" lists the menu and alert choices, and deleting turns the alerts off: the browser\'s subscription, the choices on the device and the server\'s copy',
  { tag: '@notifications' },
  async ({ page, context, server }) => {
    await openAlertsAllowed(page, context);
    await page.getByRole('checkbox', { name: 'Almoço' }).first().check();
    await page.getByRole('button', { name: 'Ativar alertas' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Alertas guardados.' })).toBeVisible();
    expect(subscriptions(server.databasePath)).toHaveLength(1);
    await page.evaluate(() =>
      localStorage.setItem(
        'sasuma:menu-preferences',
        JSON.stringify({ diet: null, dietMode: 'only', allergens: ['gluten'], cutoff: null }),
      ),
    );

    const mine = (await openSavedView(page, 'Guardado para offline')).getByRole('region', {
      name: 'Os meus dados neste dispositivo',
    });
    const row = (name: RegExp) => mine.getByRole('row', { name }).getByRole('cell');
    await expect(row(/^Escolhas da ementa/)).toHaveText('Sim');
    await expect(row(/^Alertas/)).toHaveText('Ligados');
    await mine.getByRole('button', { name: 'Apagar os meus dados' }).click();
    await mine.getByRole('button', { name: 'Sim, apagar' }).click();
    await expect(mine.getByRole('status')).toHaveText('Os seus dados foram apagados deste dispositivo.');
    await expect(row(/^Escolhas da ementa/)).toHaveText('Não');
    await expect(row(/^Alertas/)).toHaveText('Desligados');

    expect(subscriptions(server.databasePath)).toEqual([]);
    const kept = await page.evaluate(() =>
      ['sasuma:menu-preferences', 'sasuma alerts', 'test push subscription'].map((key) =>
        localStorage.getItem(key),
      ),
    );
    expect(kept).toEqual([null, null, null]);
  },
);
