import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { SERVER_DIR } from '../lib/server-dir';
import * as S from './seed-schemas';

export const DEFAULT_SEED_DIR = path.join(SERVER_DIR, 'seed');

export interface SeedData {
  notices: S.NoticeSeed[];
  scholarships: S.ScholarshipSeed[];
  news: S.NewsSeed[];
  restaurants: S.RestaurantSeed[];
  menuDishes: S.MenuDishesSeed;
  closures: S.ClosuresSeed;
  faq: S.FaqSeed[];
  links: S.LinkSeed[];
  documents: S.DocumentSeed[];
  team: S.TeamSeed[];
  contests: S.ContestSeed[];
  contestTypes: S.ContestTypeSeed[];
}

/** A seed file is missing or does not match its schema; the message names the file and the records. */
export class SeedError extends Error {
  override name = 'SeedError';
}

const MAX_REPORTED = 20;

function displayPath(file: string): string {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
}

function readJson(dir: string, name: string): { file: string; raw: unknown } {
  const file = displayPath(path.join(dir, name));
  let text: string;
  try {
    text = readFileSync(path.join(dir, name), 'utf8');
  } catch {
    throw new SeedError(`Seed file ${file} is missing or unreadable`);
  }
  try {
    return { file, raw: JSON.parse(text) as unknown };
  } catch (error) {
    throw new SeedError(`Seed file ${file} is not valid JSON: ${(error as Error).message}`);
  }
}

/** A short label of a raw record for error messages (its slug or title when it has one). */
function recordLabel(raw: unknown): string {
  if (typeof raw !== 'object' || raw === null) return '';
  const record = raw as Record<string, unknown>;
  for (const key of ['post_name', 'Name', 'noticia_name', 'nome', 'ID', 'value', 'link']) {
    const value = record[key];
    if (typeof value === 'string' || typeof value === 'number') return ` (${key} ${JSON.stringify(value)})`;
  }
  for (const key of ['Titulo', 'titulo', 'doc_titulo', 'docfaq_pergunta']) {
    const value = record[key] as { pt?: unknown } | undefined;
    if (typeof value?.pt === 'string') return ` (${key} ${JSON.stringify(value.pt.slice(0, 60))})`;
  }
  return '';
}

function issueLines(prefix: string, error: z.ZodError): string[] {
  return error.issues.map((issue) => {
    const where = issue.path.length > 0 ? issue.path.map(String).join('.') : '(record)';
    return `${prefix}: ${where}: ${issue.message}`;
  });
}

function fail(file: string, lines: string[]): never {
  const shown = lines.slice(0, MAX_REPORTED);
  const more = lines.length > shown.length ? `\n  ... and ${lines.length - shown.length} more` : '';
  throw new SeedError(`Invalid seed file ${file}:\n  ${shown.join('\n  ')}${more}`);
}

function readList<Schema extends z.ZodType>(dir: string, name: string, schema: Schema): z.output<Schema>[] {
  const { file, raw } = readJson(dir, name);
  if (!Array.isArray(raw)) fail(file, ['expected a JSON array of records']);
  const records: z.output<Schema>[] = [];
  const lines: string[] = [];
  raw.forEach((item: unknown, index) => {
    const result = schema.safeParse(item);
    if (result.success) records.push(result.data);
    else lines.push(...issueLines(`record #${index}${recordLabel(item)}`, result.error));
  });
  if (lines.length > 0) fail(file, lines);
  return records;
}

function readObject<Schema extends z.ZodType>(dir: string, name: string, schema: Schema): z.output<Schema> {
  const { file, raw } = readJson(dir, name);
  const result = schema.safeParse(raw);
  if (!result.success) fail(file, issueLines('file', result.error));
  return result.data;
}

function checkUnique<Row>(
  dir: string,
  name: string,
  rows: Row[],
  key: (row: Row) => string,
  label: string,
): void {
  const seen = new Set<string>();
  const duplicates = rows.map(key).filter((value) => (seen.has(value) ? true : (seen.add(value), false)));
  if (duplicates.length > 0) {
    fail(
      displayPath(path.join(dir, name)),
      duplicates.map((value) => `duplicate ${label} ${JSON.stringify(value)}`),
    );
  }
}

/** Every restaurant and notice the closures calendar names exists (a published notice: the one students read). */
function checkClosures(dir: string, data: SeedData): void {
  const ids = new Set(data.restaurants.map((r) => r.id));
  const notices = new Set(data.notices.filter((n) => n.publicado).map((n) => n.post_name));
  const { feriados_regionais: regional, encerramentos: closures } = data.closures;
  const problems = [
    ...[...regional, ...closures].flatMap((entry) =>
      entry.restaurantes
        .filter((id) => !ids.has(id))
        .map((id) => `restaurant ${JSON.stringify(id)} is not an id in restaurants.json`),
    ),
    ...closures.flatMap((c) =>
      c.aviso && !notices.has(c.aviso) ? [`aviso ${JSON.stringify(c.aviso)} is not a published notice`] : [],
    ),
  ];
  if (problems.length > 0) fail(displayPath(path.join(dir, 'closures.json')), problems);
}

/** Reads and validates every seed file; throws SeedError naming the file and record on the first bad file. */
export function readSeed(dir: string = DEFAULT_SEED_DIR): SeedData {
  const data: SeedData = {
    notices: readList(dir, 'notices.json', S.NoticeSeed),
    scholarships: readList(dir, 'scholarships.json', S.ScholarshipSeed),
    news: readList(dir, 'news.json', S.NewsSeed),
    restaurants: readList(dir, 'restaurants.json', S.RestaurantSeed),
    menuDishes: readObject(dir, 'menu-dishes.json', S.MenuDishesSeed),
    closures: readObject(dir, 'closures.json', S.ClosuresSeed),
    faq: readList(dir, 'faq.json', S.FaqSeed),
    links: readList(dir, 'links.json', S.LinkSeed),
    documents: readList(dir, 'documents.json', S.DocumentSeed),
    team: readList(dir, 'team.json', S.TeamSeed),
    contests: readList(dir, 'contests.json', S.ContestSeed),
    contestTypes: readList(dir, 'contest-types.json', S.ContestTypeSeed),
  };
  checkUnique(dir, 'notices.json', data.notices, (n) => n.post_name, 'post_name');
  checkUnique(dir, 'scholarships.json', data.scholarships, (s) => s.Name, 'Name');
  checkUnique(dir, 'news.json', data.news, (n) => n.noticia_name, 'noticia_name');
  checkUnique(dir, 'restaurants.json', data.restaurants, (r) => r.Titulo.pt, 'Titulo.pt');
  checkUnique(dir, 'restaurants.json', data.restaurants, (r) => r.id, 'id');
  const restaurantNames = new Set(data.restaurants.map((r) => r.Titulo.pt));
  const unknown = [
    ...data.menuDishes.restaurants_serving_menus,
    ...data.menuDishes.restaurants_publishing_allergens,
  ].filter((name) => !restaurantNames.has(name));
  if (unknown.length > 0) {
    fail(
      displayPath(path.join(dir, 'menu-dishes.json')),
      unknown.map(
        (name) => `restaurants_serving_menus: ${JSON.stringify(name)} is not a Titulo.pt in restaurants.json`,
      ),
    );
  }
  checkClosures(dir, data);
  const withoutHours = data.restaurants
    .filter((r) => data.menuDishes.restaurants_serving_menus.includes(r.Titulo.pt) && r.Servicos.length === 0)
    .map((r) => r.Titulo.pt);
  if (withoutHours.length > 0) {
    fail(
      displayPath(path.join(dir, 'restaurants.json')),
      withoutHours.map((name) => `${JSON.stringify(name)} serves menus but has no Servicos (meal hours)`),
    );
  }
  return data;
}
