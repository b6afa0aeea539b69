import { z } from 'zod';

export interface ParamIssue {
  param: string;
  message: string;
}

const ERROR_CODES = [
  'bad_request',
  'not_found',
  'internal',
  'validation',
  'idempotency_mismatch',
  'missing_idempotency_key',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'forbidden_origin',
  'unavailable',
  'endpoint_refused',
  'too_many_subscriptions',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Every error answer's body (errorBody below); `/api/openapi.json` names it once, as components/schemas/Error. */
export const ErrorBodySchema = z
  .object({
    error: z.object({
      code: z.enum(ERROR_CODES),
      message: z.string(),
      issues: z.array(z.object({ param: z.string(), message: z.string() })).optional(),
    }),
  })
  .meta({ id: 'Error' });

/** An error that maps to a JSON error response; thrown by handlers and helpers, rendered by app.onError. */
export class HttpError extends Error {
  constructor(
    readonly status: 400 | 403 | 404 | 413 | 415 | 422 | 429 | 500 | 502 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: ParamIssue[],
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export function badRequest(issues: ParamIssue[]): HttpError {
  const params = [...new Set(issues.map((issue) => issue.param))].join(', ');
  return new HttpError(400, 'bad_request', `Invalid query parameter(s): ${params}`, issues);
}

export function notFound(message: string): HttpError {
  return new HttpError(404, 'not_found', message);
}

export function errorBody(error: HttpError): z.infer<typeof ErrorBodySchema> {
  return {
    error: {
      code: error.code,
      message: error.message,
      ...(error.issues ? { issues: error.issues } : {}),
    },
  };
}
