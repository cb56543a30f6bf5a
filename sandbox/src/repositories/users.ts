import type { UserPermissions, Usuario } from '../../../src/api/contract/user';
import type { Db } from '../db/types';

/** The users table: the account rows and the queries that find them. */

/**
 * A row of the users table, as stored: the columns that are the wire's Usuario as they are, and
 * those stored otherwise (the CPF's digits, the phones, methods and permissions as JSON, the
 * flags as 0/1) or never sent (the password's hash, the consents' dates).
 */
export interface UserRow extends Pick<
  Usuario,
  | 'id'
  | 'nome'
  | 'email'
  | 'datanasc'
  | 'logradouro'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'cep'
  | 'idestado'
  | 'ufestado'
  | 'idcidade'
  | 'nomecidade'
  | 'usuario_tipo_id'
  | 'usuario_tipo_categoria_id'
  | 'perc_comissao'
  | 'perc_max_desc'
  | 'perc_min_pag'
  | 'qtd_dia_chegada'
> {
  /** Digits; a temporary user made for a registered CPF is stored as T<cpf>. */
  cpf: string;
  /** JSON of Telefone[]. */
  telefones: string;
  /** JSON of FormaPagamento[]. */
  forma_pagamento: string;
  /** JSON of UserPermissions. */
  permissoes: string;
  password_hash: string;
  temporario: number;
  criado_em: string;
  consentimento_email_marketing: number;
  consentimento_email_marketing_em: string | null;
  consentimento_whatsapp_marketing: number;
  consentimento_whatsapp_marketing_em: string | null;
  /** ISO 8601 when the account was anonymised at its holder's request; null otherwise. */
  excluido_em: string | null;
}

export function findUserByCpf(db: Db, cpfDigits: string): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE cpf = ?').get(cpfDigits) as UserRow | undefined;
}

export function findUserById(db: Db, id: number): UserRow | undefined {
  return db.prepare('SELECT * FROM users WHERE id = ?').get(id) as UserRow | undefined;
}

/** What the user may do (the row's `permissoes`, as the wire's flags). */
export const permissionsOf = (row: Pick<UserRow, 'permissoes'>): UserPermissions =>
  JSON.parse(row.permissoes) as UserPermissions;

/** The columns an account is written with (registration, or completing a temporary user). */
export type NewAccount = Omit<
  UserRow,
  | 'id'
  | 'temporario'
  | 'perc_comissao'
  | 'perc_max_desc'
  | 'consentimento_email_marketing_em'
  | 'consentimento_whatsapp_marketing_em'
  | 'excluido_em'
>;

export function insertAccount(db: Db, values: NewAccount): number {
  return Number(
    db
      .prepare(
        `INSERT INTO users (nome, cpf, email, telefones, datanasc, logradouro, numero, complemento, bairro, cep,
           idestado, ufestado, idcidade, nomecidade, usuario_tipo_id, usuario_tipo_categoria_id, forma_pagamento,
           perc_comissao, perc_max_desc, perc_min_pag, qtd_dia_chegada, permissoes, password_hash, temporario, criado_em,
           consentimento_email_marketing, consentimento_email_marketing_em,
           consentimento_whatsapp_marketing, consentimento_whatsapp_marketing_em)
         VALUES (@nome, @cpf, @email, @telefones, @datanasc, @logradouro, @numero, @complemento, @bairro, @cep,
           @idestado, @ufestado, @idcidade, @nomecidade, @usuario_tipo_id, @usuario_tipo_categoria_id, @forma_pagamento,
           0, 0, @perc_min_pag, @qtd_dia_chegada, @permissoes, @password_hash, 0, @criado_em,
           @consentimento_email_marketing, @criado_em, @consentimento_whatsapp_marketing, @criado_em)`,
      )
      .run(values).lastInsertRowid,
  );
}

/** A temporary (pre-reservation) user becomes the account, keeping its id and reservations. */
export function completeTemporaryUser(db: Db, id: number, values: NewAccount): void {
  db.prepare(
    `UPDATE users SET nome = @nome, email = @email, telefones = @telefones, datanasc = @datanasc,
       logradouro = @logradouro, numero = @numero, complemento = @complemento, bairro = @bairro, cep = @cep,
       idestado = @idestado, ufestado = @ufestado, idcidade = @idcidade, nomecidade = @nomecidade,
       usuario_tipo_id = @usuario_tipo_id, usuario_tipo_categoria_id = @usuario_tipo_categoria_id,
       forma_pagamento = @forma_pagamento, perc_min_pag = @perc_min_pag, qtd_dia_chegada = @qtd_dia_chegada,
       permissoes = @permissoes, password_hash = @password_hash, temporario = 0,
       consentimento_email_marketing = @consentimento_email_marketing,
       consentimento_email_marketing_em = @criado_em,
       consentimento_whatsapp_marketing = @consentimento_whatsapp_marketing,
       consentimento_whatsapp_marketing_em = @criado_em
     WHERE id = @id`,
  ).run({ ...values, id });
}

/** The profile's editable fields (Meus dados). */
export type ProfileColumns = Pick<
  UserRow,
  | 'nome'
  | 'email'
  | 'datanasc'
  | 'telefones'
  | 'logradouro'
  | 'numero'
  | 'complemento'
  | 'bairro'
  | 'cep'
  | 'idestado'
  | 'ufestado'
  | 'idcidade'
  | 'nomecidade'
>;

export function updateProfileColumns(db: Db, id: number, p: ProfileColumns): void {
  db.prepare(
    `UPDATE users SET nome = @nome, email = @email, datanasc = @datanasc, telefones = @telefones,
       logradouro = @logradouro, numero = @numero, complemento = @complemento, bairro = @bairro,
       cep = @cep, idestado = @idestado, ufestado = @ufestado, idcidade = @idcidade,
       nomecidade = @nomecidade
     WHERE id = @id`,
  ).run({ ...p, id });
}

export function setPasswordHash(db: Db, id: number, hash: string): void {
  db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, id);
}

/**
 * Records the marketing consents; each one's date moves only when `dated` says so (it changed,
 * or was never recorded).
 */
export function setMarketingConsents(
  db: Db,
  id: number,
  consents: { email: boolean; emailDated: boolean; whatsapp: boolean; whatsappDated: boolean },
  at: string,
): void {
  db.prepare(
    `UPDATE users SET
       consentimento_email_marketing = ?,
       consentimento_email_marketing_em = CASE WHEN ? THEN ? ELSE consentimento_email_marketing_em END,
       consentimento_whatsapp_marketing = ?,
       consentimento_whatsapp_marketing_em = CASE WHEN ? THEN ? ELSE consentimento_whatsapp_marketing_em END
     WHERE id = ?`,
  ).run(
    consents.email ? 1 : 0,
    consents.emailDated ? 1 : 0,
    at,
    consents.whatsapp ? 1 : 0,
    consents.whatsappDated ? 1 : 0,
    at,
    id,
  );
}

/** A recorded 'no' to marketing e-mails, dated `at`. */
export function refuseMarketingEmails(db: Db, id: number, at: string): void {
  db.prepare(
    'UPDATE users SET consentimento_email_marketing = 0, consentimento_email_marketing_em = ? WHERE id = ?',
  ).run(at, id);
}

/** A user that owns rows but never logs in (the anonymous holder of visitors' holds). */
export function insertPlaceholderUser(db: Db, nome: string, cpf: string, criadoEm: string): number {
  return Number(
    db
      .prepare(
        `INSERT INTO users (nome, cpf, email, telefones, datanasc, logradouro, numero, complemento, bairro, cep,
           idestado, ufestado, idcidade, nomecidade, usuario_tipo_id, usuario_tipo_categoria_id, forma_pagamento,
           permissoes, password_hash, temporario, criado_em)
         VALUES (?, ?, '', '[]', '', '', '', '', '', '', NULL, '', NULL, '', 6, 1, '[]',
           '{}', '', 1, ?)`,
      )
      .run(nome, cpf, criadoEm).lastInsertRowid,
  );
}
