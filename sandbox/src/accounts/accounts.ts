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
import { findClubClients, linkClubClient } from '../repositories/club-clients';
import { consumePasswordResets, usablePasswordReset } from '../repositories/password-resets';
import {
  completeTemporaryUser,
  findUserByCpf,
  findUserById,
  insertAccount,
  type NewAccount,
  setPasswordHash,
  updateProfileColumns,
  type UserRow,
} from '../repositories/users';

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

export class DuplicateCpfError extends Error {}
export class NotClubClientError extends Error {}

/**
 * Creates the account (or completes a temporary pre-reservation user with that CPF, keeping
 * its id and reservations). Type 14 receives the club client's contracts.
 */
export function registerUser(db: Db, input: Registration): UserRow {
  const passwordHash = hashPassword(input.senha);
  return db.transaction(() => {
    const existing = findUserByCpf(db, input.cpf);
    if (existing && existing.temporario === 0) throw new DuplicateCpfError();
    const client = input.usuarioTipoId === 14 ? findClubClients(db, input.cpf)[0] : undefined;
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
      ...accountColumns(db, input.usuarioTipoId, passwordHash, input),
    };
    const id = writeAccount(db, existing, values);
    if (client) linkClubClient(db, client.id_cliente, id);
    return findUserById(db, id) as UserRow;
  })();
}

/** What an account of `type` is given, however it is made: its profile, password and consents. */
function accountColumns(
  db: Db,
  type: 6 | 14,
  passwordHash: string,
  consents: { consentimentoEmail: boolean; consentimentoWhatsapp: boolean },
) {
  const profile = PROFILE_BY_TYPE[type];
  return {
    usuario_tipo_id: type,
    usuario_tipo_categoria_id: profile.categoria,
    forma_pagamento: JSON.stringify(profile.formas),
    perc_min_pag: profile.percMinPag,
    qtd_dia_chegada: profile.qtdDiaChegada,
    permissoes: JSON.stringify(profile.permissoes),
    password_hash: passwordHash,
    criado_em: new Date(nowOf(db)).toISOString(),
    // The choice made on the form, ticked or not, is dated: that is the consent's record.
    consentimento_email_marketing: consents.consentimentoEmail ? 1 : 0,
    consentimento_whatsapp_marketing: consents.consentimentoWhatsapp ? 1 : 0,
  };
}

/** Completes the CPF's temporary user in place (its reservations kept), or inserts the account. */
function writeAccount(db: Db, existing: UserRow | undefined, values: NewAccount): number {
  if (!existing) return insertAccount(db, values);
  completeTemporaryUser(db, existing.id, values);
  return existing.id;
}

/** What the guests step of a booking knows of its buyer, and the password chosen there. */
export interface BookingRegistration {
  nome: string;
  /** 11 digits. */
  cpf: string;
  email: string;
  /** Area code + number, digits. */
  telefone: string;
  senha: string;
  consentimentoEmail: boolean;
  consentimentoWhatsapp: boolean;
}

/**
 * A customer (type 6) made at a booking's guests step (issue 52 part 3) from the buyer's data
 * typed there: the address and birth date stay empty until Meus dados (the profile's edit asks
 * for them). A CPF with an account is refused (DuplicateCpfError): its holder logs in instead.
 */
export function registerFromBooking(db: Db, input: BookingRegistration): UserRow {
  const passwordHash = hashPassword(input.senha);
  return db.transaction(() => {
    const existing = findUserByCpf(db, input.cpf);
    if (existing && existing.temporario === 0) throw new DuplicateCpfError();
    const id = writeAccount(db, existing, {
      nome: input.nome,
      cpf: input.cpf,
      email: input.email,
      telefones: JSON.stringify([
        { ddd: input.telefone.slice(0, 2), numero: input.telefone.slice(2) },
      ]),
      datanasc: '',
      logradouro: '',
      numero: '',
      complemento: '',
      bairro: '',
      cep: '',
      idestado: null,
      ufestado: '',
      idcidade: null,
      nomecidade: '',
      ...accountColumns(db, 6, passwordHash, input),
    });
    return findUserById(db, id) as UserRow;
  })();
}

/** Saves the editable profile fields; the first phone is replaced, the others kept. */
export function updateProfile(db: Db, user: UserRow, data: ContactData): UserRow {
  const phones = JSON.parse(user.telefones) as { ddd: string; numero: string }[];
  const telefones = [{ ddd: data.ddd, numero: data.telefone }, ...phones.slice(1)];
  updateProfileColumns(db, user.id, {
    nome: data.nome,
    email: data.email,
    datanasc: data.datanasc,
    telefones: JSON.stringify(telefones),
    logradouro: data.logradouro,
    numero: data.numero,
    complemento: data.complemento,
    bairro: data.bairro,
    cep: data.cep,
    idestado: data.idestado,
    ufestado: data.ufestado,
    idcidade: data.idcidade,
    nomecidade: data.nomecidade,
  });
  return findUserById(db, user.id) as UserRow;
}

/** The user of a usable recovery token (exists, unused, not expired), or undefined. */
export function findResetUser(
  db: Db,
  token: string,
): { resetId: number; user: UserRow } | undefined {
  const row = usablePasswordReset(db, hashResetToken(token), Math.floor(nowOf(db) / 1000));
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
    setPasswordHash(db, userId, hash);
    if (resetId !== undefined) consumePasswordResets(db, userId, Math.floor(nowOf(db) / 1000));
  })();
}
