import type { Database } from 'better-sqlite3';
import type { ApplicationRules } from '../../../../src/contract/requests/housing-application';
import { allRows } from '../../lib/sql';

/** The contest types the API lists (`/sas/alojamento/tiposconcursos`): the only values an application may name. */
export function listedContests(db: Database): string[] {
  return allRows<{ value: string }>(db, 'SELECT value FROM contest_types ORDER BY position').map(
    (row) => row.value,
  );
}

/**
 * The form checks "not in the past" against its own calendar day, which is at most a day behind ours wherever the
 * student is. So the server's "today" is the date at UTC-12 (the last place on Earth still on yesterday): it rejects
 * no entry date the form accepted, and every date before yesterday.
 */
export function earliestToday(now: Date): string {
  return new Date(now.getTime() - 12 * 3_600_000).toISOString().slice(0, 10);
}

export function applicationRules(db: Database, now: Date): ApplicationRules {
  return { contests: listedContests(db), today: earliestToday(now) };
}
