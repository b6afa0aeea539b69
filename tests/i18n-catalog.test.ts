import { readFileSync } from 'node:fs';
import { describe, expect, test } from 'vitest';

/** msgid -> msgstr pairs of a .po file (single-line entries, as `lingui extract` writes them). */
function readPo(path: string): Map<string, string> {
  const entries = new Map<string, string>();
  const text = readFileSync(path, 'utf8');
  for (const block of text.split(/\n\n+/)) {
    const id = /^msgid "(.*)"$/m.exec(block)?.[1];
    const str = /^msgstr "(.*)"$/m.exec(block)?.[1];
    if (id && str !== undefined && !block.includes('#~')) entries.set(id, str);
  }
  return entries;
}

describe('message catalogs', () => {
  const pt = readPo('src/locales/pt/messages.po');
  const en = readPo('src/locales/en/messages.po');

  test('[SITE-11] English has a translation for every Portuguese message', () => {
    expect(pt.size).toBeGreaterThan(20);
    const untranslated = [...en].filter(([, str]) => str.trim() === '').map(([id]) => id);
    expect(untranslated).toEqual([]);
    expect([...pt.keys()].sort()).toEqual([...en.keys()].sort());
  });

  test("[SITE-11] the saved-for-offline view's own catalog: English has every Portuguese message", () => {
    const ptView = readPo('src/locales/pt/saved-offline.po');
    const enView = readPo('src/locales/en/saved-offline.po');
    expect(ptView.size).toBeGreaterThan(10);
    expect([...enView].filter(([, str]) => str.trim() === '').map(([id]) => id)).toEqual([]);
    expect([...ptView.keys()].sort()).toEqual([...enView.keys()].sort());
  });

  test('[SITE-11] labels the spec names are translated', () => {
    expect(en.get('Cancelar')).toBe('Cancel');
    expect(en.get('Responsável')).toBe('Responsible Person');
    expect(en.get('Documentação')).toBe('Documentation');
  });
});
