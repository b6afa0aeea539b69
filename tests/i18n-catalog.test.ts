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

  // The parts with a catalog of their own (lingui.config.ts), loaded with them.
  for (const part of ['saved-offline', 'alerts', 'my-diet']) {
    test(`[SITE-11] the ${part} catalog: English has every Portuguese message`, () => {
      const ptPart = readPo(`src/locales/pt/${part}.po`);
      const enPart = readPo(`src/locales/en/${part}.po`);
      expect(ptPart.size).toBeGreaterThan(5);
      expect([...enPart].filter(([, str]) => str.trim() === '').map(([id]) => id)).toEqual([]);
      expect([...ptPart.keys()].sort()).toEqual([...enPart.keys()].sort());
    });
  }

  test('[SITE-11] labels the spec names are translated', () => {
    expect(en.get('Cancelar')).toBe('Cancel');
    expect(en.get('Responsável')).toBe('Responsible Person');
    expect(en.get('Documentação')).toBe('Documentation');
  });
});
