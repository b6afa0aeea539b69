import { randomUUID } from 'node:crypto';
import { describe, expect, test } from 'vitest';
import { MORADA_PRESET } from '../../../../src/contract/requests/housing-application';
import { useTestApp } from '../../test-utils/test-app';
import { listApplications } from './applications.store';

const valid = {
  concurso: { value: 'recandidatura', label: 'Recandidatura' },
  nomecompleto: 'Maria Sousa',
  numeroaluno: '2045123',
  distrito: 'Madeira',
  localidade: 'Funchal',
  alunouma: 'Sim',
  telemovel: '912 345 678',
  email: 'maria@example.pt',
  dataentrada: '2026-09-01',
  datasaida: '2027-07-15',
  enviarPorEmail: false,
  morada: MORADA_PRESET,
};

const t = useTestApp({ rateLimit: { perMinute: 1, burst: 12 } });

const rows = () => listApplications(t.db).length;

function post(body: unknown, options: { key?: string | null; type?: string; lang?: string } = {}) {
  const headers: Record<string, string> = { 'Content-Type': options.type ?? 'application/json' };
  if (options.key !== null) headers['Idempotency-Key'] = options.key ?? randomUUID();
  const query = options.lang ? `?idioma=${options.lang}` : '';
  return t.app.request(`/api/sas/registercandidatura${query}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/sas/registercandidatura', () => {
  test('[OUT-07] a valid application is stored before 201 and gets a reference', async () => {
    const before = rows();
    const res = await post(valid);
    expect(res.status).toBe(201);
    const body = (await res.json()) as { reference: string; receivedAt: string };
    expect(body.reference).toMatch(/^SAS-\d{4}-\d{6}$/);
    expect(rows()).toBe(before + 1);
    const stored = listApplications(t.db).at(-1);
    expect(stored).toMatchObject({
      reference: body.reference,
      nomecompleto: 'Maria Sousa',
      concurso_value: 'recandidatura',
    });
  });

  test('[OUT-05] the same key and body answers the first reference and stores nothing new', async () => {
    const key = randomUUID();
    const first = (await (await post(valid, { key })).json()) as { reference: string };
    const before = rows();
    const again = await post({ ...valid }, { key });
    expect(again.status).toBe(201);
    expect(again.headers.get('Idempotent-Replayed')).toBe('true');
    expect(((await again.json()) as { reference: string }).reference).toBe(first.reference);
    // Key order does not make it "another body".
    const reordered = Object.fromEntries(Object.entries(valid).reverse());
    expect((await post(reordered, { key })).status).toBe(201);
    expect(rows()).toBe(before);
  });

  test('[OUT-05] the same key with another body is 422 and stores nothing', async () => {
    const key = randomUUID();
    await post(valid, { key });
    const before = rows();
    const res = await post({ ...valid, nomecompleto: 'Outra Pessoa' }, { key });
    expect(res.status).toBe(422);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('idempotency_mismatch');
    expect(rows()).toBe(before);
  });

  test('[OUT-06] an invalid body is 422 with field errors in the request language', async () => {
    const before = rows();
    const bad = { ...valid, email: 'nope', nomecompleto: ' ', datasaida: '2026-08-01' };
    const pt = await post(bad);
    expect(pt.status).toBe(422);
    const ptBody = (await pt.json()) as {
      error: { code: string; fields: Record<string, string>; codes: Record<string, string> };
    };
    expect(ptBody.error.code).toBe('validation');
    expect(ptBody.error.fields).toEqual({
      email: 'Introduza um valor com o formato de email',
      nomecompleto: 'O campo é de preenchimento obrigatório',
      datasaida: 'A data de saída tem de ser posterior à data de entrada',
    });
    const en = (await (await post(bad, { lang: 'en' })).json()) as {
      error: { fields: Record<string, string> };
    };
    expect(en.error.fields.email).toBe('Enter a value in email format');
    expect(rows()).toBe(before);
  });

  test('[OUT-16] a name of only \\u0000 is 422 with the invalid_characters field error; nothing stored', async () => {
    const before = rows();
    const res = await post({ ...valid, nomecompleto: '\u0000' });
    expect(res.status).toBe(422);
    const body = (await res.json()) as {
      error: { code: string; fields: Record<string, string>; codes: Record<string, string> };
    };
    expect(body.error.code).toBe('validation');
    expect(body.error.codes).toEqual({ nomecompleto: 'invalid_characters' });
    expect(body.error.fields).toEqual({ nomecompleto: 'O texto contém caracteres não permitidos' });
    const en = (await (await post({ ...valid, localidade: 'Funchal\nSé' }, { lang: 'en' })).json()) as {
      error: { fields: Record<string, string> };
    };
    expect(en.error.fields).toEqual({ localidade: 'The text contains characters that are not allowed' });
    expect(rows()).toBe(before);
  });

  test('[FORM-12] a one-letter name is 422 with the name field error, worded in the request language', async () => {
    const before = rows();
    const pt = (await (await post({ ...valid, nomecompleto: 'A' })).json()) as {
      error: { fields: Record<string, string>; codes: Record<string, string> };
    };
    expect(pt.error.codes).toEqual({ nomecompleto: 'name' });
    expect(pt.error.fields).toEqual({ nomecompleto: 'Escreva o nome completo, com pelo menos duas letras' });
    const en = (await (await post({ ...valid, nomecompleto: 'A' }, { lang: 'en' })).json()) as {
      error: { fields: Record<string, string> };
    };
    expect(en.error.fields).toEqual({ nomecompleto: 'Enter your full name, with at least two letters' });
    expect(rows()).toBe(before);
  });

  test('[FORM-08] a tripped honeypot answers 2xx and stores nothing', async () => {
    const before = rows();
    const ticked = await post({ ...valid, enviarPorEmail: '1' });
    const moved = await post({ ...valid, morada: 'Rua Falsa 1' });
    expect(ticked.status).toBe(201);
    expect(moved.status).toBe(201);
    expect(rows()).toBe(before);
  });

  test('[OUT-06] no key -> 400, wrong type -> 415, not JSON -> 400, too large -> 413', async () => {
    const before = rows();
    const noKey = await post(valid, { key: null });
    expect(noKey.status).toBe(400);
    expect(((await noKey.json()) as { error: { code: string } }).error.code).toBe('missing_idempotency_key');
    expect((await post(valid, { type: 'text/plain' })).status).toBe(415);
    expect((await post('{"concurso": ', {})).status).toBe(400);
    expect((await post('[1,2]', {})).status).toBe(400);
    const huge = await post({ ...valid, nomecompleto: 'x'.repeat(20_000) });
    expect(huge.status).toBe(413);
    expect(huge.headers.get('content-type')).toContain('application/json');
    expect(rows()).toBe(before);
  });

  test('[OUT-06] too many new applications from one client -> 429 with Retry-After; replays still pass', async () => {
    const key = randomUUID();
    expect((await post(valid, { key })).status).toBe(201);
    let limited: Response | undefined;
    for (let i = 0; i < 20 && !limited; i += 1) {
      const res = await post(valid);
      if (res.status === 429) limited = res;
    }
    expect(limited?.status).toBe(429);
    expect(Number(limited?.headers.get('Retry-After'))).toBeGreaterThan(0);
    // A queued resend of an application already stored is not a new application.
    expect((await post(valid, { key })).status).toBe(201);
  });
});
