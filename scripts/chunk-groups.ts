/**
 * rolldown's `codeSplitting.groups` (vite.config.ts): modules put in one chunk on purpose. Each group lists its files
 * (project paths, no extension); `tests/chunk-groups.test.ts` checks that each still exists, so a rename cannot quietly
 * undo a group. Dependencies are left out of a group (`includeDependenciesRecursively: false`): followed, they pulled
 * the entry's own modules out of it.
 */
export interface ChunkGroup {
  name: string;
  files: string[];
}

const reactQuery = (file: string) => `node_modules/@tanstack/react-query/build/modern/${file}`;
const dateFns = (file: string) => `node_modules/date-fns/${file}`;

const reactRouter = (file: string) => `node_modules/@tanstack/react-router/dist/esm/${file}`;
const routerCore = (file: string) => `node_modules/@tanstack/router-core/dist/esm/${file}`;

export const chunkGroups: ChunkGroup[] = [
  {
    // The entry's share of the router and Lingui's React part: modules the routes' chunks read too, so rolldown took
    // them out of the entry, as five chunks every start loads before the entry can run.
    name: 'router',
    files: [
      'node_modules/@lingui/react/dist/shared/react.8970326b',
      'node_modules/@lingui/react/dist/index',
      ...[
        'routerContext',
        'useRouter',
        'matchContext',
        'link',
        'useNavigate',
        'utils',
        'useMatch',
        'useLoaderData',
        'useLoaderDeps',
        'useParams',
        'useSearch',
        'useRouteContext',
        'route',
        'fileRoute',
        'lazyRouteComponent',
      ].map(reactRouter),
      ...[
        'utils',
        'invariant',
        'path',
        'not-found',
        'scroll-restoration',
        'qss',
        'searchParams',
        'root',
        'redirect',
        'sieve-cache',
        'new-process-route-tree',
        'rewrite',
        'stores',
        'router',
        'load-client',
        'link',
        'route',
      ].map(routerCore),
      'node_modules/@tanstack/history/dist/esm/index',
      'node_modules/use-sync-external-store/cjs/use-sync-external-store-with-selector.production',
      'node_modules/use-sync-external-store/with-selector',
      'node_modules/@tanstack/react-store/dist/useSelector',
    ],
  },
  {
    // The API's contract schemas: they load with an API answer or to check the saved data, never in a route's first
    // load; one chunk per contract was fifteen requests on a start from the icon (decision 017). zod's `coerce` is
    // read by these schemas only: left out, it landed in a chunk that imported this one back (a cycle).
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
      'node_modules/zod/v4/mini/coerce',
    ],
  },
  {
    // What nearly every route reads its data with: the query hooks, the API client, the date formats, the data's age.
    // Left to rolldown, these were eleven chunks of 0.1-2.9 KB, each a request and a module to set up on every start.
    name: 'query-common',
    files: [
      ...[
        'useQuery',
        'useSuspenseQuery',
        'useBaseQuery',
        'IsRestoringProvider',
        'errorBoundaryUtils',
        'suspense',
        'QueryErrorResetBoundary',
        'queryOptions',
      ].map(reactQuery),
      'node_modules/@tanstack/query-core/build/modern/queryObserver',
      'src/lib/env',
      'src/lib/api-client',
      'src/lib/sw-shared',
      'src/lib/dates',
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
      ...[
        'constants',
        'constructFrom',
        'toDate',
        // The housing page's phases count days with it too: in the menu's data, it made that page load all of it.
        'addDays',
        'isDate',
        'isValid',
        'lightFormat',
        '_lib/addLeadingZeros',
        '_lib/format/lightFormatters',
      ].map(dateFns),
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
    // from the icon, now one (with query-common, home's start went from 21 chunks to 4, decision 020). Routes that need
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
      'src/features/menu/use-menu-preferences',
      'src/features/menu/diet',
      'src/features/menu/components/status-words',
      'src/features/menu/components/allergen-labels',
      // The week's arithmetic: only the menu reads it (in home-data, it made the food page load all of home's data).
      ...['isSaturday', 'startOfWeek', 'addWeeks', 'subWeeks', 'getDay', '_lib/defaultOptions'].map(dateFns),
    ],
  },
];

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A group's test for rolldown: a module id ending in one of its files, with any of the extensions used here. */
export function groupTest(files: string[]): RegExp {
  const alternatives = files.map((file) => escape(file).replace(/\//g, '[\\\\/]'));
  return new RegExp(
    `[\\\\/]${alternatives.length ? `(?:${alternatives.join('|')})` : '(?!)'}\\.(?:tsx?|m?js)$`,
  );
}
