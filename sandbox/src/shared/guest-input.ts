import { isValidCnpj, isValidCpf, onlyDigits } from './documents';
import { asBody, type Body, bad, EMAIL, integerOf, textOf } from './input';

/**
 * The guests of a room, as the booking, the rooming list, the pre-check-in and the seed give
 * them: one Portuguese message per rule (product-rules §5), always a 400 `{erro}`.
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
