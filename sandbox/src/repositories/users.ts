import type { Db } from '../db/types';

/** The users table: the account rows and the queries that find them. */

/** A row of the users table, as stored. */
export interface UserRow {
  id: number;
  nome: string;
  cpf: string;
  email: string;
  telefones: string;
  datanasc: string;
  logradouro: string;
  numero: string;
  complemento: string;
  bairro: string;
  cep: string;
  idestado: number | null;
  ufestado: string;
  idcidade: number | null;
  nomecidade: string;
  usuario_tipo_id: number;
  usuario_tipo_categoria_id: number;
  forma_pagamento: string;
  perc_comissao: number;
  perc_max_desc: number;
  perc_min_pag: number;
  qtd_dia_chegada: number;
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
