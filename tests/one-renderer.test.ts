import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The app's, the worker's, the server's and the build's own code (tests aside). */
function sources(dir: string): string[] {
  return readdirSync(join(root, dir), { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}
const code = ['src', 'server/src', 'build', 'scripts'].flatMap(sources);
const using = (pattern: RegExp) =>
  code.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));

test('[START-04] one renderer: no router internals assigned, no route option rewritten, no patched global fetch', () => {
  expect(using(/\brouter\.ssr\s*=/)).toEqual([]);
  expect(using(/wrapInSuspense/)).toEqual([]);
  expect(using(/globalThis\.fetch\s*=|window\.fetch\s*=/)).toEqual([]);
});

test('[START-06] React is the one writer of #root: no innerHTML anywhere, server HTML only through the sanitizer', () => {
  expect(using(/\.innerHTML\b/)).toEqual([]);
  expect(using(/dangerouslySetInnerHTML/)).toEqual(['src/components/html-content.tsx']);
});
