import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { expect, test } from 'vitest';
import { chunkGroups, rolldownGroups } from '../build/chunk-groups';

test('every folder a chunk group names exists: a rename would quietly undo the group', () => {
  const missing = chunkGroups.flatMap(({ name, folders = [] }) =>
    folders
      .filter((folder) => !existsSync(resolve(folder)) || !statSync(resolve(folder)).isDirectory())
      .map((folder) => `${name}: ${folder}`),
  );
  expect(missing).toEqual([]);
});

test("[START-08] a group takes the modules directly in its folders and its packages' module ids, on any system, and no neighbour", () => {
  const groups = rolldownGroups([
    { name: 'folders', folders: ['src/lib/data'] },
    { name: 'packages', packages: ['date-fns', '@tanstack/react-query'] },
  ]);
  const [byFolder, byPackage] = groups.map((group) => group.test);
  if (!byFolder || !byPackage) throw new Error('a group without a test');
  expect(byFolder('/work/app/src/lib/data/dates.ts')).toBe(true);
  expect(byFolder('C:\\work\\app\\src\\lib\\data\\dates.ts')).toBe(true);
  expect(byFolder('/work/app/src/lib/data/dates.css')).toBe(false);
  expect(byFolder('/work/app/src/lib/data/more/dates.ts')).toBe(false);
  expect(byFolder('/work/app/src/lib/dates.ts')).toBe(false);
  expect(byFolder('/work/app/src/lib/database/dates.ts')).toBe(false);
  expect(byPackage('/work/app/node_modules/date-fns/_lib/defaultOptions.js')).toBe(true);
  expect(byPackage('C:\\app\\node_modules\\@tanstack\\react-query\\build\\modern\\useQuery.js')).toBe(true);
  expect(byPackage('/work/app/node_modules/@tanstack/react-query-persist-client/build/index.js')).toBe(false);
  expect(byPackage('/work/app/src/date-fns/index.ts')).toBe(false);
  // Listed first, taken first.
  expect(groups.map((group) => group.priority)).toEqual([2, 1]);
});

test('no folder is in two groups', () => {
  const all = chunkGroups.flatMap(({ folders = [] }) => folders);
  expect(all.length).toBe(new Set(all).size);
});

test('[START-08] the chunk configuration names folders and packages, never a project file', () => {
  const named = chunkGroups.flatMap(({ folders = [] }) => folders);
  expect(named.filter((folder) => /\.[a-z]+$/.test(folder))).toEqual([]);
  expect(readFileSync('build/chunk-groups.ts', 'utf8')).not.toMatch(/['"]src\/[^'"]*\.(?:tsx?|js)['"]/);
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
