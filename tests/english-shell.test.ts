import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';
import { englishShell, readPoCatalog } from '../scripts/english-shell';
import { shellHtml } from '../scripts/app-shell-plugin';

const english = readPoCatalog(readFileSync('src/locales/en/messages.po', 'utf8'));
// The built shell as far as this reads it: index.html with the manifest link vite-plugin-pwa adds and the
// route-preload script before the entry.
const shell = shellHtml(
  readFileSync('index.html', 'utf8').replace(
    '</head>',
    '<link rel="manifest" href="/manifest.webmanifest"></head>',
  ),
  'assets/route-preload-abc.js',
);

describe('the English shell (en/shell.html), made by the build from shell.html', () => {
  const html = englishShell(shell, english);

  test('[OFF-17] says it is English: lang, title, description, manifest', () => {
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('<title>SASUMA — Social Action Services of the University of Madeira</title>');
    expect(html).toMatch(/<meta\s+name="description"\s+content="This week's menus, notices, news, [^"]+"/);
    expect(html).toContain('<link rel="manifest" href="/en/manifest.webmanifest">');
    expect(html).not.toContain('href="/manifest.webmanifest"');
  });

  test('[OFF-17] its navigation is English and stays under /en; files and scripts are the same', () => {
    const links = [...html.matchAll(/<a\b[^>]*\shref="([^"]*)"[^>]*>([^<]*)</g)].map(([, href, text]) => [
      href,
      text,
    ]);
    expect(links).toEqual([
      ['/en', ''],
      ['/en/bolsasdeestudo', 'Scholarships'],
      ['/en/alimentacao', 'Food'],
      ['/en/alojamento', 'Accommodation'],
      ['/en/avisosecomunicados', 'Notices and Communiqués'],
      ['/en/noticiassas', 'News'],
      ['/en/documentacao', 'Documentation'],
    ]);
    expect(html).toContain('<nav class="site-nav" aria-label="Main">');
    expect(html).toContain('<small>Social Action Services of the University of Madeira</small>');
    expect(html).toContain('<img src="/logo.svg"');
    const scripts = (page: string) =>
      page.match(/<script\b[^>]*>|<link\b[^>]*>/g)?.filter((tag) => !tag.includes('manifest'));
    expect(scripts(html)).toEqual(scripts(shell));
    // Nothing else changed: the same page, line for line, but the lines above.
    expect(html.split('\n')).toHaveLength(shell.split('\n').length);
  });

  test('no Portuguese text is left: a text the catalog lacks fails the build, named', () => {
    for (const portuguese of ['Principal', 'Alimentação', 'Serviços de Ação Social', 'Ementas da semana'])
      expect(html, portuguese).not.toContain(portuguese);
    const withNewLink = shell.replace(
      '<li><a href="/documentacao">Documentação</a></li>',
      '<li><a href="/documentacao">Documentação</a></li><li><a href="/equipa">Equipa técnica</a></li>',
    );
    expect(() => englishShell(withNewLink, english)).toThrow('"Equipa técnica"');
    expect(() => englishShell(shell.replace('<html lang="pt">', '<html>'), english)).toThrow(
      'no <html lang="pt">',
    );
  });

  test('the catalog reader: escapes, continued lines, no obsolete or context entries', () => {
    const catalog = readPoCatalog(
      [
        'msgid ""\nmsgstr ""\n"Language: en\\n"',
        '#: a.tsx:1\nmsgid "Diz \\"olá\\""\nmsgstr "Says \\"hello\\""',
        'msgid "Longo"\nmsgstr ""\n"Long "\n"text"',
        '#~ msgid "Velho"\n#~ msgstr "Old"',
        'msgctxt "menu"\nmsgid "Prato"\nmsgstr "Dish"',
        'msgid "Vazio"\nmsgstr ""',
      ].join('\n\n'),
    );
    expect([...catalog]).toEqual([
      ['Diz "olá"', 'Says "hello"'],
      ['Longo', 'Long text'],
    ]);
    expect(english.get('Documentação')).toBe('Documentation');
  });
});
