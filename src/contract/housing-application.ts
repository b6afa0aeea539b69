import * as z from 'zod/mini';

/**
 * The housing application: ONE contract for the form (client) and the server (`POST /sas/registercandidatura`).
 * Rules produce error codes, not texts, so each side words them in the user's language.
 */
export const fieldErrorCodes = [
  'required',
  'email',
  'phone',
  'date',
  'date_order',
  'too_long',
  'choice',
] as const;
export type FieldErrorCode = (typeof fieldErrorCodes)[number];

export const applicationFields = [
  'concurso',
  'nomecompleto',
  'numeroaluno',
  'distrito',
  'localidade',
  'alunouma',
  'telemovel',
  'email',
  'dataentrada',
  'datasaida',
] as const;
export type ApplicationField = (typeof applicationFields)[number];

/** The honeypot text field's preset value: a person never sees the field, so it stays exactly this. */
export const MORADA_PRESET = 'Rua do Mel';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** 9 to 15 digits, optionally a leading + and spaces between groups (Portuguese mobiles: 9 digits). */
const PHONE = /^\+?\d[\d ]{7,18}\d$/;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;

const code = (c: FieldErrorCode) => ({ error: c });

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const requiredText = (max: number) =>
  z.pipe(
    z.pipe(
      z.string(code('required')),
      z.transform((value) => value.trim()),
    ),
    z.string().check(z.minLength(1, code('required')), z.maxLength(max, code('too_long'))),
  );

const optionalText = (max: number) =>
  z._default(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim()),
      ),
      z.string().check(z.maxLength(max, code('too_long'))),
    ),
    '',
  );

const requiredDate = z.pipe(requiredText(10), z.string().check(z.refine(isRealDate, code('date'))));

export const ContestChoiceSchema = z.object(
  {
    value: z.string().check(z.minLength(1, code('required')), z.maxLength(40, code('too_long'))),
    label: z.string().check(z.maxLength(120, code('too_long'))),
  },
  code('required'),
);

/** What the form posts: every field by name, `concurso` as the chosen `{value,label}`, plus the two honeypots. */
export const HousingApplicationSchema = z
  .object({
    concurso: ContestChoiceSchema,
    nomecompleto: requiredText(200),
    numeroaluno: optionalText(20),
    distrito: requiredText(100),
    localidade: requiredText(100),
    alunouma: z.enum(['Sim', 'Não'], code('required')),
    telemovel: z.pipe(requiredText(25), z.string().check(z.regex(PHONE, code('phone')))),
    email: z.pipe(requiredText(200), z.string().check(z.regex(EMAIL, code('email')))),
    dataentrada: requiredDate,
    datasaida: requiredDate,
    enviarPorEmail: z.optional(z.union([z.boolean(), z.string()])),
    morada: z.optional(z.string()),
  })
  .check(
    z.refine((application) => application.datasaida > application.dataentrada, {
      error: 'date_order',
      path: ['datasaida'],
      when: (payload) =>
        !payload.issues.some((issue) => issue.path?.[0] === 'dataentrada' || issue.path?.[0] === 'datasaida'),
    }),
  );
export type HousingApplication = z.infer<typeof HousingApplicationSchema>;
export type HousingApplicationInput = z.input<typeof HousingApplicationSchema>;

/** A bot fills hidden fields: the checkbox is ticked or the preset address was changed. */
export function isHoneypotTripped(body: { enviarPorEmail?: unknown; morada?: unknown }): boolean {
  const ticked = body.enviarPorEmail === true || body.enviarPorEmail === '1' || body.enviarPorEmail === 'on';
  const morada = typeof body.morada === 'string' ? body.morada : MORADA_PRESET;
  return ticked || morada !== MORADA_PRESET;
}

export type FieldErrors = Partial<Record<ApplicationField, FieldErrorCode>>;

/** The first error code per field, from a failed parse (unknown codes become 'required'). */
export function fieldErrorsOf(
  issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey>; message: string }>,
): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path?.[0];
    if (typeof field !== 'string' || !(applicationFields as readonly string[]).includes(field)) continue;
    const key = field as ApplicationField;
    if (errors[key]) continue;
    errors[key] = (fieldErrorCodes as readonly string[]).includes(issue.message)
      ? (issue.message as FieldErrorCode)
      : 'required';
  }
  return errors;
}

/** Server answers (also the client's view of them). */
export interface ApplicationAccepted {
  reference: string;
  receivedAt: string;
}
export interface ApplicationRejected {
  error: {
    code: 'validation' | 'idempotency_mismatch' | string;
    message: string;
    fields?: Record<string, string>;
  };
}
