-- The applications store as it was before migrations existed (the baseline). It stays `IF NOT EXISTS`: on a database
-- made by that code it changes nothing, so such a database is recognised as version 1 as it is.
CREATE TABLE IF NOT EXISTS applications (
  id INTEGER PRIMARY KEY,
  reference TEXT NOT NULL UNIQUE,
  idempotency_key TEXT NOT NULL UNIQUE,
  received_at TEXT NOT NULL,
  concurso_value TEXT NOT NULL,
  concurso_label TEXT NOT NULL,
  nomecompleto TEXT NOT NULL,
  numeroaluno TEXT NOT NULL,
  distrito TEXT NOT NULL,
  localidade TEXT NOT NULL,
  alunouma TEXT NOT NULL,
  telemovel TEXT NOT NULL,
  email TEXT NOT NULL,
  dataentrada TEXT NOT NULL,
  datasaida TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS applications_by_date ON applications (received_at);

CREATE TABLE IF NOT EXISTS idempotency_keys (
  key TEXT PRIMARY KEY,
  body_hash TEXT NOT NULL,
  status INTEGER NOT NULL,
  response TEXT NOT NULL,
  created_at TEXT NOT NULL
);
CREATE INDEX IF NOT EXISTS idempotency_keys_by_date ON idempotency_keys (created_at);
