import { beforeAll, expect, test } from 'vitest';
import {
  ApplicationRejectedSchema,
  applicationFields,
  fieldErrorsOf,
  housingApplicationSchema,
  localDay,
  type ApplicationRules,
} from '../../../../src/contract/requests/housing-application';
import {
  getJson,
  postApplication,
  TEST_NOW,
  useTestApp,
  VALID_APPLICATION as valid,
} from '../../test-utils/test-app';
import { MAX_APPLICATION_BYTES } from './applications.index';
import { listApplications } from './applications.store';

const CORPUS_SIZE = 2_100;

const t = useTestApp();
let formRules: ApplicationRules;
beforeAll(async () => {
  const types = await getJson<{ value: string }[]>(t.app, '/api/sas/alojamento/tiposconcursos');
  formRules = { contests: types.body.map((type) => type.value), today: localDay(TEST_NOW) };
});

/** mulberry32: the same corpus on every run, so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  const next = () => {
    state = (state + 0x6d2b79f5) | 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[int(0, list.length - 1)] as T;
  return { next, int, pick };
}

type Post =
  | { kind: 'fields'; text: string; codes: Record<string, string> }
  | { kind: 'raw'; text: string; headers?: { key?: string | null; type?: string } };

function corpus(size: number): Post[] {
  const { next, int, pick } = random(2026);
  const junk: unknown[] = [
    null,
    0,
    -1,
    1e308,
    true,
    false,
    [],
    {},
    [valid.nomecompleto],
    { value: 'x' },
    '',
    ' ',
    '\t\n',
    '\u0000',
    '<script>alert(1)</script>',
    '😀'.repeat(60),
  ];
  const byField: Partial<Record<string, readonly unknown[]>> = {
    concurso: [
      'recandidatura',
      { value: 'doutoramento', label: 'Doutoramento' },
      { value: 'recandidatura' },
      { label: 'Recandidatura' },
      { value: 'x'.repeat(41), label: 'x' },
      { value: 'recandidatura', label: 'x'.repeat(121) },
    ],
    email: ['a', 'a@', '@b.pt', 'a b@c.pt', 'a@b.c', `${'x'.repeat(200)}@b.pt`],
    telemovel: [
      'abc',
      '12',
      '+',
      '12345678',
      '1'.repeat(16),
      '9'.repeat(19),
      '+351 9123 4567 8901 23',
      '91-234-5678',
    ],
    dataentrada: ['2026-02-30', '2026-13-01', 'amanhã', '01/09/2026', '2020-01-01', '2026-03-01', '2026-9-1'],
    datasaida: ['2026-02-30', '2026-08-31', '2026-09-01', '2020-01-01', '2027-7-15'],
    alunouma: ['sim', 'Yes', 'Talvez', ''],
    nomecompleto: ['x'.repeat(201), '   '],
    numeroaluno: ['1'.repeat(21), 2045123],
    distrito: ['x'.repeat(101)],
    localidade: ['x'.repeat(101)],
  };
  const mutate = (body: Record<string, unknown>) => {
    const field = pick(applicationFields);
    const roll = next();
    if (roll < 0.2) delete body[field];
    else if (roll < 0.5) body[field] = pick(junk);
    else body[field] = pick(byField[field] ?? junk);
  };
  const raw = (): Post => {
    const text = JSON.stringify(valid);
    const depth = int(9, 5_000);
    const options: Post[] = [
      {
        kind: 'raw',
        text: pick(['', '{', '}', '[]', 'null', '"texto"', '42', '{"concurso":', '\u0000', 'nope']),
      },
      { kind: 'raw', text: text.slice(0, int(1, text.length - 1)) },
      { kind: 'raw', text: `{"concurso":${'['.repeat(depth)}${']'.repeat(depth)}}` },
      {
        kind: 'raw',
        text: `${'{"a":'.repeat(Math.min(depth, 2_500))}1${'}'.repeat(Math.min(depth, 2_500))}`,
      },
      { kind: 'raw', text: '['.repeat(depth) + ']'.repeat(depth) },
      { kind: 'raw', text: JSON.stringify({ ...valid, nomecompleto: 'x'.repeat(MAX_APPLICATION_BYTES) }) },
      { kind: 'raw', text, headers: { key: null } },
      { kind: 'raw', text, headers: { key: pick(['short', 'x'.repeat(129), 'has space here', 'çççççççç']) } },
      { kind: 'raw', text, headers: { type: pick(['text/plain', 'application/x-www-form-urlencoded', '']) } },
    ];
    return pick(options);
  };
  const posts: Post[] = [];
  const schema = housingApplicationSchema(formRules);
  while (posts.length < size) {
    if (next() < 0.2) {
      posts.push(raw());
      continue;
    }
    const body: Record<string, unknown> = { ...valid }; // mutations replace whole fields, never edit in place
    for (let n = int(1, 3); n > 0; n -= 1) mutate(body);
    const verdict = schema.safeParse(body);
    if (verdict.success) continue; // a mutation that left it valid (e.g. numeroaluno '') is not malformed
    const json = JSON.stringify(body);
    // An own "__proto__" key must be data, never a prototype.
    const text = next() < 0.1 ? json.replace(/^\{/, '{"__proto__":{"polluted":true},') : json;
    posts.push({ kind: 'fields', text, codes: fieldErrorsOf(verdict.error.issues) });
  }
  return posts;
}

test(`[OUT-10] ${CORPUS_SIZE} generated malformed posts: each gets the form's verdict as a 4xx, never a 5xx; no deep or oversized body crashes; nothing is stored`, async () => {
  const posts = corpus(CORPUS_SIZE);
  const before = listApplications(t.db).length;
  const started = performance.now();
  const results: { post: Post; status: number; body: unknown }[] = [];
  for (let i = 0; i < posts.length; i += 200) {
    const batch = posts.slice(i, i + 200);
    results.push(
      ...(await Promise.all(
        batch.map(async (post) => {
          const res = await postApplication(t.app, post.text, post.kind === 'raw' ? post.headers : {});
          return { post, status: res.status, body: (await res.json()) as unknown };
        }),
      )),
    );
  }
  const elapsed = performance.now() - started;

  expect(results.filter((r) => r.status >= 500)).toHaveLength(0);
  const not4xx = results.filter((r) => r.status < 400 || r.status >= 500);
  expect(not4xx.map((r) => `${r.status} ${r.post.text.slice(0, 80)}`)).toEqual([]);
  for (const { post, status, body } of results) {
    if (post.kind !== 'fields') continue;
    expect(status, post.text).toBe(422);
    expect(ApplicationRejectedSchema.parse(body).error.codes, post.text).toEqual(post.codes);
  }
  expect(listApplications(t.db).length).toBe(before);
  expect({} as Record<string, unknown>).not.toHaveProperty('polluted');
  // In process, so the corpus stays a small part of the unit suite (about two seconds on 2 cores).
  expect(elapsed).toBeLessThan(30_000);
});
