import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import { housingApplicationSchema, type HousingApplication } from '../src/contract/housing-application';
import { clearDraft, draftKey, saveDraft } from '../src/features/housing/application-draft';
import { sendApplication } from '../src/features/housing/send-application';
import { isFixable } from '../src/lib/outbox-fixable';
import { getOutboxRecord } from '../src/lib/outbox-store';
import { listApplications } from '../server/src/routes/applications/applications.store';
import { createTestApp, VALID_APPLICATION, type TestApp } from '../server/src/test-utils/test-app';

// The page's send path (draft key, outbox records, the real fetch body) against the real server, in process.
let t: TestApp;
/** Changes a body on its way to the server, like the e2e proxy that mangles a field. */
let tamper: ((body: Record<string, unknown>) => Record<string, unknown>) | undefined;
/** The server stores the post but its answer never arrives. */
let loseNextAnswer = false;
const keysSent: string[] = [];

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

beforeAll(async () => {
  t = await createTestApp();
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    keysSent.push(new Headers(init.headers).get('Idempotency-Key') ?? '');
    const body = JSON.parse(String(init.body)) as Record<string, unknown>;
    const response = await t.app.request(input, {
      ...init,
      body: JSON.stringify(tamper ? tamper(body) : body),
    });
    if (loseNextAnswer) {
      loseNextAnswer = false;
      throw new TypeError('Failed to fetch');
    }
    return response;
  });
});
afterAll(() => {
  vi.unstubAllGlobals();
  t.close();
});
beforeEach(() => {
  clearDraft();
  tamper = undefined;
  keysSent.length = 0;
});

const rules = { contests: ['recandidatura', 'mobilidade'], today: '2026-03-11' };
const application = (nomecompleto: string): HousingApplication =>
  housingApplicationSchema(rules).parse({ ...VALID_APPLICATION, nomecompleto });
const stored = (name: string) => listApplications(t.db).filter((row) => row.nomecompleto === name).length;

describe('housing application: one key per draft', () => {
  test('[OUT-09] one key per draft: a double submit, a retry after a lost answer and a corrected 422 each store one row; the refused record is superseded and cannot be resent', async () => {
    const ana = application('Ana Duplo Clique');
    saveDraft({ ...ana });
    const [first, second] = await Promise.all([sendApplication(ana, 'pt'), sendApplication(ana, 'pt')]);
    expect(first.key).toBe(second.key);
    expect([first.state, second.state]).toEqual(['sent', 'sent']);
    expect(second.reference).toBe(first.reference);
    expect(stored('Ana Duplo Clique')).toBe(1);

    // Sent: the draft is over, and what is typed next is another application under another key.
    const rui = application('Rui Resposta Perdida');
    saveDraft({ ...rui });
    const ruiKey = draftKey();
    expect(ruiKey).not.toBe(first.key);
    loseNextAnswer = true;
    await expect(sendApplication(rui, 'pt')).rejects.toThrow();
    expect(stored('Rui Resposta Perdida')).toBe(1);
    const retried = await sendApplication(rui, 'pt');
    expect(retried).toMatchObject({ key: ruiKey, state: 'sent' });
    expect(stored('Rui Resposta Perdida')).toBe(1);
    expect(new Set(keysSent)).toEqual(new Set([first.key, ruiKey]));

    // A 422: the correction gets a new key once, and the refused record is superseded and cannot be resent.
    keysSent.length = 0;
    const ines = application('Inês Corrige');
    saveDraft({ ...ines });
    tamper = (body) => ({ ...body, email: 'not-an-email' });
    const refused = await sendApplication(ines, 'pt');
    expect(refused).toMatchObject({ state: 'rejected', fieldErrors: { email: 'email' } });
    const refusedRecord = await getOutboxRecord(refused.key);
    expect(refusedRecord?.state).toBe('rejected');
    expect(refusedRecord && isFixable(refusedRecord)).toBe(true);
    tamper = undefined;

    // The corrected form, submitted twice in one task: one new key, one row.
    const corrected = { ...ines, email: 'ines@example.pt' };
    const [a, b] = await Promise.all([sendApplication(corrected, 'pt'), sendApplication(corrected, 'pt')]);
    expect(a.key).toBe(b.key);
    expect(a.key).not.toBe(refused.key);
    expect([a.state, b.state]).toEqual(['sent', 'sent']);
    expect(stored('Inês Corrige')).toBe(1);
    const superseded = await getOutboxRecord(refused.key);
    expect(superseded).toMatchObject({ state: 'superseded', supersededBy: a.key });
    expect(superseded && isFixable(superseded)).toBe(false);

    // Its fix path followed again (an old tab, the back button), with the same or other data: no second row.
    const again = await sendApplication(corrected, 'pt', refused.key);
    expect(again).toMatchObject({ key: a.key, state: 'sent', reference: a.reference });
    await sendApplication({ ...corrected, localidade: 'Machico' }, 'pt', refused.key);
    expect(stored('Inês Corrige')).toBe(1);
    expect((await getOutboxRecord(a.key))?.state).toBe('sent');
    expect(new Set(keysSent)).toEqual(new Set([refused.key, a.key]));
  });
});
