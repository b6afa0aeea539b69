import { Validator } from '@seriousme/openapi-schema-validator';
import { describe, expect, test } from 'vitest';
import { ApplicationAcceptedSchema } from '../../../../src/contract/housing-application';
import { WeekMenuSchema } from '../../../../src/contract/menus';
import { NoticeListSchema } from '../../../../src/contract/notices';
import { getJson, useTestApp } from '../../test-utils/test-app';
import { jsonSchema } from './openapi.document';

const t = useTestApp();

interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: Record<string, unknown>;
}
interface Operation {
  parameters: Parameter[];
  requestBody?: unknown;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

async function openApi() {
  const { res, body } = await getJson<Document>(t.app, '/api/openapi.json');
  expect(res.status).toBe(200);
  return body;
}

describe('/api/openapi.json', () => {
  test('[OPS-08] is a valid OpenAPI 3.1 document', async () => {
    const document = await openApi();
    const result = await new Validator().validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
  });

  test('[OPS-08] documents every GET, POST, PUT and DELETE route the app has, and none it has not', async () => {
    const document = await openApi();
    const documented = Object.entries(document.paths)
      .flatMap(([path, operations]) =>
        Object.keys(operations).map(
          (method) => `${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`,
        ),
      )
      .sort();
    // Hono's own list: middleware is `ALL`, the built app's fallback `GET /*`.
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
    expect(served.length).toBeGreaterThanOrEqual(20);
  });

  test('[OPS-08] parameters come from each route’s query schema, answers from the shared contract', async () => {
    const { paths } = await openApi();
    const notices = paths['/api/docavisos']?.get;
    const names = (operation?: Operation) =>
      operation?.parameters.map((p) => `${p.in}:${p.name}:${p.required}`);
    expect(names(notices)).toEqual([
      ...['query:limit:false', 'query:offset:false', 'query:publicado:false', 'query:idioma:false'],
      ...['query:owner:false', 'query:sort:false', 'query:direction:false', 'query:filter:false'],
    ]);
    expect(notices?.responses['200']?.content?.['application/json']?.schema).toEqual(
      jsonSchema(NoticeListSchema, 'output'),
    );
    expect(Object.keys(notices?.responses ?? {})).toEqual(['200', '400', '500', '503']);

    const menus = paths['/api/ementas']?.get;
    expect(names(menus)).toEqual(['query:idioma:false', 'query:startdate:true', 'query:enddate:true']);
    expect(menus?.responses['200']?.content?.['application/json']?.schema).toEqual(
      jsonSchema(WeekMenuSchema, 'output'),
    );

    expect(names(paths['/api/docavisos/{id}']?.get)).toEqual(['path:id:true', 'query:idioma:false']);
    expect(Object.keys(paths['/api/docavisos/{id}']?.get?.responses ?? {})).toContain('404');

    const post = paths['/api/sas/registercandidatura']?.post;
    expect(names(post)).toEqual(['query:idioma:false', 'header:Idempotency-Key:true']);
    expect(post?.requestBody).toMatchObject({
      content: {
        'application/json': { schema: { required: expect.arrayContaining(['nomecompleto', 'email']) } },
      },
    });
    expect(post?.responses['201']?.content?.['application/json']?.schema).toEqual(
      jsonSchema(ApplicationAcceptedSchema, 'output'),
    );
    expect(Object.keys(post?.responses ?? {}).sort()).toEqual(
      ['201', '400', '403', '413', '415', '422', '429', '500', '503'].sort(),
    );
    expect(paths['/files/{name}']?.get?.responses['200']?.content).toEqual({ 'application/pdf': {} });
  });

  test('[OPS-08] is served as the API answers: JSON with an ETag that revalidates', async () => {
    const first = await t.app.request('/api/openapi.json');
    expect(first.headers.get('content-type')).toBe('application/json; charset=utf-8');
    const etag = first.headers.get('etag') ?? '';
    const again = await t.app.request('/api/openapi.json', { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });
});
