import {
  type FormaPagamento,
  noPermissions,
  type UserPermissions,
} from '../../../src/api/contract/user';
import type { Db } from '../db/types';
import { findUserByCpf } from './users';

/**
 * Temporary (pre-reservation) users: a visitor who books without an account gets a type 6 user
 * with `temporario = 1` built from the principal guest. Such users cannot log in, do not count
 * as existing accounts, and registering with the CPF completes the user in place.
 *
 * When the CPF already belongs to a registered account, the visitor still gets a temporary
 * user of their own (CPF column `T<cpf>`, shown as the plain CPF): the booking never touches
 * the registered account, and nobody gets a token of it without its password.
 */

export const TEMP_CPF_PREFIX = 'T';

const FORMAS: FormaPagamento[] = [
  { forma_pagamento_id: 1, descricao: 'Cartão de crédito' },
  { forma_pagamento_id: 9, descricao: 'PIX' },
];

/** A temporary (booking) user may cancel their reservation, nothing else. */
const PERMISSIONS: UserPermissions = { ...noPermissions(), cancelar_reserva: true };

export interface TempUserInput {
  nome: string;
  email: string;
  /** 11 digits. */
  cpf: string;
  /** Area code + number, digits. */
  telefone: string;
}

/** Creates, or updates and reuses, the temporary user of this CPF; returns its id. */
export function upsertTemporaryUser(db: Db, input: TempUserInput, nowMs: number): number {
  return db.transaction(() => {
    const owner = findUserByCpf(db, input.cpf);
    const cpfColumn =
      owner && owner.temporario === 0 ? `${TEMP_CPF_PREFIX}${input.cpf}` : input.cpf;
    const telefones = JSON.stringify([
      { ddd: input.telefone.slice(0, 2), numero: input.telefone.slice(2) },
    ]);
    const existing = findUserByCpf(db, cpfColumn);
    if (existing) {
      db.prepare('UPDATE users SET nome = ?, email = ?, telefones = ? WHERE id = ?').run(
        input.nome,
        input.email,
        telefones,
        existing.id,
      );
      return existing.id;
    }
    return Number(
      db
        .prepare(
          `INSERT INTO users (nome, cpf, email, telefones, datanasc, logradouro, numero, complemento, bairro, cep,
             idestado, ufestado, idcidade, nomecidade, usuario_tipo_id, usuario_tipo_categoria_id, forma_pagamento,
             permissoes, password_hash, temporario, criado_em)
           VALUES (?, ?, ?, ?, '', '', '', '', '', '', NULL, '', NULL, '', 6, 1, ?, ?, '', 1, ?)`,
        )
        .run(
          input.nome,
          cpfColumn,
          input.email,
          telefones,
          JSON.stringify(FORMAS),
          JSON.stringify(PERMISSIONS),
          new Date(nowMs).toISOString(),
        ).lastInsertRowid,
    );
  })();
}
