import { afterEach, expect, test, vi } from 'vitest';
import { warmUpDateFormats } from './intl-warm-up';

afterEach(() => vi.unstubAllGlobals());

test("the ICU data of the URL's language is loaded on a worker's thread", () => {
  const started: Array<{ url: string; options: WorkerOptions | undefined }> = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: URL | string, options?: WorkerOptions) {
        started.push({ url: String(url), options });
      }
    },
  );
  warmUpDateFormats('en');
  expect(started).toHaveLength(1);
  expect(started[0]?.url).toMatch(/intl-warm-up\.worker/);
  expect(started[0]?.options).toEqual({ type: 'module', name: 'en-GB' });
});

test('where a worker cannot start, nothing fails', () => {
  vi.stubGlobal('Worker', undefined);
  expect(() => warmUpDateFormats('pt')).not.toThrow();
  vi.stubGlobal(
    'Worker',
    class {
      constructor() {
        throw new DOMException('refused', 'SecurityError');
      }
    },
  );
  expect(() => warmUpDateFormats('pt')).not.toThrow();
});
