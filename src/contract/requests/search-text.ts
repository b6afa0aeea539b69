const COMBINING_MARKS = /\p{M}/gu;
const TAGS = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/**
 * The one search rule, shared by the server (its search columns and the `filter` term) and the app (searching the
 * saved copy offline), so a word finds the same items online and offline.
 */

/** Case- and accent-insensitive form used by search: "Alimentação" -> "alimentacao". */
export function fold(text: string): string {
  return text.normalize('NFD').replace(COMBINING_MARKS, '').toLowerCase().replace(/\s+/g, ' ').trim();
}

/** Visible text of a small HTML fragment (for search columns, PDF titles): tags dropped, common entities decoded. */
export function stripHtml(html: string): string {
  return html
    .replace(TAGS, ' ')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(parseInt(name.slice(1), 10));
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/\s+/g, ' ')
    .trim();
}

/** Folded search text of several (possibly HTML) fields. */
export function searchText(...parts: string[]): string {
  return fold(parts.map(stripHtml).join(' '));
}

/**
 * The words of a search term, folded: "Candidaturas  Alojamento" -> ["candidaturas", "alojamento"]. An item matches
 * when its text holds every word, in any order and anywhere (a student types words, not a phrase).
 */
export function searchWords(term: string): string[] {
  const folded = fold(term);
  return folded === '' ? [] : [...new Set(folded.split(' '))];
}

/** Whether `fields` (possibly HTML) hold every word of `term`, by the rule above; an empty term matches everything. */
export function matchesTerm(term: string, ...fields: string[]): boolean {
  const text = searchText(...fields);
  return searchWords(term).every((word) => text.includes(word));
}
