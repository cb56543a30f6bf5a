import Type, { type Static } from 'typebox';
import type {
  AlterarSenhaRequest,
  CadastroRequest,
  EditarDadosRequest,
} from '../../../src/api/contract/account';
import type { Usuario } from '../../../src/api/contract/user';
import { type Day, parseWireDate, today } from '../shared/calendar';
import { isValidCpf } from '../shared/documents';
import { findCity, findState } from './places';
import { bad, EMAIL } from '../shared/input';
import { body, flag, id, idOrDigits, optional, text } from '../shared/request-fields';
import { schemaOf } from '../shared/request-schema';

/**
 * The account family's input (registration, profile, password): the shape of each body as a
 * schema (shared/request-schema.ts), then the rules that need more than a shape, one clear
 * Portuguese message per rule, always a 400 `{erro}`.
 */

export { bad };

const PASSWORD_CHARS = /^[A-Za-z\d@$!%*?&^_]+$/;
export const PASSWORD_RULE_MESSAGE =
  'A senha deve conter letra maiúscula, letra minúscula, número e um caractere especial (@$!%*?&^_), usando apenas letras, números e esses caracteres.';

/** A new password's shape; its rule is checkPassword's. */
export const newPassword = Type.String({
  minLength: 1,
  maxLength: 100,
  erro: {
    maxLength: 'A senha deve ter no máximo 100 caracteres.',
    invalido: 'Informe a nova senha.',
  },
});

/** product-rules §5: at least 6 characters; upper, lower, digit and one of @$!%*?&^_; nothing else. */
export function checkPassword(value: string): string {
  if (value.length < 6) throw bad('A senha deve ter pelo menos 6 caracteres.');
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

/** POST /usuario/alterar-senha: a reset link's token, or the current password. */
export const passwordChangeBody = schemaOf<AlterarSenhaRequest>()(
  body({
    token: optional(
      Type.String({ maxLength: 200, erro: 'Link de recuperação inválido ou expirado.' }),
    ),
    senha_atual: optional(
      Type.String({
        maxLength: 200,
        erro: { maxLength: 'Senha atual incorreta.', invalido: 'Informe a senha atual.' },
      }),
    ),
    senha: newPassword,
  }),
);

/** The address, phone and place fields of registration and profile edit. */
const contactFields = {
  email: text('E-mail', 120, { missing: 'E-mail inválido.' }),
  nome: text('Nome', 120, { missing: 'Informe o nome.' }),
  logradouro: text('Logradouro', 120, { missing: 'Informe o logradouro.' }),
  numero: text('Número', 20, { missing: 'Informe o número do endereço.' }),
  complemento: optional(text('Complemento', 80)),
  bairro: text('Bairro', 80, { missing: 'Informe o bairro.' }),
  cep: text('CEP', 20, { missing: 'CEP inválido: informe os 8 dígitos.' }),
  ddd: text('DDD', 20, { missing: 'DDD inválido: informe os 2 dígitos.' }),
  telefone: text('Telefone', 20, { missing: 'Telefone inválido: informe 8 ou 9 dígitos.' }),
};
const BIRTH_DATE = 'Data de nascimento inválida: use o formato dd/mm/aaaa.';
const birthDate = text('Data de nascimento', 10, { missing: BIRTH_DATE });

/** POST /usuario/dados/editar */
export const profileBody = schemaOf<EditarDadosRequest>()(
  body({
    ...contactFields,
    datanasc: birthDate,
    idestado: idOrDigits('Estado inválido.'),
    idcidade: idOrDigits('Cidade inválida.'),
  }),
);

/** POST /usuario/cadastrar, exactly as product-rules §3 lists it. */
export const registrationBody = schemaOf<CadastroRequest>()(
  body({
    ...contactFields,
    cpf: text('CPF', 14, { missing: 'CPF inválido.' }),
    usuario: text('Usuário', 14, { missing: 'O usuário deve ser igual ao CPF.' }),
    data_nascimento: birthDate,
    estado: idOrDigits('Estado inválido.'),
    id_cidade: idOrDigits('Cidade inválida.'),
    senha: newPassword,
    tipo_endereco: text('Tipo de endereço', 1, {
      missing: 'Tipo de endereço inválido: use R (residencial) ou C (comercial).',
    }),
    usuario_tipo_id: id('Tipo de usuário inválido.'),
    id_usuario_cm: id('Tipo de usuário inválido.'),
    documento_identidade: optional(text('Documento de identidade', 30)),
    tipo_documento_identidade: optional(text('Tipo do documento de identidade', 30)),
    consentimento_email_marketing: optional(
      flag('Consentimento de e-mail marketing inválido: use true ou false.'),
    ),
    consentimento_whatsapp_marketing: optional(
      flag('Consentimento de WhatsApp marketing inválido: use true ou false.'),
    ),
  }),
);

function checkBirthDate(value: string): Day {
  const day = parseWireDate(value);
  if (day === null) throw bad(BIRTH_DATE);
  if (day >= today()) throw bad('A data de nascimento deve ser anterior a hoje.');
  return day;
}

/**
 * Address, phone and place fields shared by registration and profile edit: the wire's
 * EditarDadosRequest once checked (the CEP written 00000-000), with the state's and city's names
 * as Usuario carries them.
 */
export type ContactData = EditarDadosRequest & Pick<Usuario, 'ufestado' | 'nomecidade'>;

type ContactInput = Static<typeof profileBody>;

function required(value: string, missing: string): string {
  const text = value.trim();
  if (text === '') throw bad(missing);
  return text;
}

function parseContact(input: ContactInput): ContactData {
  const nome = required(input.nome, 'Informe o nome.');
  const datanasc = input.datanasc.trim();
  checkBirthDate(datanasc);
  const email = input.email.trim();
  if (!EMAIL.test(email)) throw bad('E-mail inválido.');
  const logradouro = required(input.logradouro, 'Informe o logradouro.');
  const numero = required(input.numero, 'Informe o número do endereço.');
  const bairro = required(input.bairro, 'Informe o bairro.');
  const state = findState(Number(input.idestado));
  if (!state) throw bad('Estado inválido.');
  const city = findCity(state.idestado, Number(input.idcidade));
  if (!city) throw bad('Cidade inválida para o estado informado.');
  const cep = input.cep.trim();
  if (!/^\d{8}$/.test(cep)) throw bad('CEP inválido: informe os 8 dígitos.');
  const ddd = input.ddd.trim();
  if (!/^[1-9]\d$/.test(ddd)) throw bad('DDD inválido: informe os 2 dígitos.');
  const telefone = input.telefone.trim();
  if (!/^\d{8,9}$/.test(telefone)) throw bad('Telefone inválido: informe 8 ou 9 dígitos.');
  return {
    nome,
    email: email.toLowerCase(),
    datanasc,
    ddd,
    telefone,
    logradouro,
    numero,
    complemento: (input.complemento ?? '').trim(),
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

/** POST /usuario/cadastrar: every rule of product-rules §5 beyond the shape. */
export function parseRegistration(input: Static<typeof registrationBody>): Registration {
  const cpf = input.cpf.trim();
  if (!/^\d{11}$/.test(cpf) || !isValidCpf(cpf)) throw bad('CPF inválido.');
  if (input.usuario.trim() !== cpf) throw bad('O usuário deve ser igual ao CPF.');
  const contact = parseContact({
    ...input,
    datanasc: input.data_nascimento,
    idestado: input.estado,
    idcidade: input.id_cidade,
  });
  const senha = checkPassword(input.senha);
  const tipoEndereco = input.tipo_endereco.trim();
  if (tipoEndereco !== 'R' && tipoEndereco !== 'C') {
    throw bad('Tipo de endereço inválido: use R (residencial) ou C (comercial).');
  }
  const tipo = input.usuario_tipo_id;
  if ((tipo !== 6 && tipo !== 14) || input.id_usuario_cm !== REGISTRATION_TYPES[tipo]) {
    throw bad('Tipo de usuário inválido.');
  }
  return {
    ...contact,
    cpf,
    senha,
    usuarioTipoId: tipo,
    tipoEndereco,
    consentimentoEmail: input.consentimento_email_marketing ?? false,
    consentimentoWhatsapp: input.consentimento_whatsapp_marketing ?? false,
  };
}

/** POST /usuario/dados/editar: the profile's rules beyond the shape. */
export const parseProfile = (input: ContactInput): ContactData => parseContact(input);
