import type { lookup as dnsLookup } from 'node:dns/promises';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PushKeySchema } from '../../../../src/contract/push';
import { startMockPushService } from '../../test-utils/mock-push-service';
import { createTestApp, type TestApp } from '../../test-utils/test-app';
import { endpointRefusal } from '../../push/public-endpoint';

let t: TestApp;
let push: Awaited<ReturnType<typeof startMockPushService>>;
beforeAll(async () => {
  t = await createTestApp({ pushAllowLoopback: true });
  push = await startMockPushService();
});
afterAll(async () => {
  t.close();
  await push.close();
});

const preferences = (subscription: object, overrides: object = {}) => ({
  subscription,
  lang: 'pt',
  digest: [{ restaurant: 'cantina', meal: 'almoco', time: '11:30' }],
  watch: ['bacalhau'],
  housing: true,
  ...overrides,
});
const send = (method: string, path: string, body: unknown, headers: Record<string, string> = {}) =>
  t.app.request(`/api${path}`, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
const stored = () =>
  t.db
    .prepare('SELECT endpoint, lang, digest, watch, housing FROM push_subscriptions ORDER BY endpoint')
    .all();

describe('Web Push API', () => {
  test('[PUSH-02] GET /api/push/key answers the VAPID public key, the same every time (kept in the database)', async () => {
    const first = PushKeySchema.parse(await (await t.app.request('/api/push/key')).json());
    const second = PushKeySchema.parse(await (await t.app.request('/api/push/key')).json());
    expect(second.publicKey).toBe(first.publicKey);
    const kept = t.db.prepare("SELECT value FROM server_keys WHERE name = 'vapid_public'").pluck().get();
    expect(kept).toBe(first.publicKey);
  });

  test('[PUSH-02] PUT stores a subscription with its preferences and replaces it by endpoint; DELETE forgets it', async () => {
    const ana = push.subscribe('ana');
    expect((await send('PUT', '/push/subscriptions', preferences(ana))).status).toBe(204);
    expect(
      (await send('PUT', '/push/subscriptions', preferences(ana, { lang: 'en', watch: [] }))).status,
    ).toBe(204);
    expect(stored()).toEqual([
      {
        endpoint: ana.endpoint,
        lang: 'en',
        digest: JSON.stringify([{ restaurant: 'cantina', meal: 'almoco', time: '11:30' }]),
        watch: '[]',
        housing: 1,
      },
    ]);
    expect((await send('DELETE', '/push/subscriptions', { endpoint: ana.endpoint })).status).toBe(204);
    expect(stored()).toEqual([]);
  });

  test('[PUSH-02] a body outside the contract, an unknown restaurant or another origin is refused and nothing is stored', async () => {
    const bia = push.subscribe('bia');
    const refusals = await Promise.all([
      send(
        'PUT',
        '/push/subscriptions',
        preferences(bia, { digest: [{ restaurant: 'cantina', meal: 'lanche', time: '11:30' }] }),
      ),
      send(
        'PUT',
        '/push/subscriptions',
        preferences(bia, { digest: [{ restaurant: 'cantina', meal: 'almoco', time: '25:00' }] }),
      ),
      send(
        'PUT',
        '/push/subscriptions',
        preferences(bia, { digest: [{ restaurant: 'nao-existe', meal: 'almoco', time: '11:30' }] }),
      ),
      send('PUT', '/push/subscriptions', preferences({ ...bia, keys: { p256dh: 'x', auth: 'y' } })),
      send('PUT', '/push/subscriptions', preferences(bia, { lang: 'fr' })),
    ]);
    expect(refusals.map((response) => response.status)).toEqual([422, 422, 422, 422, 422]);
    const foreign = await send('PUT', '/push/subscriptions', preferences(bia), {
      Origin: 'https://evil.example',
    });
    expect(foreign.status).toBe(403);
    expect(stored()).toEqual([]);
  });

  test('[PUSH-02] only https endpoints on public hosts: loopback only when PUSH_ALLOW_LOOPBACK is set', async () => {
    const resolve = async (host: string) =>
      host === 'push.example'
        ? [{ address: '203.0.113.9', family: 4 }]
        : [{ address: '10.1.2.3', family: 4 }];
    const lookup = resolve as unknown as typeof dnsLookup;
    expect(await endpointRefusal('https://push.example/a', { resolve: lookup })).toBeUndefined();
    expect(await endpointRefusal('https://intranet.example/a', { resolve: lookup })).toMatch(
      /not a public host/,
    );
    expect(await endpointRefusal('http://push.example/a', { resolve: lookup })).toMatch(/https/);
    for (const host of [
      '127.0.0.1',
      '[::1]',
      '169.254.169.254',
      '192.168.1.10',
      '[fe80::1]',
      '0.0.0.0',
      '[::ffff:10.0.0.1]',
    ]) {
      expect(await endpointRefusal(`https://${host}/push`), host).toMatch(/not a public host/);
    }
    expect(await endpointRefusal('https://127.0.0.1:8443/push', { allowLoopback: true })).toBeUndefined();

    const strict = await createTestApp();
    try {
      const response = await strict.app.request('/api/push/subscriptions', {
        method: 'PUT',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(preferences(push.subscribe('carla'))),
      });
      expect(response.status).toBe(422);
      expect(((await response.json()) as { error: { code: string } }).error.code).toBe('endpoint_refused');
      expect(strict.db.prepare('SELECT COUNT(*) FROM push_subscriptions').pluck().get()).toBe(0);
    } finally {
      strict.close();
    }
  });

  test('[PUSH-01] the test alert reaches the subscription through the push service, in its language', async () => {
    const dora = push.subscribe('dora');
    await send('PUT', '/push/subscriptions', preferences(dora, { lang: 'en' }));
    expect((await send('POST', '/push/test', { endpoint: dora.endpoint })).status).toBe(204);
    const message = push.received.find((received) => received.path === '/push/dora');
    expect(message?.payload).toMatchObject({
      kind: 'test',
      title: 'SASUMA alerts are on',
      url: '/en/alertas',
    });
    expect(message?.headers.ttl).toBe('300');
    expect((await send('POST', '/push/test', { endpoint: 'https://127.0.0.1/nobody' })).status).toBe(404);
  });
});
