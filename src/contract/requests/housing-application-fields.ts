/**
 * The housing application's field names, error codes and honeypot preset: the part of its contract
 * (housing-application.ts) without zod, for the form's first render, which comes before zod and its rules load.
 */
export const fieldErrorCodes = [
  'required',
  'email',
  'phone',
  'date',
  'date_past',
  'date_order',
  'too_long',
  'choice',
  'invalid_characters',
  'name',
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
