import type { Database } from 'better-sqlite3';

/**
 * Numbered, append-only migrations. Never edit a shipped migration: add the next number.
 * JSON columns hold nested wire data (photos, amenities...) that is only ever read whole.
 */
export const MIGRATIONS: readonly { version: number; name: string; sql: string }[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE hotels (
        id INTEGER PRIMARY KEY,
        id_hotel_cm INTEGER NOT NULL,
        nome TEXT NOT NULL,
        tipo INTEGER NOT NULL CHECK (tipo IN (1, 2)),
        url_amigavel TEXT NOT NULL UNIQUE,
        resumo TEXT NOT NULL,
        miniatura TEXT NOT NULL,
        capa TEXT NOT NULL,
        logo TEXT NOT NULL,
        cidade TEXT NOT NULL,
        estado TEXT NOT NULL,
        descricao TEXT NOT NULL,
        latitude REAL NOT NULL,
        longitude REAL NOT NULL,
        razao_social TEXT NOT NULL,
        endereco TEXT NOT NULL,
        telefones TEXT NOT NULL,
        url_360 TEXT,
        comodidades TEXT NOT NULL,
        fotos TEXT NOT NULL
      );
      CREATE TABLE room_types (
        id INTEGER PRIMARY KEY,
        hotel_id INTEGER NOT NULL REFERENCES hotels(id),
        nome TEXT NOT NULL,
        descricao TEXT NOT NULL,
        capacidade INTEGER NOT NULL,
        area_m2 REAL NOT NULL,
        foto TEXT NOT NULL
      );
      CREATE INDEX room_types_hotel ON room_types(hotel_id);
      CREATE TABLE parks (
        id INTEGER PRIMARY KEY,
        nome TEXT NOT NULL,
        url_amigavel TEXT NOT NULL UNIQUE,
        descricao TEXT NOT NULL,
        capa TEXT NOT NULL,
        horario TEXT NOT NULL,
        endereco TEXT NOT NULL,
        fotos TEXT NOT NULL,
        atracoes TEXT NOT NULL
      );
      CREATE TABLE pages (
        id INTEGER PRIMARY KEY,
        slug TEXT NOT NULL UNIQUE,
        titulo TEXT NOT NULL,
        conteudo TEXT NOT NULL,
        capa TEXT
      );
      CREATE TABLE content_groups (
        id INTEGER PRIMARY KEY,
        tipo TEXT NOT NULL CHECK (tipo IN ('banner', 'promocao', 'tema')),
        nome TEXT NOT NULL,
        ativo INTEGER NOT NULL DEFAULT 1,
        valido_de TEXT,
        valido_ate TEXT,
        dados TEXT NOT NULL
      );
      CREATE TABLE legal_info (
        id INTEGER PRIMARY KEY,
        nome TEXT NOT NULL,
        razao_social TEXT NOT NULL,
        cnpj TEXT NOT NULL UNIQUE,
        inscricao_estadual TEXT NOT NULL,
        endereco TEXT NOT NULL,
        cep TEXT NOT NULL
      );
      CREATE TABLE salary_reports (
        id INTEGER PRIMARY KEY,
        titulo TEXT NOT NULL,
        arquivo TEXT NOT NULL UNIQUE,
        empresa TEXT NOT NULL,
        cnpj TEXT NOT NULL,
        periodo TEXT NOT NULL
      );
      CREATE TABLE images (
        pasta TEXT NOT NULL CHECK (pasta IN ('uploads', 'fotos')),
        arquivo TEXT NOT NULL,
        tipo TEXT NOT NULL,
        titulo TEXT NOT NULL,
        subtitulo TEXT NOT NULL DEFAULT '',
        matiz INTEGER NOT NULL,
        variante INTEGER NOT NULL,
        largura INTEGER NOT NULL,
        altura INTEGER NOT NULL,
        PRIMARY KEY (pasta, arquivo)
      );
    `,
  },
  {
    version: 2,
    name: 'users-and-auth',
    sql: `
      CREATE TABLE users (
        id INTEGER PRIMARY KEY,
        nome TEXT NOT NULL,
        cpf TEXT NOT NULL UNIQUE,
        email TEXT NOT NULL,
        telefones TEXT NOT NULL,
        datanasc TEXT NOT NULL,
        logradouro TEXT NOT NULL,
        numero TEXT NOT NULL,
        complemento TEXT NOT NULL,
        bairro TEXT NOT NULL,
        cep TEXT NOT NULL,
        idestado INTEGER,
        ufestado TEXT NOT NULL,
        idcidade INTEGER,
        nomecidade TEXT NOT NULL,
        usuario_tipo_id INTEGER NOT NULL,
        usuario_tipo_categoria_id INTEGER NOT NULL,
        forma_pagamento TEXT NOT NULL,
        perc_comissao REAL NOT NULL DEFAULT 0,
        perc_max_desc REAL NOT NULL DEFAULT 0,
        perc_min_pag REAL NOT NULL DEFAULT 0,
        qtd_dia_chegada INTEGER NOT NULL DEFAULT 0,
        permissoes TEXT NOT NULL,
        password_hash TEXT NOT NULL,
        -- 1 for pre-reservation users created during a booking: they count as logged out.
        temporario INTEGER NOT NULL DEFAULT 0,
        criado_em TEXT NOT NULL
      );
      CREATE TABLE contracts (
        contratos_id INTEGER PRIMARY KEY,
        numero_contrato TEXT NOT NULL UNIQUE,
        user_id INTEGER NOT NULL REFERENCES users(id),
        produto TEXT NOT NULL,
        pontos INTEGER NOT NULL CHECK (pontos >= 0),
        status TEXT NOT NULL CHECK (status IN ('ativo', 'suspenso', 'cancelado', 'quitado')),
        data_inicio TEXT NOT NULL,
        data_fim TEXT NOT NULL
      );
      CREATE INDEX contracts_user ON contracts(user_id);
      CREATE TABLE revoked_tokens (
        jti TEXT PRIMARY KEY,
        expires_at INTEGER NOT NULL
      );
      CREATE TABLE password_resets (
        id INTEGER PRIMARY KEY,
        user_id INTEGER NOT NULL REFERENCES users(id),
        token_hash TEXT NOT NULL UNIQUE,
        expires_at INTEGER NOT NULL,
        used_at INTEGER
      );
      CREATE TABLE mail_outbox (
        id INTEGER PRIMARY KEY,
        para_email TEXT NOT NULL,
        para_nome TEXT NOT NULL,
        assunto TEXT NOT NULL,
        html TEXT NOT NULL,
        texto TEXT NOT NULL,
        criado_em TEXT NOT NULL
      );
    `,
  },
];

/** Applies the migrations not yet recorded in schema_migrations, each in its own transaction. */
export function migrate(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
    version INTEGER PRIMARY KEY,
    name TEXT NOT NULL,
    applied_at TEXT NOT NULL
  )`);
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .all()
      .map((row) => (row as { version: number }).version),
  );
  for (const migration of MIGRATIONS) {
    if (applied.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      db.prepare('INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)').run(
        migration.version,
        migration.name,
        new Date().toISOString(),
      );
    })();
  }
}
