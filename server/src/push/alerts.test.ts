import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import type { Meal } from '../../../src/contract/menu/meals';
import type { PushPreferences } from '../../../src/contract/requests/push';
import { startMockPushService } from '../test-utils/mock-push-service';
import { createTestApp, TEST_NOW, type TestApp } from '../test-utils/test-app';
import { databaseMenus } from './menu-source';
import { saveSubscription } from './push-store';
import { runAlerts, type AlertsDeps } from './run-alerts';
import { sendAlert } from './send-alert';
import { keptVapidKeys } from './vapid';

let t: TestApp;
let push: Awaited<ReturnType<typeof startMockPushService>>;
let deps: AlertsDeps;
beforeAll(async () => {
  t = await createTestApp();
  push = await startMockPushService();
  deps = {
    vapid: keptVapidKeys(t.db, 'mailto:test@example.pt')(),
    source: databaseMenus(t.db),
    backoffMs: 10,
    // The mock push service listens on 127.0.0.1 (PUSH_ALLOW_LOOPBACK).
    endpoints: { allowLoopback: true },
  };
});
afterAll(async () => {
  t.close();
  await push.close();
});
afterEach(() => {
  t.db.prepare('DELETE FROM push_subscriptions').run();
  push.received.length = 0;
});

/** The fixture's "Cantina" serves lunch 12:00-14:30 and dinner 19:00-21:00, Monday to Saturday. */
function publish(day: string, meal: Meal, dishes: { Sopa?: string; Prato?: string; Vegetariano?: string }) {
  const courses = (lang: 'pt' | 'en') =>
    JSON.stringify(
      Object.fromEntries(
        Object.entries(dishes).map(([course, name]) => [course, lang === 'en' ? `${name} (en)` : name]),
      ),
    );
  t.db
    .prepare(
      `INSERT OR REPLACE INTO menus (day, restaurant_id, restaurant_pt, restaurant_en, meal, courses_pt, courses_en)
       VALUES (?, 'cantina', 'Cantina', 'Canteen', ?, ?, ?)`,
    )
    .run(day, meal, courses('pt'), courses('en'));
}

function subscribe(name: string, overrides: Partial<PushPreferences> = {}) {
  const subscription = push.subscribe(name);
  saveSubscription(
    t.db,
    {
      subscription,
      lang: 'pt',
      digest: [{ restaurant: 'cantina', meal: 'almoco', time: '11:30' }],
      watch: [],
      housing: false,
      ...overrides,
    },
    TEST_NOW,
  );
  return subscription;
}

const run = (iso: string) => runAlerts(t.db, new Date(iso), deps);
const sentTo = (name: string) => push.received.filter((message) => message.path === `/push/${name}`);

describe('alerts at their Madeira minute', () => {
  test('[PUSH-03] [PUSH-04] an 11:30 digest on a weekday is sent once, at 11:30 Madeira time, with the dishes, a TTL that ends with lunch and the day and meal to open', async () => {
    // Wednesday 2 December 2026: Madeira is on UTC in winter.
    publish('2026-12-02', 'almoco', { Sopa: 'Sopa de legumes', Prato: 'Espetada em pau de louro' });
    subscribe('wednesday');
    expect((await run('2026-12-02T11:29:00Z')).sent).toEqual([]);
    expect((await run('2026-12-02T11:30:00Z')).sent).toHaveLength(1);
    // The same minute again (a restart, the office's command), and the next minutes: nothing more.
    expect((await run('2026-12-02T11:30:30Z')).sent).toEqual([]);
    expect((await run('2026-12-02T11:31:00Z')).sent).toEqual([]);
    const [message] = sentTo('wednesday');
    expect(sentTo('wednesday')).toHaveLength(1);
    expect(message?.payload).toEqual({
      kind: 'digest',
      title: 'Almoço de hoje — Cantina',
      body: 'Sopa: Sopa de legumes\nPrato: Espetada em pau de louro',
      tag: 'sasuma-2026-12-02-almoco',
      url: '/alimentacao?dia=2026-12-02&refeicao=almoco',
    });
    // Lunch ends at 14:30: three hours of TTL.
    expect(message?.headers.ttl).toBe(String(3 * 60 * 60));
  });

  test('[PUSH-03] across the summer-time changes: at 11:30 Madeira on the Saturday before and the Monday after each change', async () => {
    const days = [
      // Summer time starts on Sunday 29 March 2026: Saturday on UTC, Monday on UTC+1.
      ['2026-03-28', '2026-03-28T11:30:00Z', '2026-03-28T10:30:00Z'],
      ['2026-03-30', '2026-03-30T10:30:00Z', '2026-03-30T11:30:00Z'],
      // It ends on Sunday 25 October 2026: Saturday on UTC+1, Monday on UTC.
      ['2026-10-24', '2026-10-24T10:30:00Z', '2026-10-24T11:30:00Z'],
      ['2026-10-26', '2026-10-26T11:30:00Z', '2026-10-26T10:30:00Z'],
    ];
    for (const [day, at, wrongHour] of days) {
      publish(day!, 'almoco', { Prato: `Prato de ${day}` });
      const name = `dst-${day}`;
      subscribe(name);
      expect((await run(wrongHour!)).sent, `${day} an hour off`).toEqual([]);
      expect((await run(at!)).sent, day).toHaveLength(1);
      expect(sentTo(name).map((message) => message.payload.body)).toEqual([`Prato: Prato de ${day}`]);
      t.db.prepare('DELETE FROM push_subscriptions').run();
    }
  });

  test('[PUSH-03] [HON-03] nothing on a Sunday, on a closed day or a holiday of the calendar, for a meal not served or a menu not published', async () => {
    // Sunday 6 December 2026: the canteen serves no meal (and the menu below must not make it send).
    publish('2026-12-06', 'almoco', { Prato: 'Não devia ser enviado' });
    // Thursday 3 December: no menu published for lunch.
    // Friday 4 December: closed that day by its hours' own closed days.
    t.db
      .prepare(
        `UPDATE restaurants SET hours = json_set(hours, '$.DiasEncerrado', json('["2026-12-04"]')) WHERE titulo_pt = 'Cantina'`,
      )
      .run();
    publish('2026-12-04', 'almoco', { Prato: 'Fechado' });
    // Tuesday 1 December: a holiday in the closures calendar, as the app shows it (a menu left in the table or not).
    t.db
      .prepare(
        `INSERT INTO closures (tipo, inicio, fim, restaurantes, motivo_pt, motivo_en)
         VALUES ('feriado', '2026-12-01', '2026-12-01', '[]', 'Feriado de teste', 'Test holiday')`,
      )
      .run();
    publish('2026-12-01', 'almoco', { Prato: 'Feriado' });
    subscribe('never', {
      digest: [
        { restaurant: 'cantina', meal: 'almoco', time: '11:30' },
        { restaurant: 'cantina', meal: 'jantar', time: '18:30' },
      ],
    });
    for (const at of [
      '2026-12-06T11:30:00Z',
      '2026-12-03T11:30:00Z',
      '2026-12-04T11:30:00Z',
      '2026-12-01T11:30:00Z',
      '2026-12-03T18:30:00Z',
    ]) {
      expect((await run(at)).sent, at).toEqual([]);
    }
    expect(sentTo('never')).toEqual([]);
    t.db
      .prepare(
        `UPDATE restaurants SET hours = json_set(hours, '$.DiasEncerrado', json('[]')) WHERE titulo_pt = 'Cantina'`,
      )
      .run();
    t.db.prepare(`DELETE FROM closures WHERE motivo_pt = 'Feriado de teste'`).run();
  });

  test('[PUSH-04] a push service that says 410 Gone deletes the subscription; 503 then 201 is retried and sent once', async () => {
    publish('2026-12-07', 'almoco', { Prato: 'Bacalhau com natas' });
    const gone = subscribe('gone');
    const busy = subscribe('busy');
    push.answer(gone.endpoint, 410);
    push.answer(busy.endpoint, 503, 201);
    const report = await run('2026-12-07T11:30:00Z');
    expect(report.gone).toEqual([gone.endpoint]);
    expect(report.sent.map((sent) => sent.endpoint)).toEqual([busy.endpoint]);
    expect(t.db.prepare('SELECT endpoint FROM push_subscriptions').pluck().all()).toEqual([busy.endpoint]);
    expect(sentTo('busy')).toHaveLength(1);
  });

  test('[PUSH-04] a push service down for the whole run leaves the alert for the next minute, then sends it once', async () => {
    publish('2026-12-10', 'almoco', { Prato: 'Picado' });
    const down = subscribe('down');
    push.answer(down.endpoint, 503);
    const first = await run('2026-12-10T11:30:00Z');
    expect([first.sent.length, first.retryLater]).toEqual([0, 1]);
    push.answer(down.endpoint, 201);
    expect((await run('2026-12-10T11:31:00Z')).sent).toHaveLength(1);
    expect((await run('2026-12-10T11:32:00Z')).sent).toEqual([]);
    expect(sentTo('down')).toHaveLength(1);
  });

  test('[PUSH-05] dish watch: accents and case ignored, one alert a day listing every match, never the same dish twice', async () => {
    publish('2026-12-09', 'almoco', { Prato: 'Bacalhau à Brás', Vegetariano: 'Lasanha de legumes' });
    publish('2026-12-10', 'jantar', { Prato: 'BACALHÁU com grão' });
    const watcher = subscribe('watcher', { digest: [], watch: ['bacalhau', 'lasanha', 'polvo'] });
    expect((await run('2026-12-09T10:00:00Z')).sent).toHaveLength(1);
    expect(sentTo('watcher').map((message) => message.payload)).toEqual([
      {
        kind: 'watch',
        title: 'Na ementa: bacalhau, lasanha',
        body:
          'qua 09/12 · almoço · Cantina: Bacalhau à Brás\n' +
          'qua 09/12 · almoço · Cantina: Lasanha de legumes\n' +
          'qui 10/12 · jantar · Cantina: BACALHÁU com grão',
        tag: 'sasuma-watch-2026-12-09',
        url: '/alimentacao?dia=2026-12-09&refeicao=almoco',
      },
    ]);
    // The next day nothing new (the same dishes), then a newly published one.
    expect((await run('2026-12-10T10:00:00Z')).sent).toEqual([]);
    publish('2026-12-11', 'almoco', { Prato: 'Polvo à lagareiro' });
    expect((await run('2026-12-11T10:00:00Z')).sent).toHaveLength(1);
    expect(sentTo('watcher').at(-1)?.payload.body).toBe('sex 11/12 · almoço · Cantina: Polvo à lagareiro');
    void watcher;
  });

  test('[PUSH-01] housing reminders 7 days and 1 day before an open phase ends, in the subscription language', async () => {
    const contest = t.db
      .prepare('SELECT id, fases_en FROM contests WHERE activo = 1 ORDER BY position LIMIT 1')
      .get() as { id: number; fases_en: string };
    const phases = JSON.parse(contest.fases_en) as Array<{ DataInicio: string; DataFim: string }>;
    const open = phases[0]!;
    const end = new Date(`${open.DataFim}T10:00:00Z`);
    const daysBefore = (days: number) => new Date(end.getTime() - days * 86_400_000).toISOString();
    subscribe('housing', { digest: [], housing: true, lang: 'en' });
    // Winter or summer: 10:00 in Madeira is 09:00 or 10:00 UTC.
    const at = async (iso: string) =>
      (await run(iso)).sent.length +
      (await run(new Date(Date.parse(iso) - 3_600_000).toISOString())).sent.length;
    expect(await at(daysBefore(7))).toBe(1);
    expect(await at(daysBefore(6))).toBe(0);
    expect(await at(daysBefore(1))).toBe(1);
    expect(sentTo('housing').map((message) => message.payload.title)).toEqual([
      'Housing applications: closes in 7 days',
      'Housing applications: closes tomorrow',
    ]);
    expect(sentTo('housing')[0]?.payload.url).toBe('/en/alojamento');
  });

  test('[PUSH-04] the real sender signs with VAPID and encrypts for the subscription (the mock push service decrypts it)', async () => {
    const direct = push.subscribe('direct');
    const result = await sendAlert(
      { endpoint: direct.endpoint, keys: direct.keys, lang: 'pt', digest: [], watch: [], housing: false },
      { kind: 'test', title: 'Olá', body: 'Teste', tag: 'sasuma-test', url: '/alertas' },
      { vapid: deps.vapid, ttlSeconds: 120, endpoints: { allowLoopback: true } },
    );
    expect(result).toBe('sent');
    const [message] = sentTo('direct');
    expect(message?.payload.title).toBe('Olá');
    expect(message?.headers.authorization).toMatch(/^vapid t=.+, k=/);
    expect(message?.headers['content-encoding']).toBe('aes128gcm');
  });
});
