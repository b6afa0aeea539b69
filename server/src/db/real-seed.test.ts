import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Database } from 'better-sqlite3';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createApp } from '../app';
import { openDb } from './open-db';
import { readSeed } from './read-seed';
import { addDays, madeiraDay, weekday } from '../lib/dates';
import { ClosureCalendarSchema } from '../../../src/contract/closures';
import { dayPlan } from '../../../src/contract/menu/service-calendar';
import { documentTypes } from '../../../src/contract/requests/document-types';
import { menuRange } from './generate-menus';

// The real content in server/seed/: valid, rich enough for the app (docs/architecture.md, "Seed content"), and
// every file or image it references is served.
/** A Wednesday whose seven weeks of menus hold the December holidays (1st and 8th). */
const NOW = new Date('2026-11-25T12:00:00Z');
const dir = mkdtempSync(path.join(tmpdir(), 'sasuma-real-'));
let db: Database;
let app: Hono;
beforeAll(async () => {
  db = await openDb({ path: path.join(dir, 'real.db'), now: NOW });
  app = createApp({ db, distDir: dir, now: () => NOW });
}, 30_000);
afterAll(() => {
  db.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('server/seed', () => {
  test('has the content the design asks for', () => {
    const seed = readSeed();
    expect(seed.scholarships.map((s) => s.Name).sort()).toEqual(
      ['bolsa-afa', 'bolsa-blandy', 'bolsa-dges', 'bolsa-santander', 'fundo-de-apoio-de-emergencia'].sort(),
    );
    expect(seed.restaurants.length).toBeGreaterThanOrEqual(6);
    expect(seed.notices.length).toBeGreaterThanOrEqual(30);
    expect(seed.news.length).toBeGreaterThanOrEqual(20);
    expect(seed.documents.length).toBeGreaterThanOrEqual(40);
    expect(new Set(seed.documents.map((d) => d.doc_tipo))).toEqual(new Set(documentTypes));
    expect(seed.contests.some((c) => !c.Activo)).toBe(true);
  });

  test('every PDF and image the API links to is served', async () => {
    const urls = new Set<string>(['/files/precario-alimentacao.pdf', '/files/regulamento-residencia.pdf']);
    const collect = (text: string) => {
      for (const m of text.matchAll(/\/(?:files|uploads)\/[\w.-]+/g)) urls.add(m[0]);
    };
    for (const lang of ['pt', 'en']) {
      collect(await (await app.request(`/api/docavisos?limit=100&idioma=${lang}`)).text());
      collect(await (await app.request(`/api/sas/document?limit=100&idioma=${lang}`)).text());
      collect(await (await app.request('/api/sas/equipa')).text());
      const news = (await (await app.request(`/api/noticiassas?limit=100&idioma=${lang}`)).json()) as {
        data: { noticia_name: string; noticia_imagem: string }[];
      };
      for (const item of news.data) {
        urls.add(`/uploads/${item.noticia_imagem}`);
        const detail = (await (await app.request(`/api/noticiassas/${item.noticia_name}`)).json()) as Record<
          string,
          string
        >;
        for (const key of ['noticia_imagemsecundaria', 'noticia_imagemsecundariaEN']) {
          if (detail[key]) urls.add(`/uploads/${detail[key]}`);
        }
      }
      const scholarships = (await (await app.request('/api/bolsassas')).json()) as { Name: string }[];
      for (const s of scholarships) collect(await (await app.request(`/api/bolsassas/${s.Name}`)).text());
    }
    expect(urls.size).toBeGreaterThan(50);
    for (const url of urls) expect((await app.request(url, { method: 'HEAD' })).status, url).toBe(200);
  });

  test("[HON-01] every Monday to Saturday of the seven weeks has the canteen's lunch, except its closed days", async () => {
    const res = await app.request('/api/encerramentos');
    expect(res.status).toBe(200);
    const calendar = ClosureCalendarSchema.parse(await res.json());
    const days = (
      db
        .prepare(
          "SELECT DISTINCT day FROM menus WHERE meal = 'almoco' AND restaurant_id = 'cantina-penteada'",
        )
        .all() as { day: string }[]
    ).map((row) => row.day);
    const canteen = readSeed().restaurants.find((r) => r.id === 'cantina-penteada')!;
    const { first, last } = menuRange(madeiraDay(NOW));
    const expected: string[] = [];
    for (let day = first; day <= last; day = addDays(day, 1)) {
      const plan = dayPlan(canteen, calendar, canteen.id, day);
      if (weekday(day) !== 0 && !plan.closure) expected.push(day);
    }
    expect(days.sort()).toEqual(expected);
  });
});
