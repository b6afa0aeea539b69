import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, test } from 'vitest';
import { z } from 'zod';
import { ApplicationAcceptedSchema } from '../../../../src/contract/requests/housing-application';
import { WeekMenuSchema } from '../../../../src/contract/menus';
import { NoticeListSchema } from '../../../../src/contract/notices';
import { policyWithoutNonce, REFERENCE_PAGE, REFERENCE_PAGE_POLICY } from '../../lib/security-headers';
import { getJson, useTestApp } from '../../test-utils/test-app';
import { MenuQuery } from '../menus/menus.query';
import { NoticeListQuery } from '../notices/notices.query';

const t = useTestApp();

interface Parameter {
  name: string;
  in: string;
  required?: boolean;
  description?: string;
  schema: Record<string, unknown>;
}
interface Operation {
  parameters?: Parameter[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, unknown> };
};

async function openApi() {
  const { res, body } = await getJson<Document>(t.app, '/api/openapi.json');
  expect(res.status).toBe(200);
  return body;
}

/** zod's own JSON Schema of a schema, as a document shows it (no dialect line). */
function zodJsonSchema(schema: z.core.$ZodType, io: 'input' | 'output') {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' });
  return rest;
}

describe('/api/openapi.json', () => {
  test('[OPS-08] is a valid OpenAPI 3.1 document', async () => {
    const document = await openApi();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  test('[API-01] each route is declared once, in its router: the document has exactly the app’s routes', async () => {
    const document = await openApi();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .sort();
    // Hono's own list, one entry per handler of a route: middleware is `ALL`, the built app's fallback `GET /*`.
    // /api/openapi.json and /api/docs are routes of the app like the others, so they are in both lists.
    const served = [
      ...new Set(
        t.app.routes
          .filter(
            (route) => ['GET', 'POST', 'PUT', 'DELETE'].includes(route.method) && !route.path.includes('*'),
          )
          .map((route) => `${route.method} ${route.path}`),
      ),
    ].sort();
    expect(documented).toEqual(served);
    expect(served).toContain('GET /api/docs');
    expect(served.length).toBeGreaterThanOrEqual(28);
  });

  test('[API-01] parameters are the schemas the routes validate with; answers are the shared contract’s', async () => {
    const { paths, components } = await openApi();
    const notices = paths['/api/docavisos']?.get;
    const query = zodJsonSchema(NoticeListQuery, 'input') as {
      properties: Record<string, { description?: string }>;
    };
    expect(notices?.parameters?.map((p) => `${p.in}:${p.name}:${p.required ?? false}`)).toEqual(
      Object.keys(query.properties).map((name) => `query:${name}:false`),
    );
    for (const parameter of notices?.parameters ?? []) {
      const { description, ...schema } = query.properties[parameter.name] ?? {};
      expect(parameter.schema, parameter.name).toEqual(schema);
      expect(parameter.description, parameter.name).toBe(description);
    }
    expect(notices?.parameters?.find((p) => p.name === 'limit')?.schema).toEqual({
      type: 'integer',
      minimum: 1,
      maximum: 100,
      default: 10,
    });
    expect(notices?.parameters?.find((p) => p.name === 'idioma')?.schema).toEqual({
      type: 'string',
      enum: ['pt', 'en'],
      default: 'pt',
    });
    expect(notices?.responses['200']?.content?.['application/json']?.schema).toEqual(
      zodJsonSchema(NoticeListSchema, 'output'),
    );
    expect(Object.keys(notices?.responses ?? {})).toEqual(['200', '400', '500', '503']);

    const menus = paths['/api/ementas']?.get;
    const menuQuery = zodJsonSchema(MenuQuery, 'input') as { required: string[] };
    expect(menus?.parameters?.filter((p) => p.required).map((p) => p.name)).toEqual(menuQuery.required);
    expect(menus?.parameters?.find((p) => p.name === 'startdate')?.schema.pattern).toMatch(/^\^/);
    expect(menus?.responses['200']?.content?.['application/json']?.schema).toEqual(
      zodJsonSchema(WeekMenuSchema, 'output'),
    );

    const notice = paths['/api/docavisos/{id}']?.get;
    expect(notice?.parameters?.map((p) => `${p.in}:${p.name}`)).toEqual(['path:id', 'query:idioma']);
    expect(Object.keys(notice?.responses ?? {})).toContain('404');
    // Routes without a query have no 400 to document.
    expect(Object.keys(paths['/uploads/{name}']?.get?.responses ?? {})).toEqual(['200', '404', '500', '503']);
    expect(paths['/files/{name}']?.get?.responses['200']?.content).toEqual({ 'application/pdf': {} });

    const post = paths['/api/sas/registercandidatura']?.post;
    expect(post?.parameters?.map((p) => `${p.in}:${p.name}:${p.required}`)).toEqual([
      'header:Idempotency-Key:true',
      'query:idioma:false',
    ]);
    expect(post?.requestBody).toMatchObject({
      content: {
        'application/json': { schema: { required: expect.arrayContaining(['nomecompleto', 'email']) } },
      },
    });
    expect(post?.responses['201']?.content?.['application/json']?.schema).toEqual(
      zodJsonSchema(ApplicationAcceptedSchema, 'output'),
    );
    expect(Object.keys(post?.responses ?? {}).sort()).toEqual(
      ['201', '400', '403', '413', '415', '422', '429', '500', '503'].sort(),
    );
    expect(Object.keys(components.schemas)).toEqual(['Error']);
  });

  test('[OPS-08] is served as the API answers: JSON with an ETag that revalidates', async () => {
    const first = await t.app.request('/api/openapi.json');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = first.headers.get('etag') ?? '';
    const again = await t.app.request('/api/openapi.json', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});

describe('/api/docs', () => {
  test('[API-01] serves the reference of /api/openapi.json, its scripts allowed by the answer’s nonce only', async () => {
    const res = await t.app.request('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/html; charset=UTF-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    const policy = res.headers.get('content-security-policy');
    expect(policyWithoutNonce(policy)).toBe(REFERENCE_PAGE_POLICY);
    expect(REFERENCE_PAGE_POLICY).toContain("script-src 'self' 'nonce-<nonce>';");
    expect(REFERENCE_PAGE_POLICY).toContain("style-src 'self' 'unsafe-inline';");
    const nonce = /'nonce-([^']+)'/.exec(policy ?? '')?.[1] ?? 'none';
    const html = await res.text();
    const scripts = [...html.matchAll(/<script([^>]*)>([^<]*)<\/script>/g)].map(([, attributes, code]) => ({
      attributes,
      code,
    }));
    expect(scripts.map((s) => s.attributes?.trim())).toEqual([
      `src="${REFERENCE_PAGE.script}" nonce="${nonce}"`,
      `type="text/javascript" nonce="${nonce}"`,
    ]);
    expect(scripts[1]?.code).toMatch(
      /Scalar\.createApiReference\('#app', \{[^}]*"url": "\/api\/openapi\.json"/,
    );
    expect(html).toContain(`<meta property="csp-nonce" content="${nonce}" />`);
    expect(html).toContain('<title>SASUMA API reference</title>');
    // Nothing is fetched from outside but the pinned script.
    expect(html).toContain('"withDefaultFonts": false');
    expect(REFERENCE_PAGE.script).toMatch(/@scalar\/api-reference@\d+\.\d+\.\d+\//);
  });
});
