import { expect, test } from 'vitest';
import { postApplication, useTestApp, VALID_APPLICATION as valid } from '../../test-utils/test-app';
import { DEFAULT_RATE_LIMIT } from './applications.index';
import { listApplications } from './applications.store';

const CROWD = 500;

// The production limit (no override): every request from app.request() comes from one address, like a NAT.
const deadlineDay = useTestApp();
const strict = useTestApp({ rateLimit: { perMinute: 1, burst: 2 } });

test(`[OUT-11] ${CROWD} simultaneous valid applications from one IP are all stored`, async () => {
  expect(DEFAULT_RATE_LIMIT.burst).toBeGreaterThanOrEqual(CROWD);
  const started = performance.now();
  const statuses = await Promise.all(
    Array.from({ length: CROWD }, async (_, i) => {
      const res = await postApplication(deadlineDay.app, { ...valid, nomecompleto: `Estudante ${i}` });
      return res.status;
    }),
  );
  const elapsed = performance.now() - started;
  expect(statuses.filter((status) => status !== 201)).toEqual([]);
  const stored = listApplications(deadlineDay.db);
  expect(stored).toHaveLength(CROWD);
  expect(new Set(stored.map((row) => row.reference)).size).toBe(CROWD);
  expect(elapsed).toBeLessThan(30_000);
});

test('rejected posts and replays cost no token: fixing a form never earns a 429', async () => {
  const key = crypto.randomUUID();
  expect((await postApplication(strict.app, valid, { key })).status).toBe(201);
  for (let i = 0; i < 40; i += 1) {
    expect((await postApplication(strict.app, { ...valid, email: `x${i}` })).status).toBe(422);
    expect((await postApplication(strict.app, valid, { key })).status).toBe(201);
  }
  expect((await postApplication(strict.app, valid)).status).toBe(201);
  const limited = await postApplication(strict.app, valid);
  expect(limited.status).toBe(429);
  expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
  expect(listApplications(strict.db)).toHaveLength(2);
});
