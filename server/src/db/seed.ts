import type { Database } from 'better-sqlite3';
import { addDays, currentWeekMonday, madeiraDay } from '../lib/dates';
import { generateClosures } from './generate-closures';
import { generateMedia } from './generate-media';
import { generateMenus, menuRange } from './generate-menus';
import { insertClosures, insertContent, insertContests, insertMedia, insertMenus } from './insert-content';
import { DEFAULT_SEED_DIR, readSeed, type SeedData } from './read-seed';
import { CONTENT_TABLES } from './schema';

export interface SeedOptions {
  seedDir?: string | undefined;
  now: Date;
}

function setMeta(db: Database, key: string, value: string): void {
  db.prepare(
    'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

export function getMeta(db: Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function isSeeded(db: Database): boolean {
  return getMeta(db, 'seeded_at') !== undefined;
}

/** The closures calendar from four weeks back to a year ahead, and the menus it allows (decision 028). */
function datedContent(seed: SeedData, today: string) {
  const closures = generateClosures(seed.closures, {
    first: menuRange(today).first,
    last: addDays(today, 365),
  });
  return { closures, menus: generateMenus(seed.menuDishes, seed.restaurants, today, closures) };
}

/**
 * Loads server/seed/*.json, generates menus (around `now`) and media (images, PDFs), and writes everything in ONE
 * transaction: a failure leaves the database as it was.
 */
export async function seedDatabase(
  db: Database,
  { seedDir = DEFAULT_SEED_DIR, now }: SeedOptions,
): Promise<void> {
  const seed = readSeed(seedDir);
  const today = madeiraDay(now);
  const media = await generateMedia(seed);
  const { closures, menus } = datedContent(seed, today);
  db.transaction(() => {
    for (const table of CONTENT_TABLES) db.prepare(`DELETE FROM ${table}`).run();
    insertContent(db, seed);
    insertContests(db, seed.contests, today);
    insertClosures(db, closures);
    insertMenus(db, menus);
    insertMedia(db, media);
    setMeta(db, 'seeded_at', now.toISOString());
    setMeta(db, 'menu_week', currentWeekMonday(today));
  })();
}

/**
 * A database seeded in an earlier week would run out of menus: regenerate menus, the closures calendar and
 * date-relative contests when the current week changed since they were generated.
 */
export function refreshDatedContent(db: Database, { seedDir = DEFAULT_SEED_DIR, now }: SeedOptions): boolean {
  const today = madeiraDay(now);
  const week = currentWeekMonday(today);
  if (getMeta(db, 'menu_week') === week) return false;
  const seed = readSeed(seedDir);
  const { closures, menus } = datedContent(seed, today);
  db.transaction(() => {
    db.prepare('DELETE FROM menus').run();
    db.prepare('DELETE FROM contests').run();
    db.prepare('DELETE FROM closures').run();
    insertClosures(db, closures);
    insertMenus(db, menus);
    insertContests(db, seed.contests, today);
    setMeta(db, 'menu_week', week);
  })();
  return true;
}
