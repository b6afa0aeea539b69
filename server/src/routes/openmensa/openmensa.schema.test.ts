import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import path from 'node:path';
import { createApp } from '../../app';
import { DEFAULT_SEED_DIR } from '../../db/read-seed';
import { refreshDatedContent } from '../../db/seed';
import { useTestApp } from '../../test-utils/test-app';

// The official schema (schema/README.md says where it comes from), checked by libxml2 as OpenMensa's own parser does.
const schema = {
  fileName: 'open-mensa-v2.xsd',
  contents: readFileSync(new URL('./schema/open-mensa-v2.xsd', import.meta.url), 'utf8'),
};

/** Every restaurant of the real seed that has menus, so a feed. */
const CANTEENS = ['cantina-penteada', 'restaurante-academico'];

/** Instants whose feed weeks hold what the format must carry: closures, holidays, changed hours, a published week. */
const INSTANTS = [
  // An ordinary week, menus published.
  ['an ordinary week', '2026-03-11T12:00:00Z'],
  // Madeira Day (1 July, a regional holiday) in the first week.
  ['a holiday', '2026-06-29T12:00:00Z'],
  // The canteen on summer holidays, the academic restaurant on reduced hours.
  ['summer: closed and changed hours', '2026-08-10T12:00:00Z'],
  // Kitchen works: dinner until 20:30 at the canteen.
  ['changed hours', '2026-11-18T12:00:00Z'],
  // Christmas: both closed from 24 December to 2 January, 26 December a regional holiday.
  ['Christmas', '2026-12-23T22:00:00Z'],
  // The office's calendar ends on Sunday 31 January 2027: the next week's days are left out of the feed.
  ['the end of the published calendar', '2027-01-27T12:00:00Z'],
] as const;

describe('[API-03] every OpenMensa feed is valid against the official v2 schema', () => {
  // The real seed (its pictures and PDFs take seconds to make) once; each instant moves its menus and calendar there.
  const t = useTestApp({ now: new Date(INSTANTS[0][1]), seedDir: DEFAULT_SEED_DIR });
  for (const [what, instant] of INSTANTS) {
    test(`${what} (${instant})`, async () => {
      const now = new Date(instant);
      refreshDatedContent(t.db, { now });
      const app = createApp({ db: t.db, distDir: path.join(t.dir, 'dist'), now: () => now });
      const feeds = [];
      for (const id of CANTEENS) {
        for (const lang of ['pt', 'en']) {
          const res = await app.request(`/api/openmensa/${id}.xml?idioma=${lang}`);
          expect(res.status, `${id} ${lang}`).toBe(200);
          const xml = await res.text();
          // Not an empty feed passing vacuously: its weeks are there.
          expect(xml).toMatch(/<day date="\d{4}-\d{2}-\d{2}">/);
          // Nothing is said of a day past the office's published calendar, neither closed nor a menu.
          const days = [...xml.matchAll(/<day date="([\d-]+)">/g)].map((match) => match[1]!);
          expect(days.filter((day) => day > '2027-01-31')).toEqual([]);
          feeds.push({ fileName: `${id}-${lang}.xml`, contents: xml });
        }
      }
      const result = await validateXML({ xml: feeds, schema });
      expect(result.errors.map((error) => error.rawMessage)).toEqual([]);
      expect(result.valid).toBe(true);
    });
  }

  test('the validator refuses the shape the feed had before (<open weekday time/>)', async () => {
    const old = `<?xml version="1.0" encoding="UTF-8"?>
<openmensa version="2.1" xmlns="http://openmensa.org/open-mensa-v2"><canteen><name>Cantina</name>
<times type="opening"><open weekday="monday" time="12:00-21:00"/></times></canteen></openmensa>`;
    const result = await validateXML({ xml: [{ fileName: 'old.xml', contents: old }], schema });
    expect(result.valid).toBe(false);
    expect(result.errors[0]?.message).toMatch(/open.*not expected/);
  });
});
