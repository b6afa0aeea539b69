import { applicationFields } from '../../../src/contract/requests/housing-application-fields';

/**
 * Housing applications and their idempotency keys: unlike the content tables these are never dropped or regenerated,
 * they hold what students sent. Their schema is `server/migrations/*.sql`, run at start (migrate.ts).
 *
 * Keys outlive the client's outbox (7 days) by far, so a replay after a long offline stretch still finds its first
 * answer instead of creating a second application.
 */
export const IDEMPOTENCY_RETENTION_DAYS = 60;

/** The form's fields stored as they come, each in its own column (the contest, `concurso`, is stored as two). */
export const FORM_COLUMNS = applicationFields.filter(
  (field): field is Exclude<(typeof applicationFields)[number], 'concurso'> => field !== 'concurso',
);

/**
 * A stored application's columns as the office gets them (export-applications), in order: the receipt, the contest
 * (its value and the label the student saw), then the form's fields. The one list: the insert, the export's select and
 * its CSV header, the readiness probe and the load bench follow it.
 */
export const APPLICATION_COLUMNS = [
  'reference',
  'received_at',
  'concurso_value',
  'concurso_label',
  ...FORM_COLUMNS,
] as const;

export type ApplicationRow = Record<(typeof APPLICATION_COLUMNS)[number], string>;
