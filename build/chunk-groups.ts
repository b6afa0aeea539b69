import type { OutputBundle } from 'rolldown';

/**
 * rolldown's `codeSplitting.groups` (vite.config.ts): modules put in one chunk on purpose. A group names npm packages
 * (whatever files a version ships) and project folders (from the root: the modules directly in each, not in its
 * subfolders; `tests/chunk-groups.test.ts` checks that each exists). The folders are the chunk boundaries: a module
 * joins a chunk by where it is put. What the groups must achieve is tested on the build itself
 * (e2e/build-chunks.spec.ts): the entry one chunk within its budget, home's start within 4 chunks more. Dependencies
 * are left out of a group (`includeDependenciesRecursively: false`): followed, they pulled the entry's own modules out.
 */
export interface ChunkGroup {
  name: string;
  /** Project folders (paths from the root): the modules directly in each. */
  folders?: string[];
  /** npm packages by name: whatever files a version splits them into. */
  packages?: string[];
  /** Every module the entry loads statically (rolldown's `$initial` tag), wherever it comes from. */
  initial?: boolean;
  /** Only modules that at least this many chunks' entries (the entry, a route, a lazy part) import. */
  minShareCount?: number;
}

export const chunkGroups: ChunkGroup[] = [
  {
    // Everything the entry runs (React, the router, Lingui, the query client, our layout), as one chunk: rolldown took
    // the modules that routes share with it out into chunks of their own (the router's, i18n, the page titles, the
    // preload helper), each a request before the app could run, plus the glue between them.
    name: 'start',
    initial: true,
  },
  {
    // The API's answers' schemas and what checks the saved ones: they load with an API answer or to check the saved
    // data, never in a route's first load; one chunk per contract was fifteen requests on a start from the icon
    // (decision 039). What the app sends (src/contract/requests/) is read by its forms and lists, apart.
    name: 'contract',
    folders: ['src/contract'],
  },
  {
    // What nearly every route reads its data with: the query hooks, the API client and its bases, the date formats,
    // the data's age, the menu's codes (meals, allergens, the closures calendar's rules, which the menus' and closures'
    // contracts and home's data read) and the menu's queries (the alerts screen reads the restaurants'). Left to
    // rolldown, these were eleven chunks of 0.1-2.9 KB, each a request and a module to set up on every start. Of the
    // packages, only what two chunks or more read: what one reads alone stays with it (the persister's hydration; a
    // date function one route uses), or every start would load it (start-up 14.9 -> 19.8 KB, measured).
    name: 'query-common',
    packages: ['@tanstack/react-query', '@tanstack/query-core', 'date-fns', 'idb-keyval'],
    minShareCount: 2,
    folders: ['src/lib/data', 'src/components/data', 'src/contract/menu', 'src/features/menu/api'],
  },
  {
    // How parts load later (when the browser is idle, when they are reached): home, the application form and the
    // housing page read them. In home's data they made the form and the housing page load all of it (3 KB) for these.
    name: 'lazy-parts',
    folders: ['src/components/lazy'],
  },
  {
    // The home page's data, which other routes share in part: twelve chunks of 0.1-1.1 KB on a start from the icon,
    // now one (with query-common, home's start went from 21 chunks to 4, decision 039). Routes that need a part load
    // all of it, up to 2 KB more: all stay under the 135 KB budget.
    name: 'home-data',
    folders: ['src/features/notices/api', 'src/features/news/api', 'src/features/scholarships/api'],
  },
  {
    // The menu's rules (the next meal, the canteens' status, the week, the student's diet) and the components home
    // and the food screen both show: apart from home-data, the routes that share only a helper with home do not load
    // them (issue 29 made them 3 KB).
    name: 'menu-data',
    folders: ['src/features/menu', 'src/features/menu/components/common'],
  },
];

/** A path as a pattern that matches it on any system (`/` or `\`). */
const anySeparator = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\//g, '[\\\\/]');

/** A group's test for rolldown: a module id directly in one of its folders (not in a subfolder), or in a package. */
function moduleTest({ folders = [], packages = [] }: ChunkGroup): RegExp | undefined {
  const alternatives = [
    ...folders.map((folder) => `[\\\\/]${anySeparator(folder)}[\\\\/][^\\\\/]+\\.(?:tsx?|m?js)$`),
    ...packages.map((name) => `[\\\\/]node_modules[\\\\/]${anySeparator(name)}[\\\\/]`),
  ];
  return alternatives.length ? new RegExp(alternatives.join('|')) : undefined;
}

/** The groups as rolldown's `codeSplitting.groups`: the first listed wins a module two groups could take. */
export function rolldownGroups(groups: ChunkGroup[] = chunkGroups) {
  return groups.map((group, index) => {
    const test = moduleTest(group);
    return {
      name: group.name,
      priority: groups.length - index,
      includeDependenciesRecursively: false,
      ...(group.minShareCount ? { minShareCount: group.minShareCount } : {}),
      ...(group.initial ? { tags: ['$initial' as const] } : {}),
      ...(test ? { test: (id: string) => test.test(id) } : {}),
    };
  });
}

/**
 * The chunks' static imports form no cycle: with a `codeSplitting` group that leaves its modules' dependencies out,
 * a dependency read only by the group landed in a chunk that imported the group back, and a cycle between chunks runs
 * in whichever order the browser reaches it first.
 */
export function chunkCycle(bundle: OutputBundle): string[] | undefined {
  const imports = new Map<string, string[]>();
  for (const file of Object.values(bundle))
    if (file.type === 'chunk') imports.set(file.fileName, file.imports);
  const done = new Set<string>();
  const visit = (fileName: string, path: string[]): string[] | undefined => {
    if (path.includes(fileName)) return [...path.slice(path.indexOf(fileName)), fileName];
    if (done.has(fileName)) return undefined;
    for (const imported of imports.get(fileName) ?? []) {
      const cycle = visit(imported, [...path, fileName]);
      if (cycle) return cycle;
    }
    done.add(fileName);
    return undefined;
  };
  for (const fileName of imports.keys()) {
    const cycle = visit(fileName, []);
    if (cycle) return cycle;
  }
  return undefined;
}
