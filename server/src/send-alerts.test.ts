import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { saveSubscription } from './push/push-store';
import { startMockPushService } from './test-utils/mock-push-service';
import { createTestApp, TEST_NOW, type TestApp } from './test-utils/test-app';

let t: TestApp;
let push: Awaited<ReturnType<typeof startMockPushService>>;
beforeAll(async () => {
  t = await createTestApp();
  push = await startMockPushService();
});
afterAll(async () => {
  t.close();
  await push.close();
});

/** The office's command, from its source (`npm run send-alerts` runs its build, made by `npm run build`). */
const sendAlerts = (at: string) =>
  promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/src/send-alerts.ts', '--at', at], {
    // NODE_EXTRA_CA_CERTS (vitest.config.ts) makes it trust the mock push service, as a deployment's would its own;
    // the mock listens on 127.0.0.1 (PUSH_ALLOW_LOOPBACK).
    env: {
      ...process.env,
      DATABASE_PATH: path.join(t.dir, 'test.db'),
      LOG_LEVEL: 'silent',
      PUSH_ALLOW_LOOPBACK: 'true',
    },
  });

test('[PUSH-07] npm run -s send-alerts -- --at 2026-12-02T11:30:00Z with one digest subscription sends exactly one alert, and prints it', async () => {
  t.db
    .prepare(
      `INSERT OR REPLACE INTO menus (day, restaurant_id, restaurant_pt, restaurant_en, meal, courses_pt, courses_en)
       VALUES ('2026-12-02', 'cantina', 'Cantina', 'Canteen', 'almoco', '{"Prato":"Cozido"}', '{"Prato":"Stew"}')`,
    )
    .run();
  const subscription = push.subscribe('office');
  saveSubscription(
    t.db,
    {
      subscription,
      lang: 'en',
      digest: [{ restaurant: 'cantina', meal: 'almoco', time: '11:30' }],
      watch: [],
      housing: false,
    },
    TEST_NOW,
  );
  const first = await sendAlerts('2026-12-02T11:30:00Z');
  expect(first.stdout).toContain(
    `sent digest:2026-12-02:cantina:almoco "Lunch today — Canteen" -> ${subscription.endpoint}`,
  );
  expect(first.stdout).toContain('1 sent, 0 subscription(s) gone');
  expect(push.received.map((message) => message.payload.body)).toEqual(['Main: Stew']);
  // Run again for the same minute: nothing more.
  expect((await sendAlerts('2026-12-02T11:30:00Z')).stdout).toContain('0 sent');
  expect(push.received).toHaveLength(1);
}, 30_000);
