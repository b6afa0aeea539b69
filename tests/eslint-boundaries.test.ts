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
