import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { chunkGroups, rolldownGroups } from '../build/chunk-groups';

test('every file a chunk group names exists: a rename would quietly undo the group', () => {
  const missing = chunkGroups.flatMap(({ name, files = [] }) =>
    files
      .filter((file) => !['.ts', '.tsx', '.js', '.mjs'].some((ext) => existsSync(resolve(file + ext))))
      .map((file) => `${name}: ${file}`),
  );
  expect(missing).toEqual([]);
});

test("a group takes its files' and its packages' module ids, on any system, and no neighbour", () => {
  const groups = rolldownGroups([
    { name: 'files', files: ['src/lib/dates'] },
    { name: 'packages', packages: ['date-fns', '@tanstack/react-query'] },
  ]);
  const [byFile, byPackage] = groups.map((group) => group.test);
  if (!byFile || !byPackage) throw new Error('a group without a test');
  expect(byFile('/work/app/src/lib/dates.ts')).toBe(true);
  expect(byFile('C:\\work\\app\\src\\lib\\dates.ts')).toBe(true);
  expect(byFile('/work/app/src/lib/dates.test.ts')).toBe(false);
  expect(byFile('/work/app/src/lib/old-dates.ts')).toBe(false);
  expect(byFile('/work/app/src/lib/dates.css')).toBe(false);
  expect(byPackage('/work/app/node_modules/date-fns/_lib/defaultOptions.js')).toBe(true);
  expect(byPackage('C:\\app\\node_modules\\@tanstack\\react-query\\build\\modern\\useQuery.js')).toBe(true);
  expect(byPackage('/work/app/node_modules/@tanstack/react-query-persist-client/build/index.js')).toBe(false);
  expect(byPackage('/work/app/src/date-fns/index.ts')).toBe(false);
  // Listed first, taken first.
  expect(groups.map((group) => group.priority)).toEqual([2, 1]);
});

test('no file is in two groups', () => {
  const all = chunkGroups.flatMap(({ files = [] }) => files);
  expect(all.length).toBe(new Set(all).size);
});

test('[START-03] no path inside node_modules in the build config: a package names its files, an upgrade may rename them', () => {
  const config = [
    'vite.config.ts',
    ...readdirSync('build')
      .filter((file) => file.endsWith('.ts'))
      .map((file) => `build/${file}`),
  ];
  const withPaths = config.filter((file) => /node_modules\//.test(readFileSync(file, 'utf8')));
  expect(withPaths).toEqual([]);
});
