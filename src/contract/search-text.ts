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

/** Whether any of `fields` (possibly HTML) contains `term`, by the rule above; an empty term matches everything. */
export function matchesTerm(term: string, ...fields: string[]): boolean {
  const needle = fold(term);
  return needle === '' || fields.some((field) => searchText(field).includes(needle));
}
