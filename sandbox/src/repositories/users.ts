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
