import { lightFormat } from 'date-fns';
import { parseDay } from '@/lib/data/dates';
import type { Contest } from '@/contract/housing-contests';
import { endOfPeriod, isOpenUntil } from './contest-state';

const CRLF = '\r\n';

/** RFC 5545 TEXT escaping: backslash, semicolon, comma and newlines. */
export function escapeIcsText(text: string): string {
  return text.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 line folding: lines longer than 75 octets continue on the next line after a space. */
export function foldIcsLine(line: string): string {
  const encoder = new TextEncoder();
  if (encoder.encode(line).length <= 75) return line;
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const charSize = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (size + charSize > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += charSize;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const icsDate = (isoDate: string) => lightFormat(parseDay(isoDate), 'yyyyMMdd');
const icsStamp = (now: Date) =>
  now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');

/**
 * An iCalendar file with one all-day event per phase of the contest that has not ended yet (a past phase is of no
 * use in a calendar). DTEND is exclusive, so it is the day after the phase's last day.
 */
export function contestToIcs(
  contest: Contest,
  { now, summary, description }: { now: Date; summary: (phase: string) => string; description?: string },
): string {
  const lines = ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//SASUMA//Alojamento//PT', 'CALSCALE:GREGORIAN'];
  contest.Fases.forEach((phase, index) => {
    if (!isOpenUntil(phase.DataFim, now)) return;
    lines.push(
      'BEGIN:VEVENT',
      `UID:concurso-${contest.ID}-fase-${index + 1}@sasuma.uma.pt`,
      `DTSTAMP:${icsStamp(now)}`,
      `DTSTART;VALUE=DATE:${icsDate(phase.DataInicio)}`,
      `DTEND;VALUE=DATE:${lightFormat(endOfPeriod(phase.DataFim), 'yyyyMMdd')}`,
      `SUMMARY:${escapeIcsText(summary(phase.Fase))}`,
      ...(description ? [`DESCRIPTION:${escapeIcsText(description)}`] : []),
      'END:VEVENT',
    );
  });
  lines.push('END:VCALENDAR');
  return lines.map(foldIcsLine).join(CRLF) + CRLF;
}
