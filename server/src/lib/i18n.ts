export const LANGS = ['pt', 'en'] as const;
export type Lang = (typeof LANGS)[number];

/** A translatable seed value: Portuguese always, English optional. */
export interface Translatable {
  pt: string;
  en?: string | null | undefined;
}

/** English falls back to Portuguese per field when missing or empty. */
export function pick(value: Translatable, lang: Lang): string {
  if (lang === 'en' && value.en) return value.en;
  return value.pt;
}

/** Both languages of a value, with the fallback already applied (what the tables store). */
export function both(value: Translatable): Record<Lang, string> {
  return { pt: value.pt, en: pick(value, 'en') };
}

/**
 * `{ idioma_conteudo: 'pt' }` on an English answer whose item exists only in Portuguese, so the client can mark it
 * `lang="pt"` (screen readers switch voice) and say so. Absent otherwise, as in the university's API.
 */
export function contentLanguage(ptOnly: number, lang: Lang): { idioma_conteudo?: 'pt' } {
  return lang === 'en' && ptOnly ? { idioma_conteudo: 'pt' } : {};
}
