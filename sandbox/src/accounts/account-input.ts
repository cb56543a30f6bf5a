import type { EditarDadosRequest } from '../../../src/api/contract/account';
import type { Usuario } from '../../../src/api/contract/user';
import { type Day, parseWireDate, today } from '../shared/calendar';
import { isValidCpf } from '../shared/documents';
import { findCity, findState } from './places';
import { asBody, type Body, bad, EMAIL, integerOf, textOf } from '../shared/input';

/**
 * Hand-written validation of the account family (registration, profile, password, guests):
 * one clear Portuguese message per rule, always a 400 `{erro}`, never a 500.
 */

export { asBody, bad };

function required(body: Body, key: string, max: number, label: string, missing: string): string {
  const text = textOf(body, key, max, label);
  if (text === '') throw bad(missing);
  return text;
}

const PASSWORD_CHARS = /^[A-Za-z\d@$!%*?&^_]+$/;
export const PASSWORD_RULE_MESSAGE =
  'A senha deve conter letra maiúscula, letra minúscula, número e um caractere especial (@$!%*?&^_), usando apenas letras, números e esses caracteres.';

/** product-rules §5: at least 6 characters; upper, lower, digit and one of @$!%*?&^_; nothing else. */
export function checkPassword(value: unknown): string {
  if (typeof value !== 'string' || value.length === 0) throw bad('Informe a nova senha.');
  if (value.length < 6) throw bad('A senha deve ter pelo menos 6 caracteres.');
  if (value.length > 100) throw bad('A senha deve ter no máximo 100 caracteres.');
  if (
    !PASSWORD_CHARS.test(value) ||
    !/[A-Z]/.test(value) ||
    !/[a-z]/.test(value) ||
    !/\d/.test(value) ||
    !/[@$!%*?&^_]/.test(value)
  ) {
    throw bad(PASSWORD_RULE_MESSAGE);
  }
  return value;
}

function checkEmail(body: Body, key: string): string {
  const email = textOf(body, key, 120, 'E-mail');
  if (!EMAIL.test(email)) throw bad('E-mail inválido.');
  return email.toLowerCase();
}

function checkBirthDate(body: Body, key: string): Day {
  const day = parseWireDate(body[key]);
  if (day === null) throw bad('Data de nascimento inválida: use o formato dd/mm/aaaa.');
  if (day >= today()) throw bad('A data de nascimento deve ser anterior a hoje.');
  return day;
}

function idOf(body: Body, key: string, message: string): number {
  const id = integerOf(body[key]);
  if (id === null) throw bad(message);
  return id;
}

/**
 * Address, phone and place fields shared by registration and profile edit: the wire's
 * EditarDadosRequest once checked (the CEP written 00000-000), with the state's and city's names
 * as Usuario carries them.
 */
export type ContactData = EditarDadosRequest & Pick<Usuario, 'ufestado' | 'nomecidade'>;

interface ContactKeys {
  birth: string;
  state: string;
  city: string;
}

function parseContact(body: Body, keys: ContactKeys): ContactData {
  const nome = required(body, 'nome', 120, 'Nome', 'Informe o nome.');
  const datanasc = textOf(body, keys.birth, 10, 'Data de nascimento');
  checkBirthDate(body, keys.birth);
  const email = checkEmail(body, 'email');
  const logradouro = required(body, 'logradouro', 120, 'Logradouro', 'Informe o logradouro.');
  const numero = required(body, 'numero', 20, 'Número', 'Informe o número do endereço.');
  const complemento = textOf(body, 'complemento', 80, 'Complemento');
  const bairro = required(body, 'bairro', 80, 'Bairro', 'Informe o bairro.');
  const state = findState(idOf(body, keys.state, 'Estado inválido.'));
  if (!state) throw bad('Estado inválido.');
  const city = findCity(state.idestado, idOf(body, keys.city, 'Cidade inválida.'));
  if (!city) throw bad('Cidade inválida para o estado informado.');
  const cep = textOf(body, 'cep', 20, 'CEP');
  if (!/^\d{8}$/.test(cep)) throw bad('CEP inválido: informe os 8 dígitos.');
  const ddd = textOf(body, 'ddd', 20, 'DDD');
  if (!/^[1-9]\d$/.test(ddd)) throw bad('DDD inválido: informe os 2 dígitos.');
  const telefone = textOf(body, 'telefone', 20, 'Telefone');
  if (!/^\d{8,9}$/.test(telefone)) throw bad('Telefone inválido: informe 8 ou 9 dígitos.');
  return {
    nome,
    email,
    datanasc,
    ddd,
    telefone,
    logradouro,
    numero,
    complemento,
    bairro,
    cep: `${cep.slice(0, 5)}-${cep.slice(5)}`,
    idestado: state.idestado,
    ufestado: state.uf,
    idcidade: city.idcidades,
    nomecidade: city.nome,
  };
}

/** Fixed ids of the registration (product-rules §6). */
export const REGISTRATION_TYPES: Record<number, number> = { 6: 677025, 14: 1067206 };

export interface Registration extends ContactData {
  cpf: string;
  senha: string;
  usuarioTipoId: 6 | 14;
  tipoEndereco: 'R' | 'C';
  /** Optional marketing consents (absent = not given). */
  consentimentoEmail: boolean;
  consentimentoWhatsapp: boolean;
}

/** An optional consent flag: absent means not given; anything but a boolean is refused. */
export function consentOf(body: Body, key: string, label: string): boolean {
  const value = body[key];
  if (value === undefined || value === null) return false;
  if (typeof value !== 'boolean') throw bad(`${label} inválido: use true ou false.`);
  return value;
}

/** POST /usuario/cadastrar (CadastroRequest), every rule of product-rules §5. */
export function parseRegistration(value: unknown): Registration {
  const body = asBody(value);
  const cpf = textOf(body, 'cpf', 14, 'CPF');
  if (!/^\d{11}$/.test(cpf) || !isValidCpf(cpf)) throw bad('CPF inválido.');
  if (textOf(body, 'usuario', 14, 'Usuário') !== cpf) {
    throw bad('O usuário deve ser igual ao CPF.');
  }
  const contact = parseContact(body, {
    birth: 'data_nascimento',
    state: 'estado',
    city: 'id_cidade',
  });
  const senha = checkPassword(body.senha);
  const tipoEndereco = textOf(body, 'tipo_endereco', 1, 'Tipo de endereço');
  if (tipoEndereco !== 'R' && tipoEndereco !== 'C') {
    throw bad('Tipo de endereço inválido: use R (residencial) ou C (comercial).');
  }
  const tipo = integerOf(body.usuario_tipo_id);
  const cm = integerOf(body.id_usuario_cm);
  if ((tipo !== 6 && tipo !== 14) || cm !== REGISTRATION_TYPES[tipo]) {
    throw bad('Tipo de usuário inválido.');
  }
  textOf(body, 'documento_identidade', 30, 'Documento de identidade');
  textOf(body, 'tipo_documento_identidade', 30, 'Tipo do documento de identidade');
  const consentimentoEmail = consentOf(
    body,
    'consentimento_email_marketing',
    'Consentimento de e-mail marketing',
  );
  const consentimentoWhatsapp = consentOf(
    body,
    'consentimento_whatsapp_marketing',
    'Consentimento de WhatsApp marketing',
  );
  return {
    ...contact,
    cpf,
    senha,
    usuarioTipoId: tipo,
    tipoEndereco,
    consentimentoEmail,
    consentimentoWhatsapp,
  };
}

/** POST /usuario/dados/editar (EditarDadosRequest). */
export function parseProfile(value: unknown): ContactData {
  return parseContact(asBody(value), { birth: 'datanasc', state: 'idestado', city: 'idcidade' });
}
