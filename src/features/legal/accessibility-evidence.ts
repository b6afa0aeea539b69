import type { Locale } from '@/lib/locale';
import { SERVICES_EMAIL } from '@/lib/legal-facts';

/**
 * What the accessibility statement reports, as data: both languages print the same facts. Update after each
 * `npm run a11y` and each manual review (docs/accessibility-checklist.md); the statement must be reviewed at least
 * once a year (Decree-Law 83/2018, art. 9).
 */
export const STATEMENT = {
  /** When the statement was first made (ISO date). */
  made: '2026-11-26',
  /** When it was last reviewed (ISO date): the date the AMA model marks (`.mr-date`), read by the observatory. */
  reviewed: '2026-11-26',
} as const;

/** `npm run a11y`: axe-core's WCAG 2.0/2.1 A and AA rules over every route, PT and EN, light and dark, phone and desktop. */
export const AUTOMATED_AUDIT = {
  date: '2026-11-26',
  tool: 'axe-core 4.11 (@axe-core/playwright), npm run a11y',
  /** Distinct pages audited: every route of the app in each language (a list's first detail page included). */
  pages: 32,
  /** Every page in each of 4 combinations: phone 390×844 and desktop 1280×800, light and dark. */
  combinations: 4,
  /** Serious or critical violations found, over every page and combination. */
  seriousOrCritical: 0,
} as const;

/** AMA's "10 aspetos funcionais" checklist, done by hand (docs/accessibility-checklist.md). */
export const MANUAL_CHECK = {
  date: '2026-11-26',
  /** Pages checked by hand: one of each kind of screen, in Portuguese. */
  pages: 8,
  /**
   * Aspects that pass, of those that apply (7, players, does not: no video or audio; 5 and 10 fail: news pictures and
   * untagged PDFs; 8 not checked yet). The checklist file's table, which a test reads.
   */
  passed: 6,
  applicable: 9,
} as const;

/**
 * A defect the statement reports: where it is, the success criterion it fails, and the accessible alternative. Each
 * has an `evidence` test (tests/accessibility-statement.test.ts) that proves it is still there: when a fix removes the
 * defect, that test fails until the entry is deleted here, so the statement never lists what the app no longer does.
 */
export interface NonConformity {
  id: 'news-pictures' | 'pdf-structure';
  where: Record<Locale, string>;
  reason: Record<Locale, string>;
  alternative: Record<Locale, string>;
}

export const NON_CONFORMITIES: readonly NonConformity[] = [
  {
    id: 'news-pictures',
    where: {
      pt: 'Imagens das notícias: não têm texto alternativo.',
      en: 'News pictures: they have no text alternative.',
    },
    reason: {
      pt: 'A interface de programação de conteúdos da Universidade não fornece texto alternativo para elas (critério 1.1.1 das WCAG 2.1).',
      en: "The University's content programming interface gives no text alternative for them (WCAG 2.1 criterion 1.1.1).",
    },
    alternative: {
      pt: `O título e o texto de cada notícia trazem a informação; peça a descrição de uma imagem por e-mail para ${SERVICES_EMAIL}.`,
      en: `The title and text of each news item carry the information; ask for a picture's description by email at ${SERVICES_EMAIL}.`,
    },
  },
  {
    id: 'pdf-structure',
    where: {
      pt: 'Documentos PDF: não são PDF estruturados (marcados), pelo que um leitor de ecrã não encontra neles títulos nem listas.',
      en: 'PDF documents: they are not structured (tagged) PDFs, so a screen reader finds no headings or lists in them.',
    },
    reason: {
      pt: 'Não conformidade com o critério 1.3.1 (Informações e relações) das WCAG 2.1.',
      en: 'They do not conform to WCAG 2.1 criterion 1.3.1 (Info and Relationships).',
    },
    alternative: {
      pt: `Peça-os noutro formato (texto ou documento editável) por e-mail para ${SERVICES_EMAIL}.`,
      en: `Ask for them in another format (text or an editable document) by email at ${SERVICES_EMAIL}.`,
    },
  },
];
