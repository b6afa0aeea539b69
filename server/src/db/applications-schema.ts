/**
 * Housing applications and their idempotency keys: unlike the content tables these are never dropped or regenerated,
 * they hold what students sent. Their schema is `server/migrations/*.sql`, run at start (migrate.ts).
 *
 * Keys outlive the client's outbox (7 days) by far, so a replay after a long offline stretch still finds its first
 * answer instead of creating a second application.
 */
export const IDEMPOTENCY_RETENTION_DAYS = 60;
