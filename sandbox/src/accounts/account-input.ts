import type { EditarDadosRequest } from '../../../src/api/contract/account';
import type { Usuario } from '../../../src/api/contract/user';
import { type Day, parseWireDate, today } from '../shared/calendar';
import { isValidCnpj, isValidCpf, onlyDigits } from '../shared/documents';
import { findCity, findState } from './places';
import { asBody, type Body, bad, integerOf } from '../shared/input';

/**
 * Hand-written validation of the account family (registration, profile, password, guests):
 * one clear Portuguese message per rule, always a 400 `{erro}`, never a 500.
 */

export { asBody, bad };

/** A string field (numbers accepted for ids), trimmed; '' when absent. */
export function textOf(body: Body, key: string, max: number, label: string): string {
  const value = body[key];
  if (value === undefined || value === null) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value !== 'string') throw bad(`${label} inválido.`);
  const text = value.trim();
  if (text.length > max) throw bad(`${label} deve ter no máximo ${max} caracteres.`);
  return text;
}

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

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

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

// --- Guests ---------------------------------------------------------------------------------

export interface GuestInput {
  tipo: 'adulto' | 'crianca';
  nome: string;
  sobrenome: string;
  telefone: string;
  email: string;
  estado: string;
  cidade: string;
  tipo_documento: '' | 'CPF' | 'CNPJ';
  numero_documento: string;
  principal: boolean;
  idade: number | null;
  cupom: Record<string, string>;
}

const CUPOM_FIELDS = [
  'cupom_calcado',
  'cupom_camiseta',
  'cupom_moto_ano',
  'cupom_moto_marca',
  'cupom_moto_modelo',
  'cupom_piloto',
  'cupom_sexo',
] as const;

const CPF_PATTERN = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;
const CNPJ_PATTERN = /^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{14})$/;

function parseDocument(
  body: Body,
  label: string,
): Pick<GuestInput, 'tipo_documento' | 'numero_documento'> {
  const numero = textOf(body, 'numero_documento', 20, `${label} número do documento`);
  const declared = textOf(body, 'tipo_documento', 10, `${label} tipo de documento`).toUpperCase();
  if (numero === '') {
    if (declared !== '' && declared !== 'CPF' && declared !== 'CNPJ') {
      throw bad(`${label} tipo de documento inválido: use CPF ou CNPJ.`);
    }
    return { tipo_documento: '', numero_documento: '' };
  }
  // product-rules §5: the pattern decides the type when none is given.
  const tipo =
    declared || (CPF_PATTERN.test(numero) ? 'CPF' : CNPJ_PATTERN.test(numero) ? 'CNPJ' : '');
  if (tipo === 'CPF') {
    if (!CPF_PATTERN.test(numero) || !isValidCpf(numero)) throw bad(`${label} CPF inválido.`);
  } else if (tipo === 'CNPJ') {
    if (!CNPJ_PATTERN.test(numero) || !isValidCnpj(numero)) throw bad(`${label} CNPJ inválido.`);
  } else {
    throw bad(`${label} documento inválido: informe um CPF ou CNPJ.`);
  }
  return { tipo_documento: tipo, numero_documento: onlyDigits(numero) };
}

function parseGuest(value: unknown, index: number): GuestInput {
  const label = `Hóspede ${index + 1}:`;
  const body = asBody(value, `${label} dados inválidos.`);
  const tipo = body.tipo;
  if (tipo !== 'adulto' && tipo !== 'crianca') {
    throw bad(`${label} tipo deve ser 'adulto' ou 'crianca'.`);
  }
  const nome = textOf(body, 'nome', 80, `${label} nome`);
  if (nome === '') throw bad(`${label} informe o nome.`);
  const sobrenome = textOf(body, 'sobrenome', 80, `${label} sobrenome`);
  if (sobrenome === '') throw bad(`${label} informe o sobrenome.`);
  const email = textOf(body, 'email', 120, `${label} e-mail`);
  if (email !== '' && !EMAIL.test(email)) throw bad(`${label} e-mail inválido.`);
  const telefone = onlyDigits(textOf(body, 'telefone', 20, `${label} telefone`));
  if (telefone !== '' && !/^\d{10,11}$/.test(telefone)) {
    throw bad(`${label} telefone inválido: informe DDD e número.`);
  }
  if (body.principal !== undefined && typeof body.principal !== 'boolean') {
    throw bad(`${label} principal deve ser verdadeiro ou falso.`);
  }
  let idade: number | null = null;
  if (tipo === 'crianca') {
    idade = integerOf(body.idade);
    if (idade === null || idade < 0 || idade > 13) {
      throw bad(`${label} a idade da criança deve ser um número inteiro de 0 a 13 anos.`);
    }
  }
  const cupom: Record<string, string> = {};
  if (tipo === 'adulto') {
    for (const key of CUPOM_FIELDS) cupom[key] = textOf(body, key, 60, `${label} ${key}`);
  }
  return {
    tipo,
    nome,
    sobrenome,
    telefone,
    email: email.toLowerCase(),
    estado: textOf(body, 'estado', 60, `${label} estado`),
    cidade: textOf(body, 'cidade', 80, `${label} cidade`),
    ...parseDocument(body, label),
    principal: body.principal === true,
    idade,
    cupom,
  };
}

/** The guests of one room: counts as booked, exactly one principal (an adult), valid data. */
export function parseGuests(
  value: unknown,
  expected: { adults: number; children: number },
): GuestInput[] {
  if (!Array.isArray(value) || value.length === 0) throw bad('Informe os hóspedes da reserva.');
  if (value.length > 20) throw bad('Hóspedes demais para uma reserva.');
  const guests = value.map(parseGuest);
  const adults = guests.filter((g) => g.tipo === 'adulto').length;
  const children = guests.length - adults;
  if (adults !== expected.adults || children !== expected.children) {
    throw bad(
      `A reserva é para ${expected.adults} adulto(s) e ${expected.children} criança(s): informe exatamente esses hóspedes.`,
    );
  }
  const principals = guests.filter((g) => g.principal);
  if (principals.length !== 1) throw bad('Indique exatamente um hóspede principal.');
  if (principals[0]?.tipo !== 'adulto') throw bad('O hóspede principal deve ser um adulto.');
  return guests;
}

/** HH:mm, 00:00 to 23:59. */
export function parseArrivalTime(value: unknown): string {
  if (typeof value !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(value.trim())) {
    throw bad('Horário de chegada inválido: use o formato HH:mm.');
  }
  return value.trim();
}
