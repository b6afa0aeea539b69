import * as z from 'zod/mini';
import {
  applicationFields,
  fieldErrorCodes,
  MORADA_PRESET,
  type ApplicationField,
  type FieldErrorCode,
} from './housing-application-fields';

/**
 * The housing application: ONE contract for the form (client) and the server (`POST /sas/registercandidatura`).
 * Rules produce error codes, not texts, so each side words them in the user's language. The rules that depend on
 * the moment and on the API's data (which contests exist, what "today" is) are parameters of
 * `housingApplicationSchema`, so both sides run the same checks with their own inputs.
 */
export { applicationFields, fieldErrorCodes, MORADA_PRESET, type ApplicationField, type FieldErrorCode };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
/** Digits in groups, optionally a leading +; how many digits is checked apart (a regex would count the spaces). */
const PHONE_SHAPE = /^\+?\d[\d ]*\d$/;
/** E.164 allows 15 digits; Portuguese mobiles have 9. */
export const PHONE_DIGITS = { min: 9, max: 15 } as const;
const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
/**
 * What no typed text holds: control characters (C0, DEL, C1: tabs and newlines included), line and paragraph
 * separators, and lone surrogates (half an emoji, which no keyboard types but JSON can carry).
 */
const UNPRINTABLE = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}]/u;

const isPrintable = (value: string) => !UNPRINTABLE.test(value);

const code = (c: FieldErrorCode) => ({ error: c });

function isRealDate(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

export function isPhone(value: string): boolean {
  const digits = value.replace(/\D/g, '').length;
  return PHONE_SHAPE.test(value) && digits >= PHONE_DIGITS.min && digits <= PHONE_DIGITS.max;
}

/** YYYY-MM-DD of `date` on this device's calendar (the form's "today"). */
export function localDay(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const printable = z.refine<string>(isPrintable, code('invalid_characters'));

/** Trimmed, then 1 to `max` characters; `typed` text (not a format checked apart) must also be printable. */
const requiredText = (max: number, typed = true) =>
  z.pipe(
    z.pipe(
      z.string(code('required')),
      z.transform((value) => value.trim()),
    ),
    z
      .string()
      .check(
        z.minLength(1, code('required')),
        z.maxLength(max, code('too_long')),
        ...(typed ? [printable] : []),
      ),
  );

const optionalText = (max: number) =>
  z._default(
    z.pipe(
      z.pipe(
        z.string(),
        z.transform((value) => value.trim()),
      ),
      z.string().check(z.maxLength(max, code('too_long')), printable),
    ),
    '',
  );

const requiredDate = z.pipe(requiredText(10, false), z.string().check(z.refine(isRealDate, code('date'))));

const LETTER = /\p{L}/gu;
/** A full name has at least two letters ("A" or "12" is no one's name); one word is fine: some people have one. */
const hasTwoLetters = (value: string) => (value.match(LETTER)?.length ?? 0) >= 2;

export const ContestChoiceSchema = z.object(
  {
    value: z.string().check(z.minLength(1, code('required')), z.maxLength(40, code('too_long')), printable),
    label: z.string().check(z.maxLength(120, code('too_long')), printable),
  },
  code('required'),
);

/** The field rules that hold whatever the day and the API's data. */
const ApplicationShapeSchema = z.object({
  concurso: ContestChoiceSchema,
  // Required, printable, then a name: each rule with its own code, the first that fails reported.
  nomecompleto: z.pipe(requiredText(200), z.string().check(z.refine(hasTwoLetters, code('name')))),
  numeroaluno: optionalText(20),
  distrito: requiredText(100),
  localidade: requiredText(100),
  alunouma: z.enum(['Sim', 'Não'], code('required')),
  // Their formats refuse what is not printable, with their own codes.
  telemovel: z.pipe(requiredText(25, false), z.string().check(z.refine(isPhone, code('phone')))),
  email: z.pipe(
    requiredText(200, false),
    z.string().check(z.regex(EMAIL, code('email')), z.refine(isPrintable, code('email'))),
  ),
  dataentrada: requiredDate,
  datasaida: requiredDate,
  // Honeypots are judged by isHoneypotTripped, never stored: any value parses, so they never cost a field error.
  enviarPorEmail: z.optional(z.unknown()),
  morada: z.optional(z.unknown()),
});
export type HousingApplication = z.infer<typeof ApplicationShapeSchema>;
export type HousingApplicationInput = z.input<typeof ApplicationShapeSchema>;

export interface ApplicationRules {
  /** The contest type values the API lists (`/sas/alojamento/tiposconcursos`). */
  contests: readonly string[];
  /** The earliest entry date accepted (YYYY-MM-DD): the form's own day; the server's, a day no clock is before. */
  today: string;
}

type Payload = { issues: ReadonlyArray<{ path?: ReadonlyArray<PropertyKey> }> };
/** A cross-field rule runs only when the fields it reads parsed (else it would report on garbage). */
const whenValid =
  (...fields: ApplicationField[]) =>
  (payload: Payload) =>
    !payload.issues.some((issue) => fields.includes(issue.path?.[0] as ApplicationField));

/** What the form posts: every field by name, `concurso` as the chosen `{value,label}`, plus the two honeypots. */
export function housingApplicationSchema({ contests, today }: ApplicationRules) {
  return ApplicationShapeSchema.check(
    z.refine((application) => contests.includes(application.concurso.value), {
      error: 'choice',
      path: ['concurso'],
      when: whenValid('concurso'),
    }),
    // Ahead of date_past, so a past entry date does not hide a leaving date that comes before it.
    z.refine((application) => application.datasaida > application.dataentrada, {
      error: 'date_order',
      path: ['datasaida'],
      when: whenValid('dataentrada', 'datasaida'),
    }),
    z.refine((application) => application.dataentrada >= today, {
      error: 'date_past',
      path: ['dataentrada'],
      when: whenValid('dataentrada'),
    }),
  );
}

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

/** The server's answers, parsed by the client (never cast): a body that fits none is not an answer from this API. */
export const ApplicationAcceptedSchema = z.object({
  reference: z.string().check(z.minLength(1)),
  receivedAt: z.string(),
});
export type ApplicationAccepted = z.infer<typeof ApplicationAcceptedSchema>;

export const ApplicationRejectedSchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    /** Worded in the request's language. */
    fields: z.optional(z.record(z.string(), z.string())),
    /** The same fields as error codes, for a client that words them itself. */
    codes: z.optional(z.record(z.string(), z.string())),
  }),
});
export type ApplicationRejected = z.infer<typeof ApplicationRejectedSchema>;
