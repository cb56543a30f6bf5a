import type { UsuarioPreReservaRequest } from '../../../src/api/contract/checkout';
import { bad, EMAIL } from './input';
import { text } from './request-fields';
import { isValidCpf, onlyDigits } from './documents';

/**
 * The buyer a booking's guests step sends (room 1's principal): for the temporary user of a
 * visitor's booking, and for the account made there (issue 52 part 3). One shape, one set of
 * Portuguese messages for both.
 */

export type BookingBuyerInput = Pick<
  UsuarioPreReservaRequest,
  'nome' | 'email' | 'cpf' | 'telefone'
>;

/** The buyer's fields as a body schema's properties. */
export const bookingBuyerFields = {
  nome: text('Nome', 120, { missing: 'Informe o nome.' }),
  email: text('E-mail', 120, { missing: 'E-mail inválido.' }),
  cpf: text('CPF', 14, { missing: 'CPF inválido.' }),
  telefone: text('Telefone', 20, { missing: 'Telefone inválido: informe DDD e número.' }),
};

export interface BookingBuyer {
  nome: string;
  /** Lower case. */
  email: string;
  /** 11 digits. */
  cpf: string;
  /** Area code + number, digits. */
  telefone: string;
}

/** The buyer once checked: a name, an e-mail, a CPF with its check digits, a phone with its DDD. */
export function parseBookingBuyer(body: BookingBuyerInput): BookingBuyer {
  const nome = body.nome.trim();
  if (nome === '') throw bad('Informe o nome.');
  const email = body.email.trim();
  if (!EMAIL.test(email)) throw bad('E-mail inválido.');
  const cpf = onlyDigits(body.cpf);
  if (cpf.length !== 11 || !isValidCpf(cpf)) throw bad('CPF inválido.');
  const telefone = onlyDigits(body.telefone);
  if (!/^[1-9]\d\d{8,9}$/.test(telefone)) throw bad('Telefone inválido: informe DDD e número.');
  return { nome, email: email.toLowerCase(), cpf, telefone };
}
