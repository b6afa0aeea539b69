import { msg } from '@lingui/core/macro';
import type { PageKey } from './page-titles';

/**
 * What each page is, for search results and a link shared in a chat: in the HTML the build and our server write
 * (their own catalog, `page-heads`: the app never shows them, so they stay out of the catalog every start loads).
 */
export const pageDescriptions: Record<PageKey, ReturnType<typeof msg>> = {
  home: msg`Ementas da semana, avisos, notícias, bolsas de estudo, alojamento e documentos dos Serviços de Ação Social da Universidade da Madeira.`,
  scholarships: msg`As bolsas de estudo e os apoios para estudantes da Universidade da Madeira: quem pode pedir e como.`,
  food: msg`A ementa da semana das cantinas da Universidade da Madeira, almoço e jantar, com horários e preços.`,
  housing: msg`A residência universitária: quartos, espaços comuns, preços e as candidaturas ao alojamento.`,
  housingForm: msg`A candidatura ao alojamento na residência universitária, que se pode preencher sem rede.`,
  notices: msg`Avisos e comunicados dos Serviços de Ação Social: prazos, resultados e mudanças de horário.`,
  news: msg`Notícias dos Serviços de Ação Social da Universidade da Madeira.`,
  documents: msg`Regulamentos, formulários e preçários dos Serviços de Ação Social, para descarregar em PDF.`,
  fileNotSaved: msg`Um documento que não foi guardado neste dispositivo para ler sem rede.`,
  team: msg`A equipa dos Serviços de Ação Social: quem faz o quê e como contactar.`,
  accessibility: msg`A declaração de acessibilidade e usabilidade deste sítio, no modelo da AMA.`,
  privacy: msg`Que dados pessoais este sítio trata, porquê, durante quanto tempo e os seus direitos.`,
  alerts: msg`Alertas no telemóvel: a ementa do dia e os pratos favoritos, sem abrir a aplicação.`,
};
