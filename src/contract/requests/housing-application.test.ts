import { describe, expect, test } from 'vitest';
import {
  ApplicationAcceptedSchema,
  ApplicationRejectedSchema,
  fieldErrorsOf,
  housingApplicationSchema,
  isHoneypotTripped,
  localDay,
  MORADA_PRESET,
} from './housing-application';

const rules = { contests: ['recandidatura', 'mobilidade'], today: '2027-01-15' };
const HousingApplicationSchema = housingApplicationSchema(rules);

export const validApplication = {
  concurso: { value: 'recandidatura', label: 'Recandidatura' },
  nomecompleto: '  Maria Sousa  ',
  numeroaluno: '',
  distrito: 'Madeira',
  localidade: 'Funchal',
  alunouma: 'Sim',
  telemovel: '912 345 678',
  email: 'maria@example.pt',
  dataentrada: '2027-09-01',
  datasaida: '2028-07-15',
  enviarPorEmail: false,
  morada: MORADA_PRESET,
};

function errorsOf(input: unknown) {
  const result = HousingApplicationSchema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

describe('housing application contract', () => {
  test('[FORM-12] a valid application parses with trimmed text', () => {
    const result = HousingApplicationSchema.safeParse(validApplication);
    expect(result.success).toBe(true);
    expect(result.data?.nomecompleto).toBe('Maria Sousa');
  });

  test('[FORM-03] required fields, blank or missing, are "required"; numeroaluno is optional', () => {
    const blank = {
      ...validApplication,
      nomecompleto: '   ',
      distrito: '',
      email: '',
      numeroaluno: undefined,
    };
    expect(errorsOf(blank)).toEqual({ nomecompleto: 'required', distrito: 'required', email: 'required' });
    const { localidade: _omitted, ...missing } = validApplication;
    expect(errorsOf(missing)).toEqual({ localidade: 'required' });
    expect(errorsOf({ ...validApplication, alunouma: 'Talvez' })).toEqual({ alunouma: 'required' });
  });

  test('[FORM-04] email format', () => {
    expect(errorsOf({ ...validApplication, email: 'maria@' })).toEqual({ email: 'email' });
    expect(errorsOf({ ...validApplication, email: 'maria example.pt' })).toEqual({ email: 'email' });
  });

  test('[FORM-12] plausible phone, real dates, leaving after entering', () => {
    expect(errorsOf({ ...validApplication, telemovel: '12ab' })).toEqual({ telemovel: 'phone' });
    expect(errorsOf({ ...validApplication, telemovel: '+351 912 345 678' })).toEqual({});
    expect(errorsOf({ ...validApplication, dataentrada: '2027-02-30' })).toEqual({ dataentrada: 'date' });
    expect(errorsOf({ ...validApplication, datasaida: '2027-08-01' })).toEqual({ datasaida: 'date_order' });
    expect(errorsOf({ ...validApplication, datasaida: '2027-09-01' })).toEqual({ datasaida: 'date_order' });
  });

  test('only a contest the API lists, 9 to 15 phone digits, an entry date from today on', () => {
    const contest = (value: string) => ({ ...validApplication, concurso: { value, label: value } });
    expect(errorsOf(contest('mobilidade'))).toEqual({});
    expect(errorsOf(contest('doutoramento'))).toEqual({ concurso: 'choice' });
    expect(errorsOf({ ...validApplication, telemovel: '1'.repeat(19) })).toEqual({ telemovel: 'phone' });
    expect(errorsOf({ ...validApplication, telemovel: '1'.repeat(16) })).toEqual({ telemovel: 'phone' });
    expect(errorsOf({ ...validApplication, telemovel: '1'.repeat(15) })).toEqual({});
    expect(errorsOf({ ...validApplication, telemovel: '91 234 567' })).toEqual({ telemovel: 'phone' });
    expect(errorsOf({ ...validApplication, telemovel: '912  345 678' })).toEqual({});
    const entering = (dataentrada: string, datasaida = '2028-07-15') => ({
      ...validApplication,
      dataentrada,
      datasaida,
    });
    expect(errorsOf(entering('2027-01-15'))).toEqual({});
    expect(errorsOf(entering('2027-01-14'))).toEqual({ dataentrada: 'date_past' });
    // A past entry date is reported on its own field; the leaving date still has to come after it.
    expect(errorsOf(entering('2020-01-01', '2019-01-01'))).toEqual({
      dataentrada: 'date_past',
      datasaida: 'date_order',
    });
    expect(localDay(new Date(2027, 0, 5, 23, 59))).toBe('2027-01-05');
  });

  test('[OUT-16] a name of only \\u0000 is refused as invalid_characters', () => {
    expect(errorsOf({ ...validApplication, nomecompleto: '\u0000' })).toEqual({
      nomecompleto: 'invalid_characters',
    });
  });

  test('[OUT-16] a name with a \\u0007 inside is refused as invalid_characters', () => {
    expect(errorsOf({ ...validApplication, nomecompleto: 'Maria\u0007 Sousa' })).toEqual({
      nomecompleto: 'invalid_characters',
    });
  });

  test('[OUT-16] an address (town, district) with a newline inside is refused as invalid_characters', () => {
    expect(errorsOf({ ...validApplication, localidade: 'Rua do Carmo 12\nFunchal' })).toEqual({
      localidade: 'invalid_characters',
    });
    expect(errorsOf({ ...validApplication, distrito: 'Madeira\r\nPorto Santo' })).toEqual({
      distrito: 'invalid_characters',
    });
    // The hidden `morada` is the honeypot, never stored: any change to it, a newline too, marks a bot.
    expect(isHoneypotTripped({ enviarPorEmail: false, morada: `${MORADA_PRESET}\n` })).toBe(true);
  });

  test('[OUT-16] every typed text refuses C0, DEL, C1, line separators and lone surrogates', () => {
    const bad = [
      '\u0000',
      '\t',
      '\u001f',
      '\u007f',
      '\u0085',
      '\u009f',
      '\u2028',
      '\u2029',
      '\ud800',
      '\udfff',
    ];
    for (const char of bad) {
      const text = `a${char}b`;
      expect(
        errorsOf({
          ...validApplication,
          concurso: { value: 'recandidatura', label: text },
          nomecompleto: text,
          numeroaluno: text,
          distrito: text,
          localidade: text,
        }),
        JSON.stringify(char),
      ).toEqual({
        concurso: 'invalid_characters',
        nomecompleto: 'invalid_characters',
        numeroaluno: 'invalid_characters',
        distrito: 'invalid_characters',
        localidade: 'invalid_characters',
      });
      // Formats keep their own codes.
      expect(errorsOf({ ...validApplication, email: `ma${char}ria@example.pt` })).toEqual({ email: 'email' });
      expect(errorsOf({ ...validApplication, telemovel: `912${char}345678` })).toEqual({
        telemovel: 'phone',
      });
    }
  });

  test('[OUT-16] accented names, apostrophes, hyphens and emoji are accepted; outer newlines are trimmed', () => {
    for (const nomecompleto of [
      'Ana Luísa Gonçalves',
      "João D'Ávila-Nóbrega",
      'Zoë Ørsted 😀',
      'Łukasz Żółć',
    ]) {
      expect(
        errorsOf({ ...validApplication, nomecompleto, localidade: 'Câmara de Lobos' }),
        nomecompleto,
      ).toEqual({});
    }
    const result = HousingApplicationSchema.safeParse({
      ...validApplication,
      nomecompleto: '\nAna Luísa\r\n',
    });
    expect(result.data?.nomecompleto).toBe('Ana Luísa');
  });

  test('[FORM-12] a full name has at least two letters: one letter, or digits and signs only, are refused', () => {
    for (const nomecompleto of ['A', ' a ', 'A.', '12', '-- .']) {
      expect(errorsOf({ ...validApplication, nomecompleto }), nomecompleto).toEqual({ nomecompleto: 'name' });
    }
    for (const nomecompleto of ['Ng', 'Lu Xu', 'Estudante 12']) {
      expect(errorsOf({ ...validApplication, nomecompleto }), nomecompleto).toEqual({});
    }
  });

  test('the server answers parse with the shared schemas', () => {
    expect(
      ApplicationAcceptedSchema.safeParse({ reference: 'SAS-2027-000001', receivedAt: 'x' }).success,
    ).toBe(true);
    expect(ApplicationAcceptedSchema.safeParse({ queued: true }).success).toBe(false);
    expect(
      ApplicationRejectedSchema.safeParse({
        error: { code: 'validation', message: 'm', fields: { email: 'e' }, codes: { email: 'email' } },
      }).success,
    ).toBe(true);
    expect(ApplicationRejectedSchema.safeParse({ error: 'down' }).success).toBe(false);
  });

  test('[FORM-08] honeypots: a ticked box or a changed address is a bot', () => {
    expect(isHoneypotTripped(validApplication)).toBe(false);
    expect(isHoneypotTripped({ enviarPorEmail: '1', morada: MORADA_PRESET })).toBe(true);
    expect(isHoneypotTripped({ enviarPorEmail: false, morada: 'Rua Nova 1' })).toBe(true);
    expect(isHoneypotTripped({ enviarPorEmail: false, morada: '' })).toBe(true);
  });
});
