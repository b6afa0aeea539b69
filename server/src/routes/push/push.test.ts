import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { PushKeySchema } from '../../../../src/contract/requests/push';
import { createApp } from '../../app';
import { endpointRefusal } from '../../push/public-endpoint';
import { getSubscription } from '../../push/push-store';
import { sendAlert } from '../../push/send-alert';
import { DEFAULT_VAPID_SUBJECT, keptVapidKeys } from '../../push/vapid';
import { startMockPushService } from '../../test-utils/mock-push-service';
import { createTestApp, TEST_NOW, type TestApp } from '../../test-utils/test-app';
import type { PushLimits } from './push.handlers';

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
        ? [{ address: '142.250.184.10', family: 4 }]
        : [{ address: '10.1.2.3', family: 4 }];
    expect(await endpointRefusal('https://push.example/a', { resolve })).toBeUndefined();
    expect(await endpointRefusal('https://intranet.example/a', { resolve })).toMatch(/not a public host/);
    expect(await endpointRefusal('http://push.example/a', { resolve })).toMatch(/https/);
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

  test('[PUSH-01] [API-05] the test alert reaches the subscription through the push service, in its language; the answer is 202 whatever the push service does', async () => {
    const dora = push.subscribe('dora');
    await send('PUT', '/push/subscriptions', preferences(dora, { lang: 'en' }));
    expect((await send('POST', '/push/test', { endpoint: dora.endpoint })).status).toBe(202);
    await expect.poll(() => push.received.some((received) => received.path === '/push/dora')).toBe(true);
    const message = push.received.find((received) => received.path === '/push/dora');
    expect(message?.payload).toMatchObject({
      kind: 'test',
      title: 'SASUMA alerts are on',
      url: '/en/alertas',
    });
    expect(message?.headers.ttl).toBe('300');
    expect((await send('POST', '/push/test', { endpoint: 'https://127.0.0.1/nobody' })).status).toBe(404);

    // No reachability oracle: a push service that fails, or is not there, gets the same answer, at once.
    const failing = push.subscribe('failing');
    push.answer(failing.endpoint, 500);
    await send('PUT', '/push/subscriptions', preferences(failing));
    expect((await send('POST', '/push/test', { endpoint: failing.endpoint })).status).toBe(202);
    const nowhere = { ...push.subscribe('nowhere'), endpoint: 'https://127.0.0.1:9/push/nowhere' };
    await send('PUT', '/push/subscriptions', preferences(nowhere));
    expect((await send('POST', '/push/test', { endpoint: nowhere.endpoint })).status).toBe(202);
  });
});

describe('[API-05] push closed at its edges', () => {
  test('NAT64, 6to4, site-local, benchmarking, TEST-NETs, documentation, Teredo, CGNAT and ports other than 443 are refused', async () => {
    const refused = [
      'https://[64:ff9b::7f00:1]/push',
      'https://[2002:7f00:1::]/push',
      'https://[fec0::1]/push',
      'https://[2001:db8::1]/push',
      'https://[2001::1]/push',
      'https://198.18.0.1/push',
      'https://192.0.2.1/push',
      'https://198.51.100.7/push',
      'https://203.0.113.9/push',
      'https://100.64.0.1/push',
      'https://240.0.0.1/push',
      'https://[4000::1]/push',
    ];
    for (const endpoint of refused)
      expect(await endpointRefusal(endpoint), endpoint).toMatch(/not a public host/);
    const publicName = async () => [{ address: '142.250.184.10', family: 4 }];
    expect(await endpointRefusal('https://push.example:22/push', { resolve: publicName })).toMatch(
      /port 443/,
    );
    expect(await endpointRefusal('https://push.example:8443/push', { resolve: publicName })).toMatch(
      /port 443/,
    );
    expect(await endpointRefusal('https://push.example:443/push', { resolve: publicName })).toBeUndefined();
    expect(await endpointRefusal('https://[2a00:1450:4003:80f::200a]/push')).toBeUndefined();
    // A name with one private address among public ones.
    const mixed = async () => [
      { address: '142.250.184.10', family: 4 },
      { address: '10.0.0.5', family: 4 },
    ];
    expect(await endpointRefusal('https://push.example/push', { resolve: mixed })).toMatch(/10\.0\.0\.5/);
  });

  test('a name that resolves to 127.0.0.1 at send time is not posted to, even when it was public at the check', async () => {
    const vapid = keptVapidKeys(t.db, DEFAULT_VAPID_SUBJECT)();
    const keys = push.subscribe('eve').keys;
    const subscription = {
      endpoint: 'https://push.example/push/eve',
      keys,
      lang: 'pt' as const,
      digest: [],
      watch: [],
      housing: false,
    };
    const payload = { kind: 'test' as const, title: 't', body: 'b', tag: 'x', url: '/alertas' };
    const lookups: string[] = [];
    const loopback = async (host: string) => {
      lookups.push(host);
      return [{ address: '127.0.0.1', family: 4 }];
    };
    const sendResolvingWith = (resolve: typeof loopback) =>
      sendAlert(subscription, payload, { vapid, ttlSeconds: 60, endpoints: { resolve } });
    const before = push.received.length;
    expect(await sendResolvingWith(loopback)).toBe('refused');
    // Re-pointed between the check and the connection: the connection's own lookup refuses it.
    let calls = 0;
    const rebinding = async () =>
      calls++ === 0 ? [{ address: '142.250.184.10', family: 4 }] : [{ address: '127.0.0.1', family: 4 }];
    expect(await sendResolvingWith(rebinding)).toBe('refused');
    expect(calls).toBe(2);
    expect(lookups).toEqual(['push.example']);
    expect(push.received.length).toBe(before);
  });

  test('keys that are not a P-256 point and a 16-byte secret are refused, nothing stored', async () => {
    const fay = push.subscribe('fay');
    const point = Buffer.from(fay.keys.p256dh, 'base64url');
    const offCurve = Buffer.from(point);
    offCurve[64]! ^= 1;
    const compressed = Buffer.concat([Buffer.from([0x02]), point.subarray(1, 33)]);
    for (const keys of [
      { ...fay.keys, p256dh: offCurve.toString('base64url') },
      { ...fay.keys, p256dh: Buffer.concat([compressed, Buffer.alloc(32)]).toString('base64url') },
      { ...fay.keys, auth: Buffer.alloc(20).toString('base64url') },
    ]) {
      const response = await send('PUT', '/push/subscriptions', preferences({ ...fay, keys }));
      expect(response.status).toBe(422);
    }
    expect(getSubscription(t.db, fay.endpoint)).toBeUndefined();
    expect((await send('PUT', '/push/subscriptions', preferences(fay))).status).toBe(204);
  });

  test('past the limits a new subscription is refused with 429; changing a stored one is not counted', async () => {
    const limited = (limits: PushLimits) => {
      const app = createApp({
        db: t.db,
        distDir: path.join(t.dir, 'dist'),
        now: () => TEST_NOW,
        push: { vapid: keptVapidKeys(t.db, DEFAULT_VAPID_SUBJECT), allowLoopback: true, limits },
      });
      return (body: unknown) =>
        app.request('/api/push/subscriptions', {
          method: 'PUT',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        });
    };
    const put = limited({ perAddressPerHour: 3, total: 1_000 });
    const first = push.subscribe('limit-0');
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await put(preferences(push.subscribe(`limit-${i}`)))).status);
    expect(statuses).toEqual([204, 204, 204, 429]);
    const refused = await put(preferences(push.subscribe('limit-4')));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { error: { code: string } }).error.code).toBe('rate_limited');
    expect(getSubscription(t.db, push.subscribe('limit-4').endpoint)).toBeUndefined();
    // The same endpoint with other preferences replaces, and is not a new subscription.
    expect((await put(preferences(first, { watch: ['sopa'] }))).status).toBe(204);

    const stored = t.db.prepare('SELECT COUNT(*) FROM push_subscriptions').pluck().get() as number;
    const full = limited({ perAddressPerHour: 100, total: stored });
    const over = await full(preferences(push.subscribe('one-too-many')));
    expect(over.status).toBe(429);
    expect(((await over.json()) as { error: { code: string } }).error.code).toBe('too_many_subscriptions');
  });
});
