/**
 * rolldown's `codeSplitting.groups` (vite.config.ts): modules put in one chunk on purpose. A group names npm packages
 * (whatever files a version ships) and project files (paths from the root, no extension; `tests/chunk-groups.test.ts`
 * checks that each exists). What they must achieve is tested on the build itself (e2e/build-chunks.spec.ts): the entry
 * one chunk within its budget, home's start within 4 chunks more. Dependencies are left out of a group
 * (`includeDependenciesRecursively: false`): followed, they pulled the entry's own modules out of it.
 */
export interface ChunkGroup {
  name: string;
  /** Project files (paths from the root, no extension). */
  files?: string[];
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
    // The API's contract schemas: they load with an API answer or to check the saved data, never in a route's first
    // load; one chunk per contract was fifteen requests on a start from the icon (decision 039).
    name: 'contract',
    files: [
      ...[
        'api-building-blocks',
        'closures',
        'documents',
        'faq',
        'housing-contests',
        'links',
        'menus',
        'news',
        'notices',
        'opening-hours',
        'restaurants',
        'scholarships',
        'team',
      ].map((contract) => `src/contract/${contract}`),
      'src/app/persisted-query-schemas',
    ],
  },
  {
    // What nearly every route reads its data with: the query hooks, the API client, the date formats, the data's age.
    // Left to rolldown, these were eleven chunks of 0.1-2.9 KB, each a request and a module to set up on every start.
    // Of the packages, only what two chunks or more read: what one reads alone stays with it (the persister's
    // hydration; a date function one route uses), or every start would load it (start-up 14.9 -> 19.8 KB, measured).
    name: 'query-common',
    packages: ['@tanstack/react-query', '@tanstack/query-core', 'date-fns', 'idb-keyval'],
    minShareCount: 2,
    files: [
      'src/lib/env',
      'src/lib/api-client',
      'src/lib/sw-shared',
      'src/lib/dates',
      'src/lib/intl-locale',
      'src/components/data-age',
      'src/components/content-language',
      // The restaurants' query (0.2 KB): the alerts screen reads it too, and in the menu's data it loaded all of it.
      'src/features/menu/api/get-restaurants',
      // Each was a chunk of its own that every start from the icon asked for: the page data's id (read by the
      // persister) and the meals' schema (read by the menus' contract and home's data).
      'src/lib/constants',
      'src/contract/meals',
      // The same for the closures calendar's rules and the allergens' codes (the closures' and menus' contracts).
      'src/contract/service-calendar',
      'src/contract/allergens',
    ],
  },
  {
    // How parts load later (when the browser is idle, when they are reached): home, the application form and the
    // housing page read them. In home's data they made the form and the housing page load all of it (3 KB) for these.
    name: 'lazy-parts',
    files: ['src/lib/lazy-when-idle', 'src/lib/use-when-reached'],
  },
  {
    // The home page's data and helpers, which other routes share in part: twelve chunks of 0.1-1.1 KB on a start
    // from the icon, now one (with query-common, home's start went from 21 chunks to 4, decision 039). Routes that need
    // a part load all of it, up to 2 KB more: all stay under the 135 KB budget, and home carries 3.6 KB less.
    name: 'home-data',
    files: [
      'src/features/notices/api/get-notices',
      'src/features/notices/api/notices.keys',
      'src/features/news/api/news.keys',
      'src/features/news/api/get-news',
      'src/features/scholarships/api/scholarships.keys',
      'src/features/scholarships/api/get-scholarships',
      'src/lib/order-zero-last',
    ],
  },
  {
    // The menu's data and rules (the next meal, the canteens' status, the closures calendar, the student's diet):
    // home and the food screen read them; apart from home-data, the routes that share only a helper with home do not
    // load them (issue 29 made them 3 KB). It holds the date-fns week functions too: nothing else reads them.
    name: 'menu-data',
    files: [
      'src/features/menu/api/menu.keys',
      'src/features/menu/api/get-week-menu',
      'src/features/menu/week-range',
      'src/features/menu/week-days',
      'src/features/menu/group-menus',
      'src/features/menu/restaurant-states',
      'src/features/menu/next-meal',
      'src/features/menu/use-next-meal',
      'src/features/menu/components/restaurant-status-list',
      // The canteens' status, the closures calendar and the student's preferences: home's "today" reads them all.
      'src/features/menu/api/get-closures',
      'src/features/menu/madeira-clock',
      'src/features/menu/restaurant-status',
      'src/features/menu/use-clock',
      'src/features/menu/menu-preferences',
      // Its storage key, which the alerts' preferences and "My data on this device" share: alone it was a chunk.
      'src/lib/device-storage-keys',
      'src/features/menu/use-menu-preferences',
      'src/features/menu/diet',
      'src/features/menu/components/status-words',
      'src/features/menu/components/allergen-labels',
      // The week's menu's placeholder: home's lazy week and the food screen's before hydration show it.
      'src/features/menu/components/week-menu-placeholder',
    ],
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A group's test for rolldown: a module id ending in one of its files, with any of the extensions used here. */
function groupTest(files: string[]): RegExp {
  const alternatives = files.map((file) => escape(file).replace(/\//g, '[\\\\/]'));
  return new RegExp(
    `[\\\\/]${alternatives.length ? `(?:${alternatives.join('|')})` : '(?!)'}\\.(?:tsx?|m?js)$`,
  );
}

/** A group's test for rolldown: a module id inside one of the packages, wherever npm installed it. */
function packageTest(packages: string[]): RegExp {
  const names = packages.map((name) => escape(name).replace(/\//g, '[\\\\/]'));
  return new RegExp(`[\\\\/]node_modules[\\\\/](?:${names.join('|')})[\\\\/]`);
}

/** The groups as rolldown's `codeSplitting.groups`: the first listed wins a module two groups could take. */
export function rolldownGroups(groups: ChunkGroup[] = chunkGroups) {
  return groups.map(({ name, files = [], packages = [], initial = false, minShareCount }, index) => {
    const byFile = files.length ? groupTest(files) : undefined;
    const byPackage = packages.length ? packageTest(packages) : undefined;
    return {
      name,
      priority: groups.length - index,
      includeDependenciesRecursively: false,
      ...(minShareCount ? { minShareCount } : {}),
      ...(initial ? { tags: ['$initial' as const] } : {}),
      ...(byFile || byPackage
        ? { test: (id: string) => Boolean(byFile?.test(id) || byPackage?.test(id)) }
        : {}),
    };
  });
}
