import { readFileSync } from 'node:fs';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { NewsDetailSchema } from '@/contract/news';
import {
  MANUAL_CHECK,
  NON_CONFORMITIES,
  STATEMENT,
  type NonConformity,
} from '@/features/legal/accessibility-evidence';
import { Text as EnglishStatement } from '@/features/legal/content/accessibility-statement-en';
import { Text as PortugueseStatement } from '@/features/legal/content/accessibility-statement-pt';
import { SITE_URL } from '@/lib/site-url';
import { makePdf } from '../server/src/db/pdf';

const statements = {
  pt: renderToStaticMarkup(createElement(PortugueseStatement)),
  en: renderToStaticMarkup(createElement(EnglishStatement)),
};
/** What a person reads: the hidden copies for the observatory (`hidden`) left out. */
const text = (html: string) =>
  html
    .replace(/<span[^>]*hidden[^>]*>[^<]*<\/span>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replaceAll('&#x27;', "'")
    .replace(/\s+/g, ' ');

/**
 * The proof that each reported defect is still there. When a fix removes one, its check fails: delete the entry from
 * NON_CONFORMITIES (and its line here) so the statement stops reporting it.
 */
const STILL_THERE: Record<NonConformity['id'], () => void> = {
  // The news API has no text alternative for its pictures, so the app shows them as decorative (alt="").
  'news-pictures': () => {
    const fields = Object.keys(NewsDetailSchema.shape);
    expect(fields.filter((field) => /alt|descri|legenda|caption/i.test(field))).toEqual([]);
    for (const file of ['news-detail-page', 'news-list-page', 'home-latest-news']) {
      expect(readFileSync(`src/features/news/components/${file}.tsx`, 'utf8')).toContain('alt=""');
    }
  },
  // The documents' PDFs carry no structure tree: not tagged.
  'pdf-structure': () => {
    const pdf = makePdf('Regulamento', ['Artigo 1.º', 'Texto.']).toString('latin1');
    expect(pdf.startsWith('%PDF-')).toBe(true);
    expect(pdf).not.toMatch(/\/StructTreeRoot|\/MarkInfo/);
  },
};

describe('[TRUE-03] the accessibility statement reports what the evidence shows', () => {
  test('each non-conformity it lists is still found; nothing fixed is listed', () => {
    expect(NON_CONFORMITIES.map((item) => item.id)).toEqual(Object.keys(STILL_THERE));
    for (const item of NON_CONFORMITIES) STILL_THERE[item.id]();
    for (const html of Object.values(statements)) {
      const words = text(html);
      // Defects fixed or removed: week buttons on phones, the submit button, the home video.
      expect(words).not.toMatch(/768|Submeter|Submit|vídeo|video|legendas|captions/i);
    }
    for (const item of NON_CONFORMITIES) {
      expect(text(statements.pt)).toContain(item.where.pt);
      expect(text(statements.en)).toContain(item.where.en);
    }
  });

  test('the manual check it reports is the checklist file, and its dates are in words, its address the site', () => {
    const checklist = readFileSync('docs/accessibility-checklist.md', 'utf8');
    const results = [...checklist.matchAll(/^\| (\d+)\s+\| [^|]+\| ([a-z ]+?)\s+\|/gm)].map(
      (match) => match[2],
    );
    expect(results).toHaveLength(10);
    expect(MANUAL_CHECK.passed).toBe(results.filter((result) => result === 'satisfied').length);
    expect(MANUAL_CHECK.applicable).toBe(results.filter((result) => result !== 'not applicable').length);
    expect(checklist).toContain(`**Date**: ${MANUAL_CHECK.date}.`);

    for (const [lang, html] of Object.entries(statements)) {
      const words = text(html);
      // No ISO date in what a person reads (the machine's copy is in <time datetime>).
      expect(words, lang).not.toMatch(/\d{4}-\d{2}-\d{2}/);
      expect(html).toContain(`dateTime="${STATEMENT.reviewed}"`);
      // The observatory's copy of the review date, as it reads it.
      expect(html).toContain(`<span class="mr mr-date" hidden="">${STATEMENT.reviewed}</span>`);
      expect(words).toMatch(
        lang === 'pt' ? /elaborada a \d{1,2} de [a-zç]+ de \d{4}/ : /prepared on \d{1,2} [A-Z][a-z]+ \d{4}/,
      );
      // One site address: the one the pages name as canonical.
      expect(html).toContain(SITE_URL);
      expect(html).not.toMatch(/\/\/sas\.uma\.pt/);
    }
  });
});
