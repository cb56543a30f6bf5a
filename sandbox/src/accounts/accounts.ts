import type { ClienteClube } from '../../../src/api/contract/account';
import { nowOf } from '../db/clock';
import {
  type FormaPagamento,
  noPermissions,
  type UserPermissions,
} from '../../../src/api/contract/user';
import type { Db } from '../db/types';
import type { ContactData, Registration } from './account-input';
import { hashPassword } from './passwords';
import { hashResetToken } from './password-reset';
import { findUserByCpf, findUserById, type UserRow } from '../repositories/users';

/** Accounts: registration (types 6 and 14), profile changes, password changes. */

const CARTAO: FormaPagamento = { forma_pagamento_id: 1, descricao: 'Cartão de crédito' };
const PIX: FormaPagamento = { forma_pagamento_id: 9, descricao: 'PIX' };
const BOLETO: FormaPagamento = { forma_pagamento_id: 3, descricao: 'Boleto bancário' };

/** A customer may cancel and confirm their own reservations. */
const CUSTOMER_PERMISSIONS: UserPermissions = {
  ...noPermissions(),
  cancelar_reserva: true,
  confirmar_reserva: true,
};

/** What a new account of each type gets (as the seeded Maria and João). */
const PROFILE_BY_TYPE = {
  6: {
    categoria: 1,
    formas: [CARTAO, PIX],
    percMinPag: 100,
    qtdDiaChegada: 0,
    permissoes: CUSTOMER_PERMISSIONS,
  },
  14: {
    categoria: 2,
    formas: [CARTAO, PIX, BOLETO],
    percMinPag: 30,
    qtdDiaChegada: 3,
    permissoes: {
      ...CUSTOMER_PERMISSIONS,
      deposito_semana: true,
      deposito_semana_cancelar: true,
      proprietario: true,
    },
  },
} as const;

interface ClubClientRow {
  id_cliente: number;
  nome: string;
}

/** Club clients with this CPF (the registry of the club; at most one in practice). */
export function findClubClients(db: Db, cpfDigits: string): ClienteClube[] {
  return db
    .prepare('SELECT id_cliente, nome FROM club_clients WHERE cpf = ? ORDER BY id_cliente')
    .all(cpfDigits) as ClubClientRow[];
}

export class DuplicateCpfError extends Error {}
export class NotClubClientError extends Error {}

/**
 * Creates the account (or completes a temporary pre-reservation user with that CPF, keeping
 * its id and reservations). Type 14 receives the club client's contracts.
 */
export function registerUser(db: Db, input: Registration): UserRow {
  const profile = PROFILE_BY_TYPE[input.usuarioTipoId];
  const passwordHash = hashPassword(input.senha);
  return db.transaction(() => {
    const existing = findUserByCpf(db, input.cpf);
    if (existing && existing.temporario === 0) throw new DuplicateCpfError();
    const client =
      input.usuarioTipoId === 14
        ? (db.prepare('SELECT id_cliente FROM club_clients WHERE cpf = ?').get(input.cpf) as
            { id_cliente: number } | undefined)
        : undefined;
    if (input.usuarioTipoId === 14 && !client) throw new NotClubClientError();
    const values = {
      nome: input.nome,
      cpf: input.cpf,
      email: input.email,
      telefones: JSON.stringify([{ ddd: input.ddd, numero: input.telefone }]),
      datanasc: input.datanasc,
      logradouro: input.logradouro,
      numero: input.numero,
      complemento: input.complemento,
      bairro: input.bairro,
      cep: input.cep,
      idestado: input.idestado,
      ufestado: input.ufestado,
      idcidade: input.idcidade,
      nomecidade: input.nomecidade,
      usuario_tipo_id: input.usuarioTipoId,
      usuario_tipo_categoria_id: profile.categoria,
      forma_pagamento: JSON.stringify(profile.formas),
      perc_min_pag: profile.percMinPag,
      qtd_dia_chegada: profile.qtdDiaChegada,
      permissoes: JSON.stringify(profile.permissoes),
      password_hash: passwordHash,
      criado_em: new Date(nowOf(db)).toISOString(),
      // The choice made on the form, ticked or not, is dated: that is the consent's record.
      consentimento_email_marketing: input.consentimentoEmail ? 1 : 0,
      consentimento_whatsapp_marketing: input.consentimentoWhatsapp ? 1 : 0,
    };
    let id: number;
    if (existing) {
      id = existing.id;
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
    } else {
      id = Number(
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
    if (client) {
      db.prepare(
        `INSERT OR IGNORE INTO contracts (contratos_id, numero_contrato, user_id, produto, pontos, status, data_inicio, data_fim)
         SELECT contratos_id, numero_contrato, ?, produto, pontos, status, data_inicio, data_fim
         FROM club_client_contracts WHERE id_cliente = ?`,
      ).run(id, client.id_cliente);
      db.prepare('UPDATE club_clients SET user_id = ? WHERE id_cliente = ?').run(
        id,
        client.id_cliente,
      );
    }
    return findUserById(db, id) as UserRow;
  })();
}

/** Saves the editable profile fields; the first phone is replaced, the others kept. */
export function updateProfile(db: Db, user: UserRow, data: ContactData): UserRow {
  const phones = JSON.parse(user.telefones) as { ddd: string; numero: string }[];
  const telefones = [{ ddd: data.ddd, numero: data.telefone }, ...phones.slice(1)];
  db.prepare(
    `UPDATE users SET nome = ?, email = ?, datanasc = ?, telefones = ?, logradouro = ?, numero = ?,
       complemento = ?, bairro = ?, cep = ?, idestado = ?, ufestado = ?, idcidade = ?, nomecidade = ?
     WHERE id = ?`,
  ).run(
    data.nome,
    data.email,
    data.datanasc,
    JSON.stringify(telefones),
    data.logradouro,
    data.numero,
    data.complemento,
    data.bairro,
    data.cep,
    data.idestado,
    data.ufestado,
    data.idcidade,
    data.nomecidade,
    user.id,
  );
  return findUserById(db, user.id) as UserRow;
}

interface ResetRow {
  id: number;
  user_id: number;
}

/** The user of a usable recovery token (exists, unused, not expired), or undefined. */
export function findResetUser(
  db: Db,
  token: string,
): { resetId: number; user: UserRow } | undefined {
  const row = db
    .prepare(
      'SELECT id, user_id FROM password_resets WHERE token_hash = ? AND used_at IS NULL AND expires_at > ?',
    )
    .get(hashResetToken(token), Math.floor(nowOf(db) / 1000)) as ResetRow | undefined;
  const user = row && findUserById(db, row.user_id);
  return row && user ? { resetId: row.id, user } : undefined;
}

/**
 * Sets the password. With a recovery token, that token and every other open one of the user
 * are consumed, in the same transaction.
 */
export function setPassword(db: Db, userId: number, senha: string, resetId?: number): void {
  const hash = hashPassword(senha);
  db.transaction(() => {
    db.prepare('UPDATE users SET password_hash = ? WHERE id = ?').run(hash, userId);
    if (resetId !== undefined) {
      db.prepare(
        'UPDATE password_resets SET used_at = ? WHERE user_id = ? AND used_at IS NULL',
      ).run(Math.floor(nowOf(db) / 1000), userId);
    }
  })();
}
