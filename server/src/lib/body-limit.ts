import { bodyLimit } from 'hono/body-limit';
import { HttpError } from './errors';

/** A 413 JSON answer for a body over `maxBytes`, before any of it is parsed. */
export function limitBodySize(maxBytes: number) {
  return bodyLimit({
    maxSize: maxBytes,
    onError: () => {
      throw new HttpError(413, 'payload_too_large', `The body exceeds ${maxBytes} bytes`);
    },
  });
}

/**
 * The deepest nesting of arrays and objects in JSON text, counted in one flat pass and given up past `limit`: the
 * check must itself not recurse, since it is what keeps recursive code (hashing, validation) off deep input.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i += 1) {
    const char = text.charCodeAt(i);
    if (inString) {
      if (char === 0x5c)
        i += 1; // backslash: the next character is escaped, whatever it is
      else if (char === 0x22) inString = false;
    } else if (char === 0x22) {
      inString = true;
    } else if (char === 0x7b || char === 0x5b) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 0x7d || char === 0x5d) {
      depth -= 1;
    }
  }
  return false;
}

/** JSON text that must be an object no deeper than `maxDepth`; anything else is a 400. */
export function parseJsonObject(text: string, maxDepth: number): Record<string, unknown> {
  if (jsonDepthExceeds(text, maxDepth)) {
    throw new HttpError(400, 'bad_request', `The body is nested deeper than ${maxDepth} levels`);
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new HttpError(400, 'bad_request', 'The body is not valid JSON');
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) {
    throw new HttpError(400, 'bad_request', 'The body must be a JSON object');
  }
  return body as Record<string, unknown>;
}
