import type { Context } from 'hono';
import { z } from 'zod';
import { fromCompactDay } from './dates';
import { badRequest } from './errors';
import type { Lang } from './i18n';
import { documentTypes, type DocumentType } from '../../../src/contract/document-types';

/** An empty query value (`?filter=`) means "not given". */
function blankToUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** Optional query parameter (absent or empty), parsed by `schema` when given. */
export function optional<T extends z.ZodType>(schema: T) {
  return z.preprocess(blankToUndefined, schema.optional());
}

/** Like optional(), with a value when absent. */
export function withDefault<T extends z.ZodType>(schema: T, fallback: z.output<T>) {
  // For /api/openapi.json, as the query string would say it (zod drops `default` from a transformed input's schema).
  const absent = schema.optional().meta({ queryDefault: String(fallback) });
  return z.preprocess(blankToUndefined, absent).transform((value) => value ?? fallback);
}

export function intParam(min: number, max: number) {
  const message = `expected an integer between ${min} and ${max}`;
  return z
    .string()
    .trim()
    .regex(/^[+-]?\d{1,12}$/, message)
    .transform(Number)
    .refine((n) => n >= min && n <= max, message)
    .meta({ description: `an integer from ${min} to ${max}` });
}

export function enumParam<const T extends readonly [string, ...string[]]>(
  values: T,
  caseInsensitive = false,
) {
  const message = `expected one of ${values.join(', ')}`;
  return z
    .string()
    .trim()
    .transform((value) => (caseInsensitive ? value.toUpperCase() : value))
    .refine((value): value is T[number] => values.includes(value), message)
    .meta({ description: `one of ${values.join(', ')}${caseInsensitive ? ' (any case)' : ''}` });
}

/** YYYYMMDD that is a real calendar date; parsed to "YYYY-MM-DD". */
export const compactDayParam = z
  .string({ error: 'required, as YYYYMMDD' })
  .transform((value, ctx) => {
    const day = fromCompactDay(value.trim());
    if (day === null) {
      ctx.addIssue({ code: 'custom', message: 'expected a real date as YYYYMMDD' });
      return z.NEVER;
    }
    return day;
  })
  .meta({ description: 'a real date as YYYYMMDD' });

export const OWNER_ID = 682;

/** pt or en (case-insensitive; a region suffix such as pt-PT or en_GB is accepted). */
const idioma = z
  .string()
  .trim()
  .regex(/^(?:pt|en)(?:[-_][a-z]{2,4})?$/i, 'expected pt or en')
  .transform((value) => value.slice(0, 2).toLowerCase() as Lang)
  .meta({
    description: 'pt or en (any case; pt-PT, en_GB accepted): English falls back to Portuguese per field',
  });

/** Parameters shared by the routes; each route picks the ones it honours. */
export const params = {
  idioma: withDefault(idioma, 'pt'),
  limit: (fallback: number) => withDefault(intParam(1, 100), fallback),
  offset: withDefault(intParam(0, 2_147_483_647), 0),
  direction: withDefault(enumParam(['ASC', 'DESC'] as const, true), 'DESC'),
  sort: <const T extends readonly [string, ...string[]]>(columns: T) => optional(enumParam(columns)),
  publicado: optional(enumParam(['0', '1'] as const)),
  /** owner / unidadeId: any integer; only the social services' unit (682) has content. */
  unit: optional(
    intParam(-2_147_483_648, 2_147_483_647).meta({
      description: 'an integer; any unit but 682 (the social services) has no content',
    }),
  ),
  filter: optional(
    z.string().max(200, 'expected at most 200 characters').meta({
      description:
        'every word, in any order, case- and accent-insensitive, in the requested language or Portuguese',
    }),
  ),
  tipo: z
    .string()
    .trim()
    .optional()
    .refine((value) => !value || (documentTypes as readonly string[]).includes(value), {
      message: `expected empty or one of ${documentTypes.join(', ')}`,
    })
    .transform((value) => (value ? (value as DocumentType) : undefined))
    .meta({ description: `empty or one of ${documentTypes.join(', ')}` }),
  ano: optional(intParam(2000, 2100)),
};

/** Validates the query string; unknown parameters are ignored, bad ones answer 400 JSON. */
export function parseQuery<T extends z.ZodType>(c: Context, schema: T): z.output<T> {
  const result = schema.safeParse(c.req.query());
  if (result.success) return result.data;
  throw badRequest(
    result.error.issues.map((issue) => ({
      param: issue.path.length > 0 ? issue.path.map(String).join('.') : 'query',
      message: issue.message,
    })),
  );
}

/** owner / unidadeId given and not the social services' unit: the list is empty. */
export function isOtherUnit(unit: number | undefined): boolean {
  return unit !== undefined && unit !== OWNER_ID;
}
