import { describe, expect, test } from 'vitest';
import { makePdf, PDF_FOOTER } from './pdf';

function xrefOffsets(pdf: Buffer): { startxref: number; offsets: number[] } {
  const text = pdf.toString('latin1');
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  const table = text.slice(startxref);
  const offsets = [...table.matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  return { startxref, offsets };
}

describe('makePdf', () => {
  test('a one-page PDF 1.4 whose xref offsets point at each object', () => {
    const pdf = makePdf('Regulamento da Residência (2026) — versão \\ final');
    const text = pdf.toString('latin1');
    expect(text.startsWith('%PDF-1.4\n')).toBe(true);
    expect(text.endsWith('%%EOF\n')).toBe(true);
    const { startxref, offsets } = xrefOffsets(pdf);
    expect(text.slice(startxref, startxref + 4)).toBe('xref');
    expect(offsets).toHaveLength(7);
    offsets.forEach((offset, i) => expect(text.slice(offset, offset + 8)).toBe(`${i + 1} 0 obj\n`));
    expect(text).toContain('/Count 1');
  });

  test('text is WinAnsi with escaped parentheses and backslashes; the stream length is exact', () => {
    const pdf = makePdf('Preçário (2026) a\\b');
    const text = pdf.toString('latin1');
    expect(text).toContain('(Pre\xe7\xe1rio \\(2026\\) a\\\\b) Tj');
    expect(text).toContain(
      `(${PDF_FOOTER.replace('—', '\x97').replace('ç', '\xe7').replace('ã', '\xe3')}) Tj`,
    );
    const length = Number(/\/Length (\d+) >>\nstream\n/.exec(text)?.[1]);
    const start = text.indexOf('stream\n') + 'stream\n'.length;
    expect(text.slice(start + length, start + length + 10)).toBe('\nendstream');
  });
});
