import { resolver } from 'hono-openapi';

type Schema = Parameters<typeof resolver>[0];

/**
 * A schema as the document shows it. An answer's side is what the server sends (`output`: the contract's objects
 * closed with `additionalProperties: false`); a request body's is what a client sends (`input`).
 */
const jsonSchema = (schema: Schema, side: 'input' | 'output') => resolver(schema, { options: { io: side } });

/** A JSON answer made to a contract schema. */
export const jsonAnswer = (description: string, schema: Schema) => ({
  description,
  content: { 'application/json': { schema: jsonSchema(schema, 'output') } },
});

/** A JSON request body, checked by the same schema in the handler (after its own size, type and depth checks). */
export const jsonBody = (schema: Schema) => ({
  required: true,
  content: { 'application/json': { schema: jsonSchema(schema, 'input') } },
});

/**
 * A path parameter. Any text: an item that does not exist answers 404, so a pattern is stated only where the route
 * checks one (and answers 404 for a name that does not fit it).
 */
export const pathParam = (name: string, description: string, pattern?: RegExp) => ({
  in: 'path',
  name,
  required: true,
  description,
  schema: { type: 'string' as const, ...(pattern ? { pattern: pattern.source } : {}) },
});

/** Shared answers, in the document's components (openapi.document.ts). */
export const NOT_FOUND = { 404: { $ref: '#/components/responses/NotFound' } };

/** The body of every error answer (lib/errors.ts ErrorBodySchema, registered as components/schemas/Error). */
export const ERROR_CONTENT = { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } };

/** An error answer of one route, its code(s) in the description. */
export const errorAnswer = (description: string) => ({ description, content: ERROR_CONTENT });

/** The sidebar groups of the reference page. */
export const TAGS = {
  content: 'Content',
  food: 'Food',
  housing: 'Housing',
  alerts: 'Alerts',
  media: 'Media',
  operations: 'Operations',
} as const;
