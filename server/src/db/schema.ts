/**
 * Content tables. Each translatable field has a `_pt` and an `_en` column; the English column already holds the
 * Portuguese text where the seed has no English (per-field fallback applied at seed time). Nested lists (attached
 * files, sections, phases) are JSON per language, in the response shape. `search_*` columns hold folded text
 * (lowercase, no accents, no tags) for the `filter` parameter. `pt_only` marks an item whose title has no English:
 * English answers then say its content is Portuguese (`idioma_conteudo`). `closures` is the closures calendar
 * (decision 028), regenerated with the menus.
 */
export const SCHEMA_VERSION = 5;

export const CONTENT_TABLES = [
  'meta',
  'notices',
  'scholarships',
  'news',
  'restaurants',
  'menus',
  'closures',
  'faq',
  'links',
  'documents',
  'team',
  'contests',
  'contest_types',
  'media',
] as const;

export const SCHEMA_SQL = `
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);

CREATE TABLE IF NOT EXISTS notices (
  id INTEGER PRIMARY KEY,
  post_name TEXT NOT NULL UNIQUE,
  title_pt TEXT NOT NULL, title_en TEXT NOT NULL,
  descricao_pt TEXT NOT NULL, descricao_en TEXT NOT NULL,
  datavigor TEXT NOT NULL,
  publicado INTEGER NOT NULL,
  files_pt TEXT NOT NULL, files_en TEXT NOT NULL,
  search_pt TEXT NOT NULL, search_en TEXT NOT NULL,
  pt_only INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS notices_by_date ON notices (publicado, datavigor);

CREATE TABLE IF NOT EXISTS scholarships (
  position INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  titulo_pt TEXT NOT NULL, titulo_en TEXT NOT NULL,
  descricao_pt TEXT NOT NULL, descricao_en TEXT NOT NULL,
  ordem INTEGER NOT NULL,
  introducao_pt TEXT NOT NULL, introducao_en TEXT NOT NULL,
  seccoes_pt TEXT NOT NULL, seccoes_en TEXT NOT NULL,
  protocolo TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS news (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL UNIQUE,
  titulo_pt TEXT NOT NULL, titulo_en TEXT NOT NULL,
  imagem TEXT NOT NULL,
  imagem_secundaria TEXT NOT NULL,
  imagem_secundaria_en TEXT NOT NULL,
  data_publicacao TEXT NOT NULL,
  corpo_pt TEXT NOT NULL, corpo_en TEXT NOT NULL,
  twitter TEXT NOT NULL, facebook TEXT NOT NULL, linkedin TEXT NOT NULL,
  publicado INTEGER NOT NULL,
  views INTEGER NOT NULL,
  pt_only INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS news_by_date ON news (publicado, data_publicacao);

CREATE TABLE IF NOT EXISTS restaurants (
  position INTEGER PRIMARY KEY,
  id TEXT NOT NULL UNIQUE,
  titulo_pt TEXT NOT NULL UNIQUE, titulo_en TEXT NOT NULL,
  descricao_pt TEXT NOT NULL, descricao_en TEXT NOT NULL,
  horario_pt TEXT NOT NULL, horario_en TEXT NOT NULL,
  hours TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS menus (
  day TEXT NOT NULL,
  restaurant_id TEXT NOT NULL,
  restaurant_pt TEXT NOT NULL, restaurant_en TEXT NOT NULL,
  meal TEXT NOT NULL CHECK (meal IN ('almoco', 'jantar')),
  courses_pt TEXT NOT NULL, courses_en TEXT NOT NULL,
  allergens TEXT,
  PRIMARY KEY (day, restaurant_pt, meal)
);

CREATE TABLE IF NOT EXISTS closures (
  position INTEGER PRIMARY KEY,
  tipo TEXT NOT NULL,
  inicio TEXT NOT NULL, fim TEXT NOT NULL,
  restaurantes TEXT NOT NULL,
  motivo_pt TEXT NOT NULL, motivo_en TEXT NOT NULL,
  servicos TEXT,
  aviso TEXT
);

CREATE TABLE IF NOT EXISTS faq (
  position INTEGER PRIMARY KEY,
  pergunta_pt TEXT NOT NULL, pergunta_en TEXT NOT NULL,
  resposta_pt TEXT NOT NULL, resposta_en TEXT NOT NULL,
  ordem INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS links (
  position INTEGER PRIMARY KEY,
  titulo_pt TEXT NOT NULL, titulo_en TEXT NOT NULL,
  link TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS documents (
  id INTEGER PRIMARY KEY,
  ano INTEGER NOT NULL,
  titulo_pt TEXT NOT NULL, titulo_en TEXT NOT NULL,
  tipo TEXT NOT NULL,
  publicado INTEGER NOT NULL,
  files_pt TEXT NOT NULL, files_en TEXT NOT NULL,
  search_pt TEXT NOT NULL, search_en TEXT NOT NULL,
  pt_only INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS documents_by_year ON documents (publicado, ano);

CREATE TABLE IF NOT EXISTS team (
  position INTEGER PRIMARY KEY,
  nome TEXT NOT NULL, funcao_pt TEXT NOT NULL, funcao_en TEXT NOT NULL,
  email TEXT NOT NULL, telefone TEXT NOT NULL, imagem TEXT NOT NULL, url TEXT NOT NULL,
  responsavel INTEGER NOT NULL
);

CREATE TABLE IF NOT EXISTS contests (
  position INTEGER PRIMARY KEY,
  id INTEGER NOT NULL,
  tipo_value TEXT NOT NULL, tipo_label_pt TEXT NOT NULL, tipo_label_en TEXT NOT NULL,
  activo INTEGER NOT NULL,
  data_inicio TEXT NOT NULL, data_fim TEXT NOT NULL,
  fases_pt TEXT NOT NULL, fases_en TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS contest_types (
  position INTEGER PRIMARY KEY,
  value TEXT NOT NULL,
  label_pt TEXT NOT NULL, label_en TEXT NOT NULL
);

CREATE TABLE IF NOT EXISTS media (
  path TEXT PRIMARY KEY,
  content_type TEXT NOT NULL,
  body BLOB NOT NULL,
  etag TEXT NOT NULL
);
`;
