import { describe, expect, test } from 'vitest';
import { FILE_CACHES, fileNameOf, readSavedFiles } from './saved-files';

describe('saved files', () => {
  test('a PDF is listed by its decoded file name', () => {
    expect(fileNameOf('https://sas.uma.pt/files/regulamento%20de%20bolsas.pdf')).toBe(
      'regulamento de bolsas.pdf',
    );
    expect(fileNameOf('https://sas.uma.pt/files/bad%E0.pdf')).toBe('bad%E0.pdf');
  });

  test('reads both caches without creating a missing one; no Cache Storage, no answer', async () => {
    const opened: string[] = [];
    const storage = {
      has: (name: string) => Promise.resolve(name === FILE_CACHES.documents),
      open: (name: string) => {
        opened.push(name);
        return Promise.resolve({
          keys: () =>
            Promise.resolve([
              new Request('https://sas.uma.pt/files/z.pdf'),
              new Request('https://sas.uma.pt/files/a.pdf'),
            ]),
        });
      },
    } as unknown as CacheStorage;
    expect(await readSavedFiles(storage)).toEqual({ documents: ['a.pdf', 'z.pdf'], images: 0 });
    expect(opened).toEqual([FILE_CACHES.documents]);
    expect(await readSavedFiles(undefined)).toBeUndefined();
  });
});
