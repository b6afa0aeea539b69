import type Ajv from 'ajv';
import fc from 'fast-check';

// The contract test's values (openapi-contract.test.ts), made from the document's own parameter schemas.

/** A parameter's schema as the document gives it: the keywords its parameters use (anything else fails loudly). */
export interface ParamSchema {
  type?: 'string' | 'integer';
  enum?: string[];
  minimum?: number;
  maximum?: number;
  pattern?: string;
  maxLength?: number;
  default?: unknown;
}

/** How the document's integers are written in a URL (docs/api.md): canonical decimal, as OpenAPI serialises them. */
const DECIMAL = /^(?:0|-?[1-9]\d*)$/;

const KNOWN_KEYWORDS = new Set(['type', 'enum', 'minimum', 'maximum', 'pattern', 'maxLength', 'default']);

/**
 * Whether the document allows `text` as the value of a parameter of `schema`: the text read as OpenAPI's form style
 * reads it (an integer's digits as a number, anything else as a string), then judged by a JSON Schema validator, not
 * by this file. So the test's verdict is the document's, whatever the generators below aimed at.
 */
export function documentAllows(ajv: Ajv, schema: ParamSchema, text: string): boolean {
  const unknown = Object.keys(schema).filter((keyword) => !KNOWN_KEYWORDS.has(keyword));
  if (unknown.length > 0)
    throw new Error(`no generator for ${unknown.join(', ')} in ${JSON.stringify(schema)}`);
  const value = schema.type === 'integer' && DECIMAL.test(text) ? Number(text) : text;
  return ajv.validate(schema, value);
}

/** Any text, ASCII or not, astral characters and controls included (never a lone surrogate: a URL cannot say one). */
const anyText = (maxLength = 24) =>
  fc.oneof(fc.string({ maxLength }), fc.string({ unit: 'binary', maxLength }));

/** Near misses of a value: another case, a region, spaces, a sign or a leading zero, a decimal point, an exponent. */
const nearMisses = (value: string) =>
  fc.constantFrom(
    value.toUpperCase(),
    value.toLowerCase(),
    `${value}-GB`,
    `${value}_pt`,
    ` ${value}`,
    `${value} `,
    `+${value}`,
    `0${value}`,
    `${value}.0`,
    `${value}e0`,
    value.slice(1),
    `${value}${value}`,
  );

/** Candidate texts aimed at a schema's edges, from both sides: its own values, their near misses, anything. */
function candidates(schema: ParamSchema): fc.Arbitrary<string> {
  const aimed: fc.Arbitrary<string>[] = [anyText(), fc.constant('')];
  if (schema.enum && schema.enum.length > 0) {
    const own = fc.constantFrom(...schema.enum);
    aimed.push(own, own.chain(nearMisses));
  }
  if (schema.type === 'integer') {
    const min = schema.minimum ?? Number.MIN_SAFE_INTEGER;
    const max = schema.maximum ?? Number.MAX_SAFE_INTEGER;
    const inRange = fc.integer({ min, max });
    const edges = fc.constantFrom(min - 1, min, max, max + 1, 0, -1, 10 ** 20);
    aimed.push(
      inRange.map(String),
      edges.map(String),
      fc.integer().map(String),
      inRange.map(String).chain(nearMisses),
      fc.double({ noNaN: true }).map(String),
    );
  }
  if (schema.pattern !== undefined) {
    const matching = fc.stringMatching(new RegExp(schema.pattern, 'u'));
    aimed.push(
      matching,
      matching.chain(nearMisses),
      // Digits of the right length that may still not be a real date, or a pattern's other near misses.
      fc.integer({ min: 0, max: 99_999_999 }).map((n) => String(n).padStart(8, '0')),
    );
  }
  if (schema.maxLength !== undefined) {
    const max = schema.maxLength;
    aimed.push(
      fc.string({ unit: 'binary', minLength: Math.max(0, max - 3), maxLength: max + 3 }),
      // Astral characters: two UTF-16 units each, one character for JSON Schema.
      fc.string({
        unit: fc.constantFrom('😀', '𝔸', 'é', 'a', ' '),
        minLength: Math.max(0, max - 3),
        maxLength: max + 3,
      }),
    );
  }
  return fc.oneof(...aimed);
}

/** Texts the document allows for `schema` (a value to use when a route's parameter is absent is not one of them). */
export const allowedValues = (ajv: Ajv, schema: ParamSchema) =>
  candidates(schema).filter((text) => documentAllows(ajv, schema, text));

/** Texts the document forbids for `schema`: none for a bare string, whose every text is allowed. */
export function forbiddenValues(ajv: Ajv, schema: ParamSchema): fc.Arbitrary<string> | undefined {
  const constrained =
    schema.enum !== undefined ||
    schema.type === 'integer' ||
    schema.pattern !== undefined ||
    schema.maxLength !== undefined;
  if (!constrained) return undefined;
  return candidates(schema).filter((text) => !documentAllows(ajv, schema, text));
}
