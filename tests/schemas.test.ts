import { describe, expect, test } from 'vitest';
import { DocumentListSchema } from '@/contract/documents';
import { FaqResponseSchema } from '@/contract/faq';
import { RestaurantListSchema } from '@/contract/restaurants';
import { ContestListSchema, ContestTypeListSchema } from '@/contract/housing-contests';
import { LinksResponseSchema } from '@/contract/links';
import { WeekMenuSchema } from '@/contract/menus';
import { MostViewedNewsSchema, NewsDetailSchema, NewsListSchema } from '@/contract/news';
import { NoticeListSchema, NoticeSchema } from '@/contract/notices';
import { ScholarshipListSchema, ScholarshipSchema } from '@/contract/scholarships';
import { TeamSchema } from '@/contract/team';

const file = { doc_ficheiros_nome: 'Edital', doc_ficheiros_url: '/files/edital.pdf' };
const notice = {
  post_name: 'aviso-1',
  post_title: 'Aviso n.º 1/2026',
  docaviso_descricao: '<p>Texto</p>',
  docaviso_datavigor: '2026-11-20',
  docaviso_ficheiros: [file],
  link: '/avisosecomunicados/aviso-1',
};
const newsItem = {
  noticia_name: 'n1',
  noticia_titulo: 'Título',
  noticia_imagem: 'n1.jpg',
  noticia_data_publicacao: '2026-11-01',
  post_title: 'Título',
};
const menuEntry = {
  Restaurante: 'Cantina',
  ementa_dia: '2026-11-23',
  refeicao: 'almoco',
  Sopa: 'Sopa de legumes',
  Prato: 'Espetada',
  'Prato de Peixe': null,
  Vegetariano: 'Tofu',
  Acompanhamento: 'Milho frito',
  sandesdodia: null,
  salada: null,
  Sobremesa: 'Fruta',
};
const contest = {
  ID: 1,
  Tipo: { value: 'recandidaturas', label: 'Recandidaturas' },
  Activo: true,
  DataInicio: '2026-11-01',
  DataFim: '2026-12-15',
  Fases: [{ Fase: '1.ª fase', DataInicio: '2026-11-01', DataFim: '2026-11-15' }],
};

// Each case: a schema, a valid response, and malformed variants that must be rejected (ERR-02).
const cases = [
  {
    name: 'notice list',
    schema: NoticeListSchema,
    valid: { data: [notice], total: 1 },
    malformed: [{ data: [notice] }, { data: [{ ...notice, docaviso_ficheiros: 'x' }], total: 1 }, null],
  },
  {
    name: 'notice',
    schema: NoticeSchema,
    valid: notice,
    malformed: [
      { ...notice, post_name: '' },
      { ...notice, docaviso_datavigor: 'ontem' },
    ],
  },
  {
    name: 'scholarship list',
    schema: ScholarshipListSchema,
    valid: [{ Name: 'bolsa-dges', Titulo: 'DGES', Descricao: 'x', Ordem: 0 }],
    malformed: [{ data: [] }, [{ Name: 'bolsa-dges', Titulo: 'DGES', Descricao: 'x', Ordem: '1' }]],
  },
  {
    name: 'scholarship',
    schema: ScholarshipSchema,
    valid: { name: 'bolsa-dges', Titulo: 'DGES', Introducao: '<p>x</p>', Seccoes: [], Protocolo: '' },
    malformed: [{ name: 'bolsa-dges', Titulo: 'DGES', Introducao: '', Seccoes: {}, Protocolo: '' }],
  },
  {
    name: 'news list',
    schema: NewsListSchema,
    valid: { data: [newsItem], total: 30 },
    malformed: [[newsItem]],
  },
  {
    name: 'most viewed news',
    schema: MostViewedNewsSchema,
    valid: [newsItem],
    malformed: [{ data: [newsItem] }],
  },
  {
    name: 'news detail',
    schema: NewsDetailSchema,
    valid: {
      ...newsItem,
      noticia_imagemsecundaria: '',
      noticia_imagemsecundariaEN: '',
      noticia_corpo: '<p>x</p>',
      noticia_twitter: '',
      noticia_facebook: '',
      noticia_linkedin: '',
    },
    malformed: [newsItem],
  },
  {
    name: 'week menu',
    schema: WeekMenuSchema,
    valid: [menuEntry],
    malformed: [[{ ...menuEntry, refeicao: 'pequeno-almoco' }], [{ ...menuEntry, Sopa: 3 }], {}],
  },
  {
    name: 'restaurants',
    schema: RestaurantListSchema,
    valid: [{ Titulo: 'Bar', Descricao: 'x', Horario: '08:30-15:30' }],
    malformed: [[{ Titulo: 'Bar' }]],
  },
  {
    name: 'faq',
    schema: FaqResponseSchema,
    valid: { data: { data: [{ docfaq_pergunta: '?', docfaq_resposta: '!', docfaq_ordem: 0 }] } },
    malformed: [{ data: [{ docfaq_pergunta: '?', docfaq_resposta: '!', docfaq_ordem: 0 }] }],
  },
  {
    name: 'links',
    schema: LinksResponseSchema,
    valid: { data: { data: [{ titulo: 'UMa', link: 'https://www.uma.pt' }] } },
    malformed: [{ data: { data: [{ titulo: 'UMa' }] } }],
  },
  {
    name: 'documents',
    schema: DocumentListSchema,
    valid: { data: [{ doc_ano: 2026, doc_titulo: 'Regulamento', doc_ficheiros: [file] }], total: 41 },
    malformed: [{ data: [{ doc_ano: 'two thousand', doc_titulo: 'x', doc_ficheiros: [] }], total: 1 }],
  },
  {
    name: 'team',
    schema: TeamSchema,
    valid: [{ nome: 'Ana', email: 'ana@staff.uma.pt', imagem: '', url: '', responsavel: true }],
    malformed: [[{ nome: 'Ana' }]],
  },
  {
    name: 'contests',
    schema: ContestListSchema,
    valid: [contest],
    malformed: [[{ ...contest, Tipo: { value: 'vip', label: 'VIP' } }], [{ ...contest, Activo: 'sim' }]],
  },
  {
    name: 'contest types',
    schema: ContestTypeListSchema,
    valid: [{ value: 'recandidatura', label: 'Recandidatura' }],
    malformed: [[{ value: '', label: 'x' }], [{ label: 'x' }]],
  },
];

describe('response schemas', () => {
  test.each(cases)('[ERR-02] $name: the documented shape parses', ({ schema, valid }) => {
    expect(schema.safeParse(valid).success).toBe(true);
  });

  test.each(cases)('[ERR-02] $name: a malformed response is rejected', ({ schema, malformed }) => {
    for (const body of malformed) expect(schema.safeParse(body).success).toBe(false);
  });
});
