import { validator } from 'hono-openapi';
import { z } from 'zod';
import { documentTypes } from '../../../src/contract/requests/document-types';
import { badRequest, type ParamIssue } from './errors';
import { LANGS } from './i18n';

/**
 * What a query parameter is, said once: the schema a route validates its query with is the one `/api/openapi.json`
 * describes (hono-openapi reads the input side of each schema), so the document is exactly what the server accepts.
 * A query string holds text, so every schema here starts from the text a URL carries.
 */

/**
 * An integer is read only as OpenAPI writes one into a URL, in canonical decimal (`7`, `-3`, `0`): `+7`, `07`, ` 7`,
 * `7.0` and `1e1` are left as text, which the integer schema then refuses. The document says `type: integer`;
 * docs/api.md says how one is written.
 */
const DECIMAL = /^(?:0|-?[1-9]\d*)$/;
const decimal = (value: unknown) =>
  typeof value === 'string' && DECIMAL.test(value) ? Number(value) : value;

/** An integer from `min` to `max`; wrapped in decimalParam, with its default or optional() inside. */
function integer(min: number, max: number) {
  const error = `expected an integer between ${min} and ${max}`;
  return z.int({ error }).min(min, { error }).max(max, { error });
}

const decimalParam = <T extends z.ZodType>(schema: T) => z.preprocess(decimal, schema);

const INT32 = { min: -2_147_483_648, max: 2_147_483_647 };

/**
 * YYYYMMDD of a real Gregorian date, leap years included (20240229 and 20000229 yes; 20260229, 21000229 and 20260431
 * no): the pattern is both the check and what the document shows.
 */
const REAL_COMPACT_DAY =
  /^(?:\d{4}(?:(?:0[13578]|1[02])(?:0[1-9]|[12]\d|3[01])|(?:0[469]|11)(?:0[1-9]|[12]\d|30)|02(?:0[1-9]|1\d|2[0-8]))|(?:\d{2}(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)0229)$/;

/** A real date as YYYYMMDD, read as "YYYY-MM-DD". */
export const compactDayParam = z
  .string({ error: 'required, as YYYYMMDD' })
  .regex(REAL_COMPACT_DAY, { error: 'expected a real date as YYYYMMDD' })
  .transform((day) => `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}`)
  .meta({ description: 'a real date as YYYYMMDD' });

export const OWNER_ID = 682;

/** Search words: JSON Schema counts a string's characters (code points), so the check counts them too. */
const MAX_FILTER_CHARACTERS = 200;

const enumOf = <const T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: `expected one of ${values.map((v) => JSON.stringify(v)).join(', ')}` });

/** Parameters shared by the routes; each route picks the ones it honours. */
export const params = {
  idioma: enumOf(LANGS)
    .default('pt')
    .meta({ description: 'pt or en, in lower case: English falls back to Portuguese per field' }),
  limit: (fallback: number) =>
    decimalParam(integer(1, 100).default(fallback).meta({ description: 'how many items, at most' })),
  offset: decimalParam(integer(0, INT32.max).default(0).meta({ description: 'how many items to skip' })),
  direction: enumOf(['ASC', 'DESC']).default('DESC'),
  sort: <const T extends readonly [string, ...string[]]>(columns: T) => enumOf(columns).optional(),
  publicado: enumOf(['0', '1'])
    .optional()
    .meta({ description: 'accepted for compatibility: unpublished items are never returned' }),
  /** owner / unidadeId: any 32-bit integer; only the social services' unit (682) has content. */
  unit: decimalParam(
    integer(INT32.min, INT32.max)
      .optional()
      .meta({ description: `any unit but ${OWNER_ID} (the social services) has no content` }),
  ),
  filter: z
    .string()
    .refine((value) => [...value].length <= MAX_FILTER_CHARACTERS, {
      error: `expected at most ${MAX_FILTER_CHARACTERS} characters`,
    })
    // zod's own max() counts UTF-16 units; the check above counts what the document's maxLength counts.
    .meta({
      maxLength: MAX_FILTER_CHARACTERS,
      description:
        'every word, in any order, case- and accent-insensitive, in the requested language or Portuguese',
    })
    .optional(),
  tipo: enumOf(['', ...documentTypes])
    .optional()
    .transform((value) => value || undefined)
    .meta({ description: 'a document type; empty means every type' }),
  ano: decimalParam(integer(2000, 2100).optional().meta({ description: 'only the documents of this year' })),
};

/** A repeated parameter counts by its first value, as Hono's own `c.req.query()` reads it. */
function firstValues(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) => [name, Array.isArray(value) ? value[0] : value]),
  );
}

/** A route's query: its documented parameters; an unknown one is ignored. */
export function queryOf<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.preprocess(firstValues, z.object(shape));
}

interface Issue {
  message: string;
  path?: ReadonlyArray<PropertyKey | { key: PropertyKey }> | undefined;
}

const paramIssues = (issues: readonly Issue[]): ParamIssue[] =>
  issues.map((issue) => ({
    param: issue.path?.map((part) => String(typeof part === 'object' ? part.key : part)).join('.') || 'query',
    message: issue.message,
  }));

/**
 * The route's query checked before its handler, by the schema the document is made from: a bad one answers 400 JSON
 * listing every bad parameter (the document's BadRequest); the handler reads `c.req.valid('query')`.
 */
export const validQuery = <T extends z.ZodType>(schema: T) =>
  validator('query', schema, (result) => {
    if (!result.success) throw badRequest(paramIssues(result.error));
  });

/** owner / unidadeId given and not the social services' unit: the list is empty. */
export function isOtherUnit(unit: number | undefined): boolean {
  return unit !== undefined && unit !== OWNER_ID;
}
