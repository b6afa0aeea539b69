import { expect, test } from 'vitest';
import { safeHref } from './safe-url';

const base = 'https://sasuma.example/noticiassas/x';

test('http(s) URLs, absolute or on this origin, stay links', () => {
  expect(safeHref('https://www.uma.pt/a.pdf', base)).toBe('https://www.uma.pt/a.pdf');
  expect(safeHref(' http://www.uma.pt ', base)).toBe('http://www.uma.pt');
  expect(safeHref('/uploads/regulamento.pdf', base)).toBe('/uploads/regulamento.pdf');
  expect(safeHref('anexo.pdf', base)).toBe('anexo.pdf');
  expect(safeHref('//cdn.uma.pt/a.pdf', base)).toBe('//cdn.uma.pt/a.pdf');
});

test('script, data and other schemes, however written, are not links', () => {
  for (const url of [
    'data:text/html,<script>alert(1)</script>',
    ' DATA:text/html;base64,PHNjcmlwdD4=',
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'java\tscript:alert(1)',
    '\u0001javascript:alert(1)',
    'vbscript:msgbox(1)',
    'blob:https://sasuma.example/1',
    'file:///etc/passwd',
    'mailto:a@b.pt',
    'http://[::1',
    '',
    '   ',
  ]) {
    expect(safeHref(url, base), url).toBeUndefined();
  }
});
