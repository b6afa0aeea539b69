import { beforeAll, describe, expect, test } from 'vitest';
import {
  ApplicationRejectedSchema,
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
import { listApplications } from './applications.store';
import { MAX_APPLICATION_BYTES } from './applications.index';

const t = useTestApp();
/** What the form runs: the contest types the API lists, and the device's day. */
let formRules: ApplicationRules;
beforeAll(async () => {
  const types = await getJson<{ value: string }[]>(t.app, '/api/sas/alojamento/tiposconcursos');
  formRules = { contests: types.body.map((type) => type.value), today: localDay(TEST_NOW) };
});

const rows = () => listApplications(t.db).length;

/** The form's verdict on a body: the field codes it shows, or undefined when it would send it. */
function formVerdict(body: unknown): Record<string, string> | undefined {
  const result = housingApplicationSchema(formRules).safeParse(body);
  return result.success ? undefined : fieldErrorsOf(result.error.issues);
}

/** Posts a body and checks the server agrees with the form: 4xx with the form's codes, or 201. */
async function expectServerAgrees(body: unknown): Promise<number> {
  const res = await postApplication(t.app, body);
  const expected = formVerdict(body);
  if (!expected) {
    expect(res.status, JSON.stringify(body)).toBe(201);
    return res.status;
  }
  expect(res.status, JSON.stringify(body)).toBe(422);
  const answer = ApplicationRejectedSchema.parse(await res.json());
  expect(answer.error.codes, JSON.stringify(body)).toEqual(expected);
  expect(Object.keys(answer.error.fields ?? {}).sort()).toEqual(Object.keys(expected).sort());
  return res.status;
}

const nested = (depth: number, open = '[', close = ']') => open.repeat(depth) + close.repeat(depth);
const deepObject = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

describe('POST /api/sas/registercandidatura against the shared contract', () => {
  test('[OUT-10] the server rejects what the form rejects (contest, phone, dates) with its codes; deep or oversized bodies get a 4xx, never a 5xx', async () => {
    const before = rows();
    const cases: Record<string, unknown>[] = [
      { ...valid, concurso: { value: 'doutoramento', label: 'Doutoramento' } },
      { ...valid, concurso: { value: '', label: '' } },
      { ...valid, telemovel: '1234567890123456789' },
      { ...valid, telemovel: '12345678' },
      { ...valid, telemovel: '+351 912 345 678 9012' },
      { ...valid, dataentrada: '2026-03-01', datasaida: '2026-07-01' },
      { ...valid, dataentrada: '2020-01-01', datasaida: '2019-01-01' },
      { ...valid, datasaida: valid.dataentrada },
      { ...valid, dataentrada: '2026-02-30' },
      { ...valid, nomecompleto: ' ', email: 'maria@' },
    ];
    for (const body of cases) {
      expect(formVerdict(body), JSON.stringify(body)).toBeDefined();
      await expectServerAgrees(body);
    }
    expect(rows()).toBe(before);

    // Bodies no form makes: nesting is refused before anything recursive runs; size before the body is read.
    const hostile = [
      `{"concurso":${nested(5_000)}}`,
      `{"nomecompleto":${nested(2_000, '{"a":', '}')}}`,
      deepObject(2_000),
      nested(5_000),
      JSON.stringify({ ...valid, nomecompleto: 'x'.repeat(MAX_APPLICATION_BYTES) }),
    ];
    const statuses = await Promise.all(
      hostile.map(async (body) => (await postApplication(t.app, body)).status),
    );
    expect(statuses).toEqual([400, 400, 400, 400, 413]);
    expect(rows()).toBe(before);

    // What the form accepts, the server stores: today's entry date, a 15-digit phone, the last listed contest.
    const lastContest = formRules.contests.at(-1) ?? '';
    expect(
      await expectServerAgrees({
        ...valid,
        concurso: { value: lastContest, label: lastContest },
        telemovel: '+351 912 345 678 90',
        dataentrada: formRules.today,
      }),
    ).toBe(201);
    expect(rows()).toBe(before + 1);
  });
});
