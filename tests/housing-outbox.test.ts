import { IDBFactory } from 'fake-indexeddb';
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from 'vitest';
import {
  housingApplicationSchema,
  localDay,
  type HousingApplication,
} from '../src/contract/requests/housing-application';
import { clearDraft, draftKey, saveDraft } from '../src/features/housing/application-draft';
import { sendApplication } from '../src/features/housing/send-application';
import { isFixable } from '../src/outbox/outbox-fixable';
import { postApplication, replayOutbox } from '../src/outbox/outbox-send';
import { getOutboxRecord, listOutboxRecords, patchOutboxRecord } from '../src/outbox/outbox-store';
import { listApplications } from '../server/src/routes/applications/applications.store';
import { createTestApp, TEST_NOW, VALID_APPLICATION, type TestApp } from '../server/src/test-utils/test-app';

// The page's send path (draft key, outbox records, the real fetch body) against the real server, in process.
let t: TestApp;
/** Changes a body on its way to the server, like the e2e proxy that mangles a field. */
let tamper: ((body: Record<string, unknown>) => Record<string, unknown>) | undefined;
/** The server stores the post but its answer never arrives. */
let loseNextAnswer = false;
/** No network: every post fails before reaching the server. */
let offline = false;
/** The network takes the post and never answers (until the request is aborted). */
let hang = false;
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
  // The device's clock (outbox records' dates, the retention) is the server's, TEST_NOW. Faked after the app is
  // made, so its rate limiter keeps the real clock; only Date, so IndexedDB's callbacks and the timeouts still run.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_NOW);
  vi.stubGlobal('indexedDB', new IDBFactory());
  vi.stubGlobal('localStorage', memoryStorage());
  vi.stubGlobal('fetch', async (input: string, init: RequestInit) => {
    if (offline) throw new TypeError('Failed to fetch');
    if (hang) {
      return new Promise<Response>((_, reject) =>
        init.signal?.addEventListener('abort', () => reject(new DOMException('Aborted', 'AbortError'))),
      );
    }
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
  vi.useRealTimers();
  vi.unstubAllGlobals();
  t.close();
});
beforeEach(() => {
  clearDraft();
  offline = false;
  hang = false;
  tamper = undefined;
  keysSent.length = 0;
});

const rules = { contests: ['recandidatura', 'mobilidade'], today: localDay(TEST_NOW) };
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
    // Stored, but the answer was lost: it waits on the device under its key.
    expect(await sendApplication(rui, 'pt')).toMatchObject({ key: ruiKey, state: 'queued' });
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

describe('housing application: the outbox loses nothing', () => {
  const rowsOf = (name: string) => listApplications(t.db).filter((row) => row.nomecompleto === name);

  test('[OUT-14] an edit while it waits replaces the waiting application: one entry, the corrected data stored once', async () => {
    const first = application('Teresa Edita');
    saveDraft({ ...first });
    offline = true;
    const queued = await sendApplication(first, 'pt');
    expect(queued.state).toBe('queued');
    const corrected = { ...first, email: 'teresa.correta@example.pt' };
    const again = await sendApplication(corrected, 'pt');
    expect(again).toMatchObject({ key: queued.key, state: 'queued' });
    const waiting = (await listOutboxRecords()).filter((record) => record.key === queued.key);
    expect(waiting).toHaveLength(1);
    expect(waiting[0]?.data).toMatchObject({ email: 'teresa.correta@example.pt' });

    offline = false;
    expect(await replayOutbox()).toEqual({ waiting: 0 });
    expect(rowsOf('Teresa Edita').map((row) => row.email)).toEqual(['teresa.correta@example.pt']);
    expect(await getOutboxRecord(queued.key)).toMatchObject({ state: 'sent', reference: expect.any(String) });
  });

  test('[OUT-12] [OUT-13] a post its sender never finished (stored by the server, answer lost) is sent again with its key and shown as sent with the reference', async () => {
    const carlos = application('Carlos Interrompido');
    saveDraft({ ...carlos });
    const key = draftKey();
    // The worker posted it and stopped before writing the outcome: the record says 'sending'.
    await patchOutboxRecord(
      key,
      { state: 'sending' },
      {
        key,
        createdAt: TEST_NOW.toISOString(),
        contestLabel: 'Recandidatura',
        applicant: carlos.nomecompleto,
        data: { ...carlos },
        lang: 'pt',
      },
    );
    loseNextAnswer = true;
    expect((await postApplication((await getOutboxRecord(key))!)).outcome).toBeUndefined();
    expect(rowsOf('Carlos Interrompido')).toHaveLength(1);

    expect(await replayOutbox()).toEqual({ waiting: 0 });
    const record = await getOutboxRecord(key);
    expect(record).toMatchObject({ state: 'sent', reference: rowsOf('Carlos Interrompido')[0]?.reference });
    expect(rowsOf('Carlos Interrompido')).toHaveLength(1);
  });

  test('[OUT-12] a post that hangs is given up after its timeout and the application keeps waiting', async () => {
    const dora = application('Dora Espera');
    saveDraft({ ...dora });
    hang = true;
    const key = draftKey();
    await patchOutboxRecord(
      key,
      { state: 'queued' },
      {
        key,
        createdAt: TEST_NOW.toISOString(),
        contestLabel: 'Recandidatura',
        applicant: dora.nomecompleto,
        data: { ...dora },
        lang: 'pt',
      },
    );
    expect(await postApplication((await getOutboxRecord(key))!, 50)).toEqual({});
    hang = false;
    expect(await replayOutbox()).toEqual({ waiting: 0 });
    expect(rowsOf('Dora Espera')).toHaveLength(1);
  });

  test('[OUT-15] an application that waited past the retention is not sent by itself: the student is told and resends it under its key', async () => {
    const eva = application('Eva Quinze Dias');
    saveDraft({ ...eva });
    const key = draftKey();
    const longAgo = new Date(TEST_NOW.getTime() - 15 * 24 * 60 * 60 * 1000).toISOString();
    await patchOutboxRecord(
      key,
      { state: 'queued' },
      {
        key,
        createdAt: longAgo,
        contestLabel: 'Recandidatura',
        applicant: eva.nomecompleto,
        data: { ...eva },
        lang: 'pt',
      },
    );
    keysSent.length = 0;
    expect(await replayOutbox()).toEqual({ waiting: 0 });
    const expired = await getOutboxRecord(key);
    expect(expired).toMatchObject({ state: 'expired', data: { nomecompleto: 'Eva Quinze Dias' } });
    expect(expired && isFixable(expired)).toBe(true);
    expect(keysSent).toEqual([]);
    expect(rowsOf('Eva Quinze Dias')).toHaveLength(0);

    const resent = await sendApplication(eva, 'pt', key);
    expect(resent).toMatchObject({ key, state: 'sent' });
    expect(rowsOf('Eva Quinze Dias')).toHaveLength(1);
  });

  test('[LAW-05] [OUT-09] sent by a replay while the form kept its draft: the device keeps no answers, yet the same answers submitted again are that application, not a second one', async () => {
    const gil = application('Gil Enviado Em Fundo');
    saveDraft({ ...gil });
    offline = true;
    const queued = await sendApplication(gil, 'pt');
    expect(queued.state).toBe('queued');
    offline = false;
    // The worker sends it while the app is closed: the draft (and its key) is still there.
    expect(await replayOutbox()).toEqual({ waiting: 0 });
    const sent = await getOutboxRecord(queued.key);
    expect(sent).toMatchObject({
      state: 'sent',
      contestLabel: gil.concurso.label,
      reference: expect.any(String),
    });
    expect(JSON.stringify(sent)).not.toContain('Gil Enviado Em Fundo');
    expect(JSON.stringify(sent)).not.toContain(gil.email);

    const again = await sendApplication(gil, 'pt');
    expect(again).toMatchObject({ key: queued.key, state: 'sent', reference: sent?.reference });
    expect(rowsOf('Gil Enviado Em Fundo')).toHaveLength(1);
    // Other answers under that draft are another application, under a new key.
    saveDraft({ ...gil, localidade: 'Machico' });
    const other = await sendApplication({ ...gil, localidade: 'Machico' }, 'pt');
    expect(other.key).not.toBe(queued.key);
    expect(rowsOf('Gil Enviado Em Fundo')).toHaveLength(2);
  });
});
