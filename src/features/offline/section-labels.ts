import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { pageTitles } from '@/lib/page-titles';
import type { SavedSection } from './saved-sections';

/** Each section by the name the student knows from the navigation (the same messages where there is one). */
export const sectionLabels: Record<SavedSection, MessageDescriptor> = {
  menu: msg`Ementas (semanas)`,
  restaurants: msg`Restaurantes e bares`,
  notices: pageTitles.notices,
  news: pageTitles.news,
  scholarships: pageTitles.scholarships,
  documents: pageTitles.documents,
  housing: msg`Concursos de alojamento`,
  team: pageTitles.team,
  faq: msg`Perguntas frequentes`,
  links: msg`Links úteis`,
};
