import { expect, test } from 'vitest';
import type { Contest } from '@/contract/housing-contests';
import { contestToIcs, escapeIcsText, foldIcsLine } from './contest-calendar';

const now = new Date(Date.UTC(2026, 10, 22, 12, 30, 5));
const contest: Contest = {
  ID: 2,
  Tipo: { value: 'novosalunos', label: 'Novos Alunos' },
  Activo: true,
  DataInicio: '2026-11-10',
  DataFim: '2027-01-31',
  Fases: [
    { Fase: '1.ª fase', DataInicio: '2026-11-01', DataFim: '2026-11-15' },
    { Fase: '2.ª fase', DataInicio: '2026-11-17', DataFim: '2026-12-31' },
    { Fase: '3.ª fase', DataInicio: '2027-01-01', DataFim: '2027-01-31' },
  ],
};

test('[HOU-08] one all-day VEVENT per phase not yet ended, CRLF lines', () => {
  const ics = contestToIcs(contest, { now, summary: (phase) => `Alojamento, Novos Alunos: ${phase}` });
  expect(ics.endsWith('\r\n')).toBe(true);
  expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
  const lines = ics.split('\r\n');
  expect(lines[0]).toBe('BEGIN:VCALENDAR');
  expect(lines).toContain('VERSION:2.0');
  expect(lines.filter((line) => line === 'BEGIN:VEVENT')).toHaveLength(2);
  expect(lines).toContain('DTSTART;VALUE=DATE:20261117');
  expect(lines).toContain('DTEND;VALUE=DATE:20270101');
  expect(lines).toContain('DTSTART;VALUE=DATE:20270101');
  expect(lines).toContain('DTEND;VALUE=DATE:20270201');
  expect(lines).not.toContain('DTSTART;VALUE=DATE:20261101');
  expect(lines).toContain('UID:concurso-2-fase-2@sasuma.uma.pt');
  expect(lines).toContain('DTSTAMP:20261122T123005Z');
  expect(lines).toContain('SUMMARY:Alojamento\\, Novos Alunos: 2.ª fase');
  expect(lines.at(-2)).toBe('END:VCALENDAR');
});

test('[HOU-08] text escaping and line folding', () => {
  expect(escapeIcsText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne');
  const long = `DESCRIPTION:${'x'.repeat(200)}`;
  const folded = foldIcsLine(long).split('\r\n');
  expect(folded.length).toBeGreaterThan(2);
  expect(folded.every((line) => new TextEncoder().encode(line).length <= 75)).toBe(true);
  expect(folded.map((line, i) => (i === 0 ? line : line.slice(1))).join('')).toBe(long);
});
