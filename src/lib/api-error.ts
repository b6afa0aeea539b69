export type ApiErrorKind = 'http' | 'network' | 'malformed';

/** Every failure of a content call, typed so screens can say what went wrong and offer a retry. */
export class ApiError extends Error {
  constructor(
    readonly kind: ApiErrorKind,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}
