import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { expect, test } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

// One ESLint instance, and only the boundary rule's output is read: the other rules (types, hooks) are not the point.
const eslint = new ESLint({ cwd: root, overrideConfigFile: 'eslint.config.js' });
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((message) => message.ruleId === 'sasuma/boundaries')
    .map((message) => message.message);
}

test('the boundary rule judges an import by the file it reaches: a relative cross-feature import is an error', async () => {
  const code = [
    "import { noticesQueryOptions } from '../notices/api/get-notices';",
    "import { newsKeys } from './api/get-news';",
    "export { NoticeList } from '../../features/notices/components/notice-list-page';",
    "import { thing } from '@/features/notices/api/get-notices';",
    "import { formatDate } from '../../lib/dates';",
    'export const used = [noticesQueryOptions, newsKeys, thing, formatDate];',
    '',
  ].join('\n');
  expect(await boundaryErrors('src/features/news/x.ts', code)).toEqual([
    'A feature never imports another feature: compose them in the route.',
    'A feature never imports another feature: compose them in the route.',
    'A feature never imports another feature: compose them in the route.',
  ]);
});

test('the outbox sits beside lib: lib never reaches it, and it reaches only lib and the contract', async () => {
  const fromLib =
    "import { listOutboxRecords } from '../outbox/outbox-store';\nexport const used = listOutboxRecords;\n";
  expect(await boundaryErrors('src/lib/x.ts', fromLib)).toEqual([
    'lib and components never import features, routes, app, the outbox or start.',
  ]);
  const fromOutbox = [
    "import { API_BASES } from '../lib/sw-shared';",
    "import { draftKey } from '../features/housing/application-draft';",
    'export const used = [API_BASES, draftKey];',
    '',
  ].join('\n');
  expect(await boundaryErrors('src/outbox/x.ts', fromOutbox)).toEqual([
    'The outbox (shared by the pages and the service worker) imports only lib and contract.',
  ]);
  const fromWorker =
    "import { replayOutbox } from '../outbox/outbox-send';\nexport const used = replayOutbox;\n";
  expect(await boundaryErrors('src/sw/x.ts', fromWorker)).toEqual([]);
});

test('[START-08] start/ is the top: it imports the app, and no layer of the app imports it', async () => {
  const fromStart = [
    "import { routeTree } from '@/routeTree.gen';",
    "import { createQueryClient } from '../app/query-client';",
    "import { AfterStart } from '@/components/after-start';",
    "import { Route } from '../routes/__root';",
    'export const used = [routeTree, createQueryClient, AfterStart, Route];',
    '',
  ].join('\n');
  expect(await boundaryErrors('src/start/x.tsx', fromStart)).toEqual([]);
  const upward = "import { createAppRouter } from '@/start/router';\nexport const used = createAppRouter;\n";
  const message =
    'start/ is the top (the entries, the router, the renderers): it imports the app, nothing imports it.';
  for (const file of ['src/routes/x.tsx', 'src/features/menu/x.ts', 'src/app/x.ts'])
    expect(await boundaryErrors(file, upward), file).toEqual([message]);
  expect(await boundaryErrors('src/components/x.tsx', upward)).toEqual([
    'lib and components never import features, routes, app, the outbox or start.',
  ]);
});

test("the server's layers: lib, db and push never import routes; each imports only the layers below it", async () => {
  const upward = (layer: string) =>
    `The server's layers run lib -> db -> push -> routes -> top: ${layer} never imports routes.`;
  const reachRoutes =
    "import { listClosures } from '../routes/closures/closures.handlers';\nexport const used = listClosures;\n";
  expect(await boundaryErrors('server/src/lib/x.ts', reachRoutes)).toEqual([upward('lib')]);
  expect(await boundaryErrors('server/src/db/x.ts', reachRoutes)).toEqual([upward('db')]);
  expect(await boundaryErrors('server/src/push/x.ts', reachRoutes)).toEqual([upward('push')]);
  expect(await boundaryErrors('server/src/lib/x.ts', "export { openDb } from '../db/open-db';\n")).toEqual([
    "The server's layers run lib -> db -> push -> routes -> top: lib never imports db.",
  ]);
  expect(
    await boundaryErrors('server/src/routes/x/x.ts', "export { createApp } from '../../app';\n"),
  ).toEqual(["The server's layers run lib -> db -> push -> routes -> top: routes never imports top."]);

  const downward = [
    "import { readClosures } from '../../db/read-closures';",
    "import { addDays } from '../../lib/dates';",
    "import { keptVapidKeys } from '../../push/vapid';",
    "import { readMenus } from '../menus/menus.handlers';",
    'export const used = [readClosures, addDays, keptVapidKeys, readMenus];',
    '',
  ].join('\n');
  expect(await boundaryErrors('server/src/routes/x/x.ts', downward)).toEqual([]);
  expect(
    await boundaryErrors('server/src/x.ts', "export { menusRouter } from './routes/menus/menus.index';\n"),
  ).toEqual([]);
  // A test builds the whole app to try one piece of it.
  expect(await boundaryErrors('server/src/lib/x.test.ts', reachRoutes)).toEqual([]);
});
