import { Ajv2020 } from 'ajv/dist/2020';
import fc from 'fast-check';
import { describe, expect, test } from 'vitest';
import { addDays, isoDate } from '../../lib/dates';
import { getJson, TEST_NOW, useTestApp } from '../../test-utils/test-app';
import { allowedValues, forbiddenValues, type ParamSchema } from './openapi-values';

const t = useTestApp();

/** Fixed, so every run sends the same requests and the test cannot flake; change it to explore other values. */
const SEED = 43;
/** Requests with allowed values per operation, and with a forbidden value per constrained parameter. */
const RUNS = { allowed: 15, forbidden: 6 };

interface Parameter {
  name: string;
  in: 'query' | 'path' | 'header';
  required?: boolean;
  schema: ParamSchema;
}
interface Answer {
  description: string;
  content?: Record<string, { schema?: object }>;
}
interface Operation {
  parameters?: Parameter[];
  responses: Record<string, Answer | { $ref: string }>;
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: { responses: Record<string, Answer>; schemas: Record<string, object> };
}

/**
 * Values that name the server's own data, by operation and parameter: the items the lists name (a detail path is
 * asked for what exists, 200, as well as for what does not) and the days around the fixture's week, which have menus.
 */
async function existingValues(): Promise<Record<string, string[]>> {
  const get = async <T>(url: string) => (await getJson<T>(t.app, url)).body;
  type Files = { doc_ficheiros_url: string }[];
  const notices = await get<{ data: { post_name: string; ID: number; docaviso_ficheiros: Files }[] }>(
    '/api/docavisos?limit=100',
  );
  const news = await get<{ data: { noticia_name: string; noticia_imagem: string }[] }>(
    '/api/noticiassas?limit=100',
  );
  const scholarships = await get<{ Name: string }[]>('/api/bolsassas');
  const restaurants = await get<{ id: string }[]>('/api/restaurantes');
  const team = await get<{ imagem: string }[]>('/api/sas/equipa');
  const documents = await get<{ data: { doc_ficheiros: Files }[] }>('/api/sas/document?limit=100');
  const named = (prefix: string, urls: string[]) =>
    urls.filter((url) => url.startsWith(prefix)).map((url) => url.slice(prefix.length));
  const files = [
    ...notices.data.flatMap((n) => n.docaviso_ficheiros),
    ...documents.data.flatMap((d) => d.doc_ficheiros),
  ];
  const days = Array.from({ length: 21 }, (_, i) => addDays(isoDate(TEST_NOW), i - 10).replaceAll('-', ''));
  return {
    '/api/docavisos/{id} id': notices.data.flatMap((n) => [n.post_name, String(n.ID)]),
    '/api/noticiassas/{id} id': news.data.map((n) => n.noticia_name),
    '/api/bolsassas/{id} id': scholarships.map((s) => s.Name),
    '/api/openmensa/{file} file': restaurants.map((r) => `${r.id}.xml`),
    '/api/ementas startdate': days,
    '/api/ementas enddate': days,
    '/uploads/{name} name': [
      ...news.data.map((n) => n.noticia_imagem),
      ...named(
        '/uploads/',
        team.map((member) => member.imagem),
      ),
    ],
    '/files/{name} name': named(
      '/files/',
      files.map((file) => file.doc_ficheiros_url),
    ),
  };
}

describe('/api/openapi.json as a contract', () => {
  test('[API-02] every GET path, with values generated from its own parameter schemas: allowed ones answered, forbidden ones refused, every answer documented and on its schema', async () => {
    const { body: document } = await getJson<Document>(t.app, '/api/openapi.json');
    const ajv = new Ajv2020({ allErrors: true });
    const existing = await existingValues();
    const concretePaths = new Set(Object.keys(document.paths).filter((path) => !path.includes('{')));

    // The document's schemas with their references: components/schemas as $defs of each one compiled.
    const withDefs = (schema: object) =>
      JSON.parse(
        JSON.stringify({ ...schema, $defs: document.components.schemas }).replaceAll(
          '#/components/schemas/',
          '#/$defs/',
        ),
      ) as object;
    const validators = new Map<object, ReturnType<typeof ajv.compile>>();
    const validatorOf = (schema: object) => {
      const made = validators.get(schema) ?? ajv.compile(withDefs(schema));
      validators.set(schema, made);
      return made;
    };
    const answerOf = (answer: Answer | { $ref: string }): Answer =>
      '$ref' in answer
        ? (document.components.responses[answer.$ref.replace('#/components/responses/', '')] as Answer)
        : answer;

    let sent = 0;
    /** One request; whatever it is answered must be documented for the operation, its body on the schema. */
    async function ask(url: string, operation: Operation): Promise<number> {
      sent += 1;
      const res = await t.app.request(url);
      expect(res.status, `${url}: no 5xx`).toBeLessThan(500);
      const documented = operation.responses[String(res.status)];
      expect(documented, `${url}: ${res.status} is documented`).toBeDefined();
      const answer = answerOf(documented!);
      const mediaType = res.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
      if (!answer.content) {
        expect(await res.text(), `${url}: ${res.status} has no body`).toBe('');
        return res.status;
      }
      const media = answer.content[mediaType];
      expect(media, `${url}: ${mediaType} is documented for ${res.status}`).toBeDefined();
      if (media?.schema && mediaType === 'application/json') {
        const validate = validatorOf(media.schema);
        const body: unknown = await res.json();
        expect(validate(body) ? [] : validate.errors, `${url}: the body of ${res.status}`).toEqual([]);
      }
      return res.status;
    }

    const gets = Object.entries(document.paths).flatMap(([path, item]) =>
      item.get ? [{ path, operation: item.get }] : [],
    );
    expect(gets.length).toBeGreaterThanOrEqual(20);
    for (const { path, operation } of gets) {
      const parameters = (operation.parameters ?? []).filter((p) => p.in === 'query' || p.in === 'path');
      const urlOf = (values: Record<string, string | undefined>) => {
        const filled = path.replace(/\{(\w+)\}/g, (_, name: string) =>
          encodeURIComponent(values[name] ?? ''),
        );
        const query = parameters
          .filter((p) => p.in === 'query' && values[p.name] !== undefined)
          .map((p) => `${p.name}=${encodeURIComponent(values[p.name] ?? '')}`);
        return query.length > 0 ? `${filled}?${query.join('&')}` : filled;
      };
      // A path segment is never empty nor a dot segment (RFC 3986 removes them), and a value that spells a concrete
      // path asks for that path instead (OpenAPI matches concrete paths first).
      const inPlace = (p: Parameter) => (value: string) =>
        p.in === 'query' ||
        (!['', '.', '..'].includes(value) &&
          !concretePaths.has(path.replace(`{${p.name}}`, encodeURIComponent(value))));
      const allowed = (p: Parameter) => {
        const generated = allowedValues(ajv, p.schema).filter(inPlace(p));
        const known = existing[`${path} ${p.name}`] ?? [];
        const values = known.length > 0 ? fc.oneof(fc.constantFrom(...known), generated) : generated;
        return p.in === 'query' && !p.required ? fc.option(values, { nil: undefined }) : values;
      };
      const allowedRequest = fc.record(Object.fromEntries(parameters.map((p) => [p.name, allowed(p)])));
      // With a path parameter, an item that does not exist is not a refused value: 404 is its documented answer.
      const mayNotExist = parameters.some((p) => p.in === 'path');

      await fc.assert(
        fc.asyncProperty(allowedRequest, async (values) => {
          const status = await ask(urlOf(values), operation);
          if (!(mayNotExist && status === 404)) expect(status, urlOf(values)).toBeLessThan(400);
        }),
        { seed: SEED, numRuns: RUNS.allowed },
      );

      for (const parameter of parameters) {
        const forbidden = forbiddenValues(ajv, parameter.schema)?.filter(inPlace(parameter));
        if (forbidden) {
          await fc.assert(
            fc.asyncProperty(allowedRequest, forbidden, async (values, value) => {
              const url = urlOf({ ...values, [parameter.name]: value });
              const status = await ask(url, operation);
              // A query's bad value is the document's BadRequest; a path that fits no item is not found.
              expect(status, url).toBe(parameter.in === 'query' ? 400 : 404);
            }),
            { seed: SEED, numRuns: RUNS.forbidden },
          );
        }
        if (parameter.in === 'query' && parameter.required) {
          const [values] = fc.sample(allowedRequest, { seed: SEED, numRuns: 1 });
          const url = urlOf({ ...values, [parameter.name]: undefined });
          expect(await ask(url, operation), `${url}: ${parameter.name} is required`).toBe(400);
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(500);
  });
});
