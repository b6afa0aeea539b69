import type { Database } from 'better-sqlite3';
import { addDays } from '../lib/dates';
import { searchText } from '../../../src/contract/requests/search-text';
import { both, pick, type Lang, type Translatable } from '../lib/i18n';
import { statement } from '../lib/sql';
import type { ClosureRow } from './generate-closures';
import type { MenuRow } from './generate-menus';
import type { MediaRow } from './generate-media';
import type { SeedData } from './read-seed';
import type { ContestSeed } from './seed-schemas';

type Row = Record<string, string | number | Buffer | null>;

function insert(db: Database, table: string, row: Row): void {
  const columns = Object.keys(row);
  const sql = `INSERT INTO ${table} (${columns.map((c) => `"${c}"`).join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
  statement(db, sql).run(...Object.values(row));
}

/** `{ title_pt, title_en }` columns of a translatable value (English falls back to Portuguese). */
function columns(prefix: string, value: Translatable): Row {
  const { pt, en } = both(value);
  return { [`${prefix}_pt`]: pt, [`${prefix}_en`]: en };
}

/** A JSON column per language, built by `build`. */
function jsonColumns(prefix: string, build: (lang: Lang) => unknown): Row {
  return { [`${prefix}_pt`]: JSON.stringify(build('pt')), [`${prefix}_en`]: JSON.stringify(build('en')) };
}

/** 1 when the item has no English title: its English answer is the Portuguese text (UX-08). */
function ptOnly(title: Translatable): number {
  return title.en ? 0 : 1;
}

function searchColumns(...fields: Translatable[]): Row {
  return {
    search_pt: searchText(...fields.map((f) => pick(f, 'pt'))),
    search_en: searchText(...fields.map((f) => pick(f, 'en'))),
  };
}

interface AttachedFileSeed {
  doc_ficheiros_nome: Translatable;
  file: string;
}

function files(list: AttachedFileSeed[], lang: Lang) {
  return list.map((f) => ({
    doc_ficheiros_nome: pick(f.doc_ficheiros_nome, lang),
    doc_ficheiros_url: f.file ? `/files/${f.file}` : '',
  }));
}

/** "+30d" / "-10d" are relative to the seed day, so contests stay open or closed relative to today. */
export function resolveDay(value: string, today: string): string {
  const relative = /^([+-]\d+)d$/.exec(value);
  return relative ? addDays(today, Number(relative[1])) : value;
}

export function insertContests(db: Database, contests: ContestSeed[], today: string): void {
  contests.forEach((c, position) =>
    insert(db, 'contests', {
      position,
      id: c.ID,
      tipo_value: c.Tipo.value,
      ...columns('tipo_label', c.Tipo.label),
      activo: c.Activo ? 1 : 0,
      data_inicio: resolveDay(c.DataInicio, today),
      data_fim: resolveDay(c.DataFim, today),
      ...jsonColumns('fases', (lang) =>
        c.Fases.map((f) => ({
          Fase: pick(f.Fase, lang),
          DataInicio: resolveDay(f.DataInicio, today),
          DataFim: resolveDay(f.DataFim, today),
        })),
      ),
    }),
  );
}

export function insertMenus(db: Database, menus: MenuRow[]): void {
  for (const menu of menus) {
    const course = (lang: Lang) =>
      Object.fromEntries(Object.entries(menu.courses).map(([k, v]) => [k, v ? pick(v, lang) : null]));
    insert(db, 'menus', {
      day: menu.day,
      restaurant_id: menu.restaurantId,
      ...columns('restaurant', menu.restaurant),
      meal: menu.meal,
      ...jsonColumns('courses', course),
      allergens: menu.allergens ? JSON.stringify(menu.allergens) : null,
    });
  }
}

export function insertClosures(db: Database, closures: ClosureRow[]): void {
  closures.forEach((closure, position) =>
    insert(db, 'closures', {
      position,
      tipo: closure.tipo,
      inicio: closure.inicio,
      fim: closure.fim,
      restaurantes: JSON.stringify(closure.restaurantes),
      ...columns('motivo', closure.motivo),
      servicos: closure.servicos ? JSON.stringify(closure.servicos) : null,
      aviso: closure.aviso ?? null,
    }),
  );
}

export function insertMedia(db: Database, media: MediaRow[]): void {
  for (const m of media)
    insert(db, 'media', { path: m.path, content_type: m.contentType, body: m.body, etag: m.etag });
}

/** The content of every seed file except menus, contests and media (generated or date-relative). */
export function insertContent(db: Database, seed: SeedData): void {
  seed.notices.forEach((n, i) =>
    insert(db, 'notices', {
      id: i + 1,
      post_name: n.post_name,
      ...columns('title', n.post_title),
      ...columns('descricao', n.docaviso_descricao),
      datavigor: n.docaviso_datavigor,
      publicado: n.publicado ? 1 : 0,
      ...jsonColumns('files', (lang) => files(n.docaviso_ficheiros, lang)),
      ...searchColumns(n.post_title, n.docaviso_descricao),
      pt_only: ptOnly(n.post_title),
    }),
  );
  seed.scholarships.forEach((s, position) =>
    insert(db, 'scholarships', {
      position,
      name: s.Name,
      ...columns('titulo', s.Titulo),
      ...columns('descricao', s.Descricao),
      ordem: s.Ordem,
      ...columns('introducao', s.Introducao),
      ...jsonColumns('seccoes', (lang) =>
        s.Seccoes.map((x) => ({
          bolsasas_seccoes_titulo: pick(x.bolsasas_seccoes_titulo, lang),
          bolsasas_seccoes_conteudo: pick(x.bolsasas_seccoes_conteudo, lang),
        })),
      ),
      protocolo: s.Protocolo ? `/files/${s.Protocolo}` : '',
    }),
  );
  seed.news.forEach((n, i) =>
    insert(db, 'news', {
      id: i + 1,
      name: n.noticia_name,
      ...columns('titulo', n.noticia_titulo),
      imagem: n.noticia_imagem,
      imagem_secundaria: n.noticia_imagemsecundaria,
      imagem_secundaria_en: n.noticia_imagemsecundariaEN,
      data_publicacao: n.noticia_data_publicacao,
      ...columns('corpo', n.noticia_corpo),
      twitter: n.noticia_twitter,
      facebook: n.noticia_facebook,
      linkedin: n.noticia_linkedin,
      publicado: n.publicado ? 1 : 0,
      views: n.views,
      pt_only: ptOnly(n.noticia_titulo),
    }),
  );
  seed.restaurants.forEach((r, position) =>
    insert(db, 'restaurants', {
      position,
      id: r.id,
      ...columns('titulo', r.Titulo),
      ...columns('descricao', r.Descricao),
      ...columns('horario', r.Horario),
      hours: JSON.stringify({
        Servicos: r.Servicos,
        MesesEncerrado: r.MesesEncerrado,
        DiasEncerrado: r.DiasEncerrado,
      }),
    }),
  );
  seed.faq.forEach((f, position) =>
    insert(db, 'faq', {
      position,
      ...columns('pergunta', f.docfaq_pergunta),
      ...columns('resposta', f.docfaq_resposta),
      ordem: f.docfaq_ordem,
    }),
  );
  seed.links.forEach((l, position) =>
    insert(db, 'links', { position, ...columns('titulo', l.titulo), link: l.link }),
  );
  seed.documents.forEach((d, i) =>
    insert(db, 'documents', {
      id: i + 1,
      ano: d.doc_ano,
      ...columns('titulo', d.doc_titulo),
      tipo: d.doc_tipo,
      publicado: d.publicado ? 1 : 0,
      ...jsonColumns('files', (lang) => files(d.doc_ficheiros, lang)),
      ...searchColumns(d.doc_titulo, ...d.doc_ficheiros.map((f) => f.doc_ficheiros_nome)),
      pt_only: ptOnly(d.doc_titulo),
    }),
  );
  seed.team.forEach((t, position) =>
    insert(db, 'team', {
      position,
      nome: t.nome,
      funcao_pt: t.funcao.pt,
      funcao_en: t.funcao.en || t.funcao.pt,
      email: t.email,
      telefone: t.telefone,
      imagem: t.imagem,
      url: t.url,
      responsavel: t.responsavel ? 1 : 0,
    }),
  );
  seed.contestTypes.forEach((t, position) =>
    insert(db, 'contest_types', { position, value: t.value, ...columns('label', t.label) }),
  );
}
