import { z } from 'zod';
import type { $ZodType } from 'zod/v4/core';
import { ErrorBodySchema } from '../../lib/errors';
import type { RouteDoc } from '../../lib/route-doc';
import { pushDocs } from '../push/push.index';
import { applicationsDocs } from '../applications/applications.index';
import { closuresDocs } from '../closures/closures.index';
import { documentsDocs } from '../documents/documents.index';
import { faqDocs } from '../faq/faq.index';
import { healthDocs } from '../health/health.index';
import { housingDocs } from '../housing/housing.index';
import { linksDocs } from '../links/links.index';
import { mediaDocs } from '../media';
import { menusDocs } from '../menus/menus.index';
import { newsDocs } from '../news/news.index';
import { noticesDocs } from '../notices/notices.index';
import { openMensaDocs } from '../openmensa/openmensa.index';
import { restaurantsDocs } from '../restaurants/restaurants.index';
import { scholarshipsDocs } from '../scholarships/scholarships.index';
import { teamDocs } from '../team/team.index';

type Json = Record<string, unknown>;

/** Every route the server answers, as its router's file describes it. */
export const ROUTE_DOCS: RouteDoc[] = [
  ...noticesDocs,
  ...scholarshipsDocs,
  ...newsDocs,
  ...menusDocs,
  ...restaurantsDocs,
  ...closuresDocs,
  ...openMensaDocs,
  ...faqDocs,
  ...linksDocs,
  ...documentsDocs,
  ...teamDocs,
  ...housingDocs,
  ...applicationsDocs,
  ...pushDocs,
  ...healthDocs,
  ...mediaDocs,
  {
    method: 'get',
    path: '/api/openapi.json',
    summary: 'This document: OpenAPI 3.1, generated from the routes and the shared zod contract',
    response: z.looseObject({ openapi: z.literal('3.1.0') }),
  },
];

/**
 * zod 4's own JSON Schema (2020-12, the dialect of OpenAPI 3.1). It takes the contract's zod/mini schemas as well as
 * the server's zod ones: both are zod core types. `input` describes what a client sends (a query's strings), `output`
 * what the server answers.
 */
export function jsonSchema(schema: $ZodType, io: 'input' | 'output'): Json {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
}

const ERROR = { $ref: '#/components/schemas/Error' };
const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: ERROR } },
});

function parameters(doc: RouteDoc): Json[] {
  const inPath = [...doc.path.matchAll(/:(\w+)/g)].map(([, name]) => ({
    name,
    in: 'path',
    required: true,
    schema: { type: 'string' },
    ...(doc.params?.[name ?? ''] ? { description: doc.params[name ?? ''] } : {}),
  }));
  const query = doc.query ? jsonSchema(doc.query, 'input') : { properties: {} };
  const required = new Set((query.required as string[] | undefined) ?? []);
  const inQuery = Object.entries(query.properties as Record<string, Json>).map(([name, schema]) => {
    // queryDefault: lib/query.ts withDefault's value when the parameter is absent.
    const { description, queryDefault, ...rest } = schema;
    return {
      name,
      in: 'query',
      required: required.has(name),
      schema: queryDefault === undefined ? rest : { ...rest, default: queryDefault },
      ...(typeof description === 'string' ? { description } : {}),
    };
  });
  const inHeaders = Object.entries(doc.headers ?? {}).map(([name, header]) => ({
    name,
    in: 'header',
    required: header.required,
    description: header.description,
    schema: { type: 'string' },
  }));
  return [...inPath, ...inQuery, ...inHeaders];
}

function content(schema: $ZodType | { files: string[] } | { empty: true }): Json | undefined {
  if ('empty' in schema) return undefined;
  if ('files' in schema) return Object.fromEntries(schema.files.map((type) => [type, {}]));
  return { 'application/json': { schema: jsonSchema(schema, 'output') } };
}

function operation(doc: RouteDoc): Json {
  const responses: Json = {
    [doc.status ?? 200]: {
      description: doc.summary,
      ...('empty' in doc.response ? {} : { content: content(doc.response) }),
    },
    ...(doc.query ? { 400: { $ref: '#/components/responses/BadRequest' } } : {}),
    ...(doc.notFound ? { 404: { $ref: '#/components/responses/NotFound' } } : {}),
    500: { $ref: '#/components/responses/Internal' },
    503: { $ref: '#/components/responses/Unavailable' },
  };
  for (const [status, other] of Object.entries(doc.otherResponses ?? {})) {
    responses[status] = {
      description: other.description,
      ...(other.schema ? { content: content(other.schema) } : {}),
    };
  }
  return {
    summary: doc.summary,
    ...(doc.description ? { description: doc.description } : {}),
    parameters: parameters(doc),
    ...(doc.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: jsonSchema(doc.body, 'input') } },
          },
        }
      : {}),
    responses,
  };
}

/** The OpenAPI 3.1 document of every route in ROUTE_DOCS; what a schema cannot say is in docs/api.md. */
export function openApiDocument(docs: RouteDoc[] = ROUTE_DOCS): Json {
  const paths: Record<string, Json> = {};
  for (const doc of docs) {
    const path = doc.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [doc.method]: operation(doc) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'SASUMA content API (bundled server)',
      version: '1.0.0',
      description:
        'The paths, parameters and answers of the university content API as the bundled server implements them. ' +
        'Conventions a schema cannot say (idioma and its fallback, search, caching and ETags, CORS, idempotency, ' +
        'errors, examples) are in docs/api.md.',
    },
    paths,
    components: {
      schemas: { Error: jsonSchema(ErrorBodySchema, 'output') },
      responses: {
        BadRequest: errorResponse('bad_request: every bad parameter listed in error.issues'),
        NotFound: errorResponse('not_found'),
        Internal: errorResponse('internal: details only in the server log'),
        Unavailable: errorResponse(
          'unavailable: the server is shutting down, or cannot store now; retry later',
        ),
      },
    },
  };
}
