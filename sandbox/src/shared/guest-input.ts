import Type, { type Static } from 'typebox';
import type { Hospede } from '../../../src/api/contract/account';
import { isValidCnpj, isValidCpf, onlyDigits } from './documents';
import { bad, EMAIL, integerOf } from './input';
import { optional, text } from './request-fields';
import { schemaOf } from './request-schema';

/**
 * The guests of a room, as the booking, the rooming list, the pre-check-in and the seed give
 * them: the list's shape as a schema, then one Portuguese message per rule (product-rules §5),
 * always a 400 `{erro}`.
 */

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

const LABEL = 'Hóspede {n}:';
const CHILD_AGE = `${LABEL} a idade da criança deve ser um número inteiro de 0 a 13 anos.`;
const cupomField = (key: string) => optional(text(`${LABEL} ${key}`, 60));

/** One guest of a list; '{n}' in its messages is the guest's number. */
const guestItem = Type.Object(
  {
    tipo: Type.String({ erro: `${LABEL} tipo deve ser 'adulto' ou 'crianca'.` }),
    nome: optional(text(`${LABEL} nome`, 80)),
    sobrenome: optional(text(`${LABEL} sobrenome`, 80)),
    email: optional(text(`${LABEL} e-mail`, 120)),
    telefone: optional(text(`${LABEL} telefone`, 20)),
    estado: optional(text(`${LABEL} estado`, 60)),
    cidade: optional(text(`${LABEL} cidade`, 80)),
    tipo_documento: optional(text(`${LABEL} tipo de documento`, 10)),
    numero_documento: optional(text(`${LABEL} número do documento`, 20)),
    principal: optional(Type.Boolean({ erro: `${LABEL} principal deve ser verdadeiro ou falso.` })),
    idade: optional(Type.String({ maxLength: 3, erro: CHILD_AGE })),
    cupom_calcado: cupomField('cupom_calcado'),
    cupom_camiseta: cupomField('cupom_camiseta'),
    cupom_moto_ano: cupomField('cupom_moto_ano'),
    cupom_moto_marca: cupomField('cupom_moto_marca'),
    cupom_moto_modelo: cupomField('cupom_moto_modelo'),
    cupom_piloto: cupomField('cupom_piloto'),
    cupom_sexo: cupomField('cupom_sexo'),
  },
  { erro: `${LABEL} dados inválidos.` },
);
type GuestItem = Static<typeof guestItem>;

/** A room's guests: 1 to 20 of them. */
export const guestList = schemaOf<Hospede[]>()(
  Type.Array(guestItem, {
    minItems: 1,
    maxItems: 20,
    erro: {
      maxItems: 'Hóspedes demais para uma reserva.',
      invalido: 'Informe os hóspedes da reserva.',
    },
  }),
);
export type GuestList = Static<typeof guestList>;

const CPF_PATTERN = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;
const CNPJ_PATTERN = /^(\d{2}\.\d{3}\.\d{3}\/\d{4}-\d{2}|\d{14})$/;

const trimmed = (value: string | undefined): string => (value ?? '').trim();

function parseDocument(
  guest: GuestItem,
  label: string,
): Pick<GuestInput, 'tipo_documento' | 'numero_documento'> {
  const numero = trimmed(guest.numero_documento);
  const declared = trimmed(guest.tipo_documento).toUpperCase();
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

function parseGuest(guest: GuestItem, index: number): GuestInput {
  const label = `Hóspede ${index + 1}:`;
  const tipo = guest.tipo;
  if (tipo !== 'adulto' && tipo !== 'crianca') {
    throw bad(`${label} tipo deve ser 'adulto' ou 'crianca'.`);
  }
  const nome = trimmed(guest.nome);
  if (nome === '') throw bad(`${label} informe o nome.`);
  const sobrenome = trimmed(guest.sobrenome);
  if (sobrenome === '') throw bad(`${label} informe o sobrenome.`);
  const email = trimmed(guest.email);
  if (email !== '' && !EMAIL.test(email)) throw bad(`${label} e-mail inválido.`);
  const telefone = onlyDigits(trimmed(guest.telefone));
  if (telefone !== '' && !/^\d{10,11}$/.test(telefone)) {
    throw bad(`${label} telefone inválido: informe DDD e número.`);
  }
  let idade: number | null = null;
  if (tipo === 'crianca') {
    idade = integerOf(guest.idade);
    if (idade === null || idade < 0 || idade > 13)
      throw bad(CHILD_AGE.replace('{n}', `${index + 1}`));
  }
  const cupom: Record<string, string> = {};
  if (tipo === 'adulto') for (const key of CUPOM_FIELDS) cupom[key] = trimmed(guest[key]);
  return {
    tipo,
    nome,
    sobrenome,
    telefone,
    email: email.toLowerCase(),
    estado: trimmed(guest.estado),
    cidade: trimmed(guest.cidade),
    ...parseDocument(guest, label),
    principal: guest.principal === true,
    idade,
    cupom,
  };
}

/** The guests of one room: counts as booked, exactly one principal (an adult), valid data. */
export function parseGuests(
  list: GuestList,
  expected: { adults: number; children: number },
): GuestInput[] {
  const guests = list.map(parseGuest);
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
