const COMBINING_MARKS = /\p{M}/gu;
const TAGS = /<[^>]*>/g;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

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
