import { cpSync, mkdtempSync, readFileSync, rmSync, unlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, test } from 'vitest';
import { FIXTURE_SEED_DIR } from '../test-utils/test-app';
import { readSeed, SeedError } from './read-seed';

let dir = '';
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the fixture seed with one file changed. */
function seedWith(file: string, edit: (records: unknown) => unknown): string {
  dir = mkdtempSync(path.join(tmpdir(), 'sasuma-seed-'));
  cpSync(FIXTURE_SEED_DIR, dir, { recursive: true });
  const target = path.join(dir, file);
  writeFileSync(target, JSON.stringify(edit(JSON.parse(readFileSync(target, 'utf8')))));
  return dir;
}

function seedError(seedDir: string): string {
  try {
    readSeed(seedDir);
  } catch (error) {
    expect(error).toBeInstanceOf(SeedError);
    return (error as Error).message;
  }
  throw new Error('readSeed did not fail');
}

type Rec = Record<string, unknown>;

describe('readSeed', () => {
  test('the fixture seed is valid', () => {
    const seed = readSeed(FIXTURE_SEED_DIR);
    expect(seed.notices).toHaveLength(12);
    expect(seed.menuDishes.restaurants_serving_menus).toEqual(['Cantina', 'Restaurante Académico']);
  });

  test('a bad record is named by file, index, slug and field', () => {
    const message = seedError(
      seedWith('notices.json', (records) => {
        const list = records as Rec[];
        (list[2] as Rec).docaviso_datavigor = '2026-02-30';
        (list[4] as Rec).post_title = { en: 'no pt' };
        return list;
      }),
    );
    expect(message).toContain('notices.json');
    expect(message).toContain(
      'record #2 (post_name "aviso-interno"): docaviso_datavigor: expected a real date as YYYY-MM-DD',
    );
    expect(message).toContain('record #4 (post_name "aviso-02-2025"): post_title.pt');
  });

  test('a bad document type and a file path with folders are rejected', () => {
    const message = seedError(
      seedWith('documents.json', (records) => {
        const list = records as Rec[];
        (list[0] as Rec).doc_tipo = 'sasoutros';
        (list[1] as Rec).doc_ficheiros = [{ doc_ficheiros_nome: { pt: 'x' }, file: '../etc/passwd.pdf' }];
        return list;
      }),
    );
    expect(message).toMatch(/documents\.json/);
    expect(message).toContain('record #0');
    expect(message).toContain('doc_tipo');
    expect(message).toContain('record #1');
    expect(message).toContain('doc_ficheiros.0.file: expected a PDF file name (no folders)');
  });

  test('relative contest dates must look like +30d / -10d', () => {
    const message = seedError(
      seedWith('contests.json', (records) => {
        const list = records as Rec[];
        (list[0] as Rec).DataFim = 'next week';
        return list;
      }),
    );
    expect(message).toContain('contests.json');
    expect(message).toContain(
      'record #0 (ID 1): DataFim: expected YYYY-MM-DD or a relative day like +30d / -10d',
    );
  });

  test('menus must be served by known restaurants', () => {
    const message = seedError(
      seedWith('menu-dishes.json', (dishes) => ({
        ...(dishes as Rec),
        restaurants_serving_menus: ['Cantina X'],
      })),
    );
    expect(message).toContain('menu-dishes.json');
    expect(message).toContain('"Cantina X" is not a Titulo.pt in restaurants.json');
  });

  test('duplicate slugs are rejected', () => {
    const message = seedError(
      seedWith('news.json', (records) => [...(records as Rec[]), (records as Rec[])[0]]),
    );
    expect(message).toContain('duplicate noticia_name "noticia-01"');
  });

  test('a missing file or invalid JSON is named', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'sasuma-seed-'));
    cpSync(FIXTURE_SEED_DIR, dir, { recursive: true });
    unlinkSync(path.join(dir, 'faq.json'));
    expect(seedError(dir)).toMatch(/Seed file .*faq\.json is missing/);
    writeFileSync(path.join(dir, 'faq.json'), '[{');
    expect(seedError(dir)).toMatch(/Seed file .*faq\.json is not valid JSON/);
    writeFileSync(path.join(dir, 'faq.json'), '{}');
    expect(seedError(dir)).toContain('expected a JSON array of records');
  });
});
