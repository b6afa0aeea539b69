import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, test } from 'vitest';
import { createTestApp, getParsed, useTestApp } from '../../test-utils/test-app';
import { WeekMenuSchema, type MenuEntry } from '../../../../src/contract/menus';
import { COURSE_LABELS, MEAL_LABELS } from './openmensa.labels';

// TEST_NOW is Wednesday 2026-03-11: the feed covers Monday 9 to Sunday 22 March. The fixture's calendar closes the
// academic restaurant from 20 March.
const t = useTestApp();

interface Meal {
  name: string;
  note?: string[];
}
interface Day {
  '@_date': string;
  closed?: string;
  category?: Array<{ '@_name': string; meal: Meal[] }>;
}
interface Feed {
  openmensa: {
    '@_version': string;
    '@_xmlns': string;
    canteen: {
      name: string;
      times: { '@_type': string } & Record<string, { '@_open'?: string; '@_closed'?: string }>;
      day?: Day[];
    };
  };
}

// A real XML parser: every repeatable element of the format is read as a list.
const parser = new XMLParser({
  ignoreAttributes: false,
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => ['day', 'category', 'meal', 'note'].includes(name),
});

async function feed(id: string, lang = 'pt') {
  const res = await t.app.request(`/api/openmensa/${id}.xml?idioma=${lang}`);
  const xml = await res.text();
  return { res, xml };
}

function parse(xml: string): Feed {
  expect(XMLValidator.validate(xml)).toBe(true);
  return parser.parse(xml) as Feed;
}

describe('GET /api/openmensa/<id>.xml', () => {
  test('[HON-06] well-formed OpenMensa v2.1: namespace, canteen, opening times, this week and next', async () => {
    const { res, xml } = await feed('cantina');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/xml; charset=utf-8');
    expect(res.headers.get('etag')).toBeTruthy();
    const { openmensa } = parse(xml);
    expect(openmensa['@_version']).toBe('2.1');
    expect(openmensa['@_xmlns']).toBe('http://openmensa.org/open-mensa-v2');
    expect(openmensa.canteen.name).toBe('Cantina');
    expect(openmensa.canteen.times['@_type']).toBe('opening');
    // The schema's shape: each weekday named, Monday to Sunday, open from-to or closed.
    expect(xml).toMatch(/<times type="opening"><monday [^>]*\/><tuesday [^>]*\/>.*<sunday [^>]*\/><\/times>/);
    expect(openmensa.canteen.times.monday).toEqual({ '@_open': '12:00-21:00' });
    expect(openmensa.canteen.times.sunday).toEqual({ '@_closed': 'true' });
    const days = openmensa.canteen.day ?? [];
    expect(days.map((d) => d['@_date'])).toEqual([
      ...['2026-03-09', '2026-03-10', '2026-03-11', '2026-03-12', '2026-03-13', '2026-03-14', '2026-03-15'],
      ...['2026-03-16', '2026-03-17', '2026-03-18', '2026-03-19', '2026-03-20', '2026-03-21', '2026-03-22'],
    ]);
    for (const day of days) {
      // The schema's choice: closed, or at least one category with at least one meal named.
      expect(day.closed !== undefined).toBe(day.category === undefined);
      for (const category of day.category ?? []) {
        expect(category['@_name'].length).toBeGreaterThan(0);
        expect(category.meal.length).toBeGreaterThan(0);
        for (const meal of category.meal) expect(meal.name.length).toBeGreaterThan(0);
      }
    }
    // Sunday: closed.
    expect(days.find((d) => d['@_date'] === '2026-03-15')?.closed).toBe('');
  });

  test('[HON-06] a closed day is <closed/>, and the feed and the API menus agree', async () => {
    for (const [id, lang] of [
      ['cantina', 'pt'],
      ['restaurante-academico', 'en'],
    ] as const) {
      const days = parse((await feed(id, lang)).xml).openmensa.canteen.day ?? [];
      const { body } = await getParsed(
        t.app,
        `/api/ementas?idioma=${lang}&startdate=20260309&enddate=20260322`,
        WeekMenuSchema,
      );
      const menus = body.filter((m) => m.RestauranteId === id);
      for (const day of days) {
        const published = menus.filter((m) => m.ementa_dia === day['@_date']);
        if (day.closed !== undefined) {
          expect(published, day['@_date']).toEqual([]);
          continue;
        }
        const inFeed = (day.category ?? []).map((c) => `${c['@_name']}: ${c.meal[0]?.name}`);
        const inApi = published.flatMap((entry: MenuEntry) =>
          (Object.keys(COURSE_LABELS) as Array<keyof typeof COURSE_LABELS>).flatMap((course) =>
            entry[course]
              ? [`${MEAL_LABELS[entry.refeicao][lang]} – ${COURSE_LABELS[course][lang]}: ${entry[course]}`]
              : [],
          ),
        );
        expect(inFeed, day['@_date']).toEqual(inApi);
      }
      const closed = days.filter((d) => d.closed !== undefined).map((d) => d['@_date']);
      if (id === 'restaurante-academico') {
        // Sunday, then the Easter closing from the 20th.
        expect(closed).toEqual(['2026-03-15', '2026-03-20', '2026-03-21', '2026-03-22']);
      }
    }
  });

  test('[HON-05] [HON-06] allergens are notes in words; a menu without them says to ask at the counter', async () => {
    const canteen = parse((await feed('cantina')).xml).openmensa.canteen.day ?? [];
    const notes = canteen
      .flatMap((d) => d.category ?? [])
      .flatMap((c) => c.meal.flatMap((m) => m.note ?? []));
    expect(notes.some((note) => /^Alergénios: .*glúten/.test(note))).toBe(true);
    const academic = parse((await feed('restaurante-academico', 'en')).xml).openmensa.canteen.day ?? [];
    const academicNotes = academic
      .flatMap((d) => d.category ?? [])
      .flatMap((c) => c.meal.flatMap((m) => m.note ?? []));
    expect(new Set(academicNotes)).toEqual(new Set(['Allergen information at the counter']));
  });

  test("[HON-06] the feed's weeks are Madeira's: at 00:30 on a summer Sunday there (23:30 UTC), the next week", async () => {
    const summer = await createTestApp({ now: new Date('2026-06-27T23:30:00Z') });
    try {
      const res = await summer.app.request('/api/openmensa/cantina.xml');
      const days = parse(await res.text()).openmensa.canteen.day ?? [];
      expect(days[0]?.['@_date']).toBe('2026-06-29');
    } finally {
      summer.close();
    }
  });

  test('[HON-06] only restaurants with menus have a feed; anything else is 404', async () => {
    for (const path of ['bar-penteada.xml', 'cantina', 'cantina.json', 'nope.xml', 'Cantina.xml']) {
      expect((await t.app.request(`/api/openmensa/${path}`)).status, path).toBe(404);
    }
  });
});
