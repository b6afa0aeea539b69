import { msg } from '@lingui/core/macro';

/** Page names: used by the navigation, the breadcrumbs and the page titles, so they never disagree. */
export const pageTitles = {
  home: msg`Serviços de Ação Social`,
  scholarships: msg`Bolsas de Estudo`,
  food: msg`Alimentação`,
  housing: msg`Alojamento`,
  housingForm: msg`Candidatura ao Alojamento`,
  notices: msg`Avisos e Comunicados`,
  news: msg`Notícias`,
  documents: msg`Documentação`,
  team: msg`Equipa`,
  // "Declaração" and "acessibilidade" in the h1: how the observatory's crawler knows the page (AMA's model).
  accessibility: msg`Declaração de acessibilidade e usabilidade`,
  privacy: msg`Política de privacidade`,
  alerts: msg`Alertas`,
  fileNotSaved: msg`Documento não guardado neste dispositivo`,
};

export type PageKey = keyof typeof pageTitles;

/** Home's title in the browser's tab and in search results: the services' full name. */
export const homeDocumentTitle = msg`SASUMA — Serviços de Ação Social da Universidade da Madeira`;
