import { z } from 'zod';
import { isRealDay } from '../lib/dates';
import { documentTypes } from '../../../src/contract/requests/document-types';
import { contestTypeValues } from '../../../src/contract/housing-contests';
import { ALLERGENS } from '../../../src/contract/menu/allergens';
import { MealServiceSchema, OpeningHoursSchema } from '../../../src/contract/opening-hours';
import { OFFICE_CLOSURE_KINDS } from '../../../src/contract/menu/service-calendar';

/** Zod schemas of the seed files in server/seed/ (the format the content helper writes). */
export const T = z.object({ pt: z.string().min(1, 'pt text is required'), en: z.string().nullish() });
/** Translatable text that may be empty in both languages (file names in attachment lists). */
const OptionalT = z.object({ pt: z.string(), en: z.string().nullish() });

const slug = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9_-]*$/, 'expected a URL slug (letters, digits, - and _)');
const day = z.string().refine(isRealDay, 'expected a real date as YYYY-MM-DD');
/** A date, or one relative to the seed day: "+30d", "-10d". */
const relativeDay = z.string().refine((value) => isRealDay(value) || /^[+-]\d{1,4}d$/.test(value), {
  message: 'expected YYYY-MM-DD or a relative day like +30d / -10d',
});
const pdfName = z.string().regex(/^[\w.-]+\.pdf$/i, 'expected a PDF file name (no folders)');
const imageName = z
  .string()
  .regex(/^[\w.-]+\.(?:jpe?g|png|webp)$/i, 'expected an image file name (no folders)');
const optionalUrl = z.union([
  z.literal(''),
  z.url({ protocol: /^https?$/, error: 'expected "" or an http(s) URL' }),
]);

const attachedFile = z.object({
  doc_ficheiros_nome: OptionalT,
  file: z.union([z.literal(''), pdfName]),
});

export const NoticeSeed = z.object({
  post_name: slug,
  post_title: T,
  docaviso_descricao: T,
  docaviso_datavigor: day,
  publicado: z.boolean(),
  docaviso_ficheiros: z.array(attachedFile),
});

export const ScholarshipSeed = z.object({
  Name: slug,
  Titulo: T,
  Descricao: T,
  Ordem: z.int().min(0),
  Introducao: T,
  Seccoes: z.array(z.object({ bolsasas_seccoes_titulo: T, bolsasas_seccoes_conteudo: T })),
  Protocolo: z.union([z.literal(''), pdfName]),
});

export const NewsSeed = z.object({
  noticia_name: slug,
  noticia_titulo: T,
  noticia_imagem: imageName,
  noticia_imagemsecundaria: z.union([z.literal(''), imageName]),
  noticia_imagemsecundariaEN: z.union([z.literal(''), imageName]),
  noticia_data_publicacao: day,
  noticia_corpo: T,
  noticia_twitter: optionalUrl,
  noticia_facebook: optionalUrl,
  noticia_linkedin: optionalUrl,
  publicado: z.boolean(),
  views: z.int().min(0),
});

/**
 * `Horario` is the text people read; `Servicos` and `MesesEncerrado` are the same hours as data (src/contract).
 * `id` is the restaurant's stable slug: menus, the closures calendar, the OpenMensa feed and alerts name it by it.
 */
export const RestaurantSeed = z.object({
  id: slug,
  Titulo: T,
  Descricao: T,
  Horario: T,
  ...OpeningHoursSchema.shape,
});

/** A dish, with its allergens (EU 1169/2011 Annex II codes) where the kitchen has said them. */
const Dish = T.extend({ alergenos: z.array(z.enum(ALLERGENS)).optional() });
const pool = z.array(Dish).min(1, 'a dish pool needs at least one dish');
export const MenuDishesSeed = z.object({
  Sopa: pool,
  Prato: pool,
  'Prato de Peixe': pool,
  Vegetariano: pool,
  Acompanhamento: pool,
  sandesdodia: pool,
  salada: pool,
  Sobremesa: pool,
  restaurants_serving_menus: z.array(z.string().min(1)).min(1),
  /** Of those, the ones whose menus carry allergen data (the others: "ask at the counter"). */
  restaurants_publishing_allergens: z.array(z.string().min(1)).default([]),
});

/** server/seed/closures.json: the office's calendar (decision 028). */
export const ClosuresSeed = z.object({
  /** The country whose national public holidays apply (date-holidays, `public` only), or null for none. */
  feriados_nacionais: z.string().length(2).nullable(),
  /** English names for holidays the library names only in Portuguese, by their Portuguese name. */
  nomes_en: z.record(z.string(), z.string()).default({}),
  /** Portuguese names as the law writes them, where the library's differ ("Dia do trabalhador"), by the library's. */
  nomes_pt: z.record(z.string(), z.string()).default({}),
  /** Every year on the same day (MM-DD): the region's holidays, which the library does not know. */
  feriados_regionais: z.array(
    z.object({
      dia: z.string().regex(/^(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, 'expected MM-DD'),
      nome: T,
      restaurantes: z.array(slug).default([]),
    }),
  ),
  /**
   * The last day the office's published calendar covers (its closings and changed hours are known up to it); past
   * it, no menu is made and the app says the hours are still to be confirmed. Null: no limit, for the tests' seeds
   * that run on any day (the real seed's is a date: `real-calendar.test.ts`).
   */
  calendario_ate: day.nullable(),
  /** What the office publishes: holiday closings, other closures, changed hours. */
  encerramentos: z.array(
    z
      .object({
        tipo: z.enum(OFFICE_CLOSURE_KINDS),
        inicio: day,
        fim: day,
        restaurantes: z.array(slug),
        motivo: T,
        servicos: z.array(MealServiceSchema).optional(),
        aviso: slug.optional(),
      })
      .refine((c) => c.inicio <= c.fim, { message: 'fim must not be before inicio', path: ['fim'] })
      .refine((c) => (c.tipo === 'horario') === (c.servicos !== undefined), {
        message: 'servicos is required for tipo "horario" and only for it',
        path: ['servicos'],
      })
      .refine((c) => c.tipo !== 'horario' || c.restaurantes.length === 1, {
        message: 'changed hours name exactly one restaurant',
        path: ['restaurantes'],
      }),
  ),
});

export const FaqSeed = z.object({ docfaq_pergunta: T, docfaq_resposta: T, docfaq_ordem: z.int().min(0) });

export const LinkSeed = z.object({ titulo: T, link: z.url({ protocol: /^https?$/ }) });

export const DocumentSeed = z.object({
  doc_ano: z.int().min(2000).max(2100),
  doc_titulo: T,
  doc_tipo: z.enum(documentTypes),
  publicado: z.boolean(),
  doc_ficheiros: z.array(attachedFile),
});

export const TeamSeed = z.object({
  nome: z.string().min(1),
  /** What the person does, as the office writes it ("Técnica superior — Gabinete de Bolsas"). */
  funcao: T,
  email: z.string(),
  /** A number that answers: the switchboard and the person's extension ("+351 291 209 412"), or "". */
  telefone: z.union([z.literal(''), z.string().regex(/^\+?[\d ]{9,20}$/, 'expected a phone number')]),
  imagem: z.union([z.literal(''), imageName]),
  url: optionalUrl,
  responsavel: z.boolean(),
});

export const ContestSeed = z.object({
  ID: z.int(),
  Tipo: z.object({ value: z.enum(contestTypeValues), label: T }),
  Activo: z.boolean(),
  DataInicio: relativeDay,
  DataFim: relativeDay,
  Fases: z.array(z.object({ Fase: T, DataInicio: relativeDay, DataFim: relativeDay })),
});

export const ContestTypeSeed = z.object({ value: z.string().min(1), label: T });

export type NoticeSeed = z.output<typeof NoticeSeed>;
export type ScholarshipSeed = z.output<typeof ScholarshipSeed>;
export type NewsSeed = z.output<typeof NewsSeed>;
export type RestaurantSeed = z.output<typeof RestaurantSeed>;
export type MenuDishesSeed = z.output<typeof MenuDishesSeed>;
export type FaqSeed = z.output<typeof FaqSeed>;
export type LinkSeed = z.output<typeof LinkSeed>;
export type DocumentSeed = z.output<typeof DocumentSeed>;
export type TeamSeed = z.output<typeof TeamSeed>;
export type ContestSeed = z.output<typeof ContestSeed>;
export type ContestTypeSeed = z.output<typeof ContestTypeSeed>;
export type ClosuresSeed = z.output<typeof ClosuresSeed>;
