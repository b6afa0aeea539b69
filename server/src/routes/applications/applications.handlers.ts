import { createHash } from 'node:crypto';
import { clientAddress } from '../../lib/client-address';
import type { Context } from 'hono';
import {
  fieldErrorsOf,
  housingApplicationSchema,
  isHoneypotTripped,
  type ApplicationAccepted,
  type ApplicationRules,
  type ApplicationRejected,
} from '../../../../src/contract/requests/housing-application';
import { databaseFileProblem } from '../../db/database-file';
import { parseJsonObject } from '../../lib/body-limit';
import { HttpError } from '../../lib/errors';
import { JSON_TYPE } from '../../lib/respond';
import type { AppEnv } from '../../lib/types';
import { fieldMessage, MESSAGES, requestLang } from './applications.messages';
import { applicationRules } from './applications.rules';
import { findAnswer, storeApplication, type StoredAnswer } from './applications.store';

/** What an Idempotency-Key must be (a UUID is one). */
export const IDEMPOTENCY_KEY = /^[A-Za-z0-9-]{8,128}$/;

/** An application nests two levels (the body, `concurso`); the limit keeps hashing and parsing off deep input. */
export const MAX_JSON_DEPTH = 8;

/** Same data, same hash, whatever the key order the client sent it in. Recursion is bounded by MAX_JSON_DEPTH. */
function canonicalHash(value: unknown): string {
  const canonical = (v: unknown): unknown =>
    Array.isArray(v)
      ? v.map(canonical)
      : v && typeof v === 'object'
        ? Object.fromEntries(
            Object.entries(v as Record<string, unknown>)
              .sort(([a], [b]) => a.localeCompare(b))
              .map(([k, inner]) => [k, canonical(inner)]),
          )
        : v;
  return createHash('sha256')
    .update(JSON.stringify(canonical(value)))
    .digest('hex');
}

/** zod compiles each schema it builds (a tenth of a millisecond): one per set of rules, rebuilt when they change. */
let cachedSchema: { rules: string; schema: ReturnType<typeof housingApplicationSchema> } | undefined;
function schemaFor(rules: ApplicationRules) {
  const id = JSON.stringify(rules);
  if (cachedSchema?.rules !== id) cachedSchema = { rules: id, schema: housingApplicationSchema(rules) };
  return cachedSchema.schema;
}

function answer(c: Context<AppEnv>, stored: StoredAnswer, replayed: boolean): Response {
  return c.body(stored.response, stored.status as 201, {
    'Content-Type': JSON_TYPE,
    'Cache-Control': 'no-store',
    ...(replayed ? { 'Idempotent-Replayed': 'true' } : {}),
  });
}

/**
 * POST /api/sas/registercandidatura — stores each application exactly once per Idempotency-Key. Order matters:
 * a replay is answered before validation (a stored application stays accepted when its entry date has since
 * passed), and the rate limit counts only applications about to be stored, so rejected attempts never lock a
 * client out.
 */
export function registerApplication(deps: {
  now: () => Date;
  takeToken: (client: string) => { allowed: boolean; retryAfterSeconds: number };
}) {
  return async (c: Context<AppEnv>): Promise<Response> => {
    const lang = requestLang(c.req.query('idioma'), c.req.header('Accept-Language'));
    const contentType = c.req.header('Content-Type') ?? '';
    if (!/^application\/json\b/i.test(contentType)) {
      throw new HttpError(415, 'unsupported_media_type', 'Send the application as application/json');
    }
    const key = c.req.header('Idempotency-Key')?.trim() ?? '';
    if (!IDEMPOTENCY_KEY.test(key)) {
      throw new HttpError(400, 'missing_idempotency_key', 'An Idempotency-Key header (a UUID) is required');
    }
    const body = parseJsonObject(await c.req.text(), MAX_JSON_DEPTH);
    const bodyHash = canonicalHash(body);

    // From here to the commit nothing awaits: the file checked is the file written. A deleted or replaced database
    // file would take a 201 for an application no one will read: 503 instead, and the app's outbox keeps it.
    if (databaseFileProblem(c.var.db)) throw new HttpError(503, 'unavailable', MESSAGES.unavailable[lang]);

    // A replay (a resent queue entry, a second tab) gets the first answer and stores nothing new.
    const stored = findAnswer(c.var.db, key);
    if (stored) {
      if (stored.bodyHash === bodyHash) return answer(c, stored, true);
      throw new HttpError(422, 'idempotency_mismatch', MESSAGES.mismatch[lang]);
    }

    // A bot filled the hidden fields: answer like a success so it learns nothing, and store nothing.
    if (isHoneypotTripped(body)) {
      const receivedAt = deps.now().toISOString();
      const fake: ApplicationAccepted = {
        reference: `SAS-${deps.now().getUTCFullYear()}-000000`,
        receivedAt,
      };
      return c.json(fake, 201, { 'Cache-Control': 'no-store' });
    }

    const parsed = schemaFor(applicationRules(c.var.db, deps.now())).safeParse(body);
    if (!parsed.success) {
      const codes = fieldErrorsOf(parsed.error.issues);
      const fields = Object.fromEntries(
        Object.entries(codes).map(([field, code]) => [field, fieldMessage(code, lang)]),
      );
      const rejected: ApplicationRejected = {
        error: { code: 'validation', message: MESSAGES.invalid[lang], fields, codes },
      };
      return c.json(rejected, 422, { 'Cache-Control': 'no-store' });
    }

    const limit = deps.takeToken(clientAddress(c));
    if (!limit.allowed) {
      c.header('Retry-After', String(limit.retryAfterSeconds));
      throw new HttpError(
        429,
        'rate_limited',
        `Too many applications; retry in ${limit.retryAfterSeconds} s`,
      );
    }

    const result = storeApplication(c.var.db, {
      key,
      bodyHash,
      application: parsed.data,
      now: deps.now(),
      requestId: c.var.requestId,
    });
    if (!result.created && result.answer.bodyHash !== bodyHash) {
      throw new HttpError(422, 'idempotency_mismatch', MESSAGES.mismatch[lang]);
    }
    return answer(c, result.answer, !result.created);
  };
}
