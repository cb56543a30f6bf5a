import { boolean, object, string, type InferType } from 'yup';
import { parseWireDate } from '@/lib/dates';
import { isValidCpf } from '@/lib/documents';
import { newPassword, passwordConfirmation } from './password-rules';

/** product-rules §5 registration messages, exactly. */
export const REGISTRATION_MESSAGES = {
  Nome: 'Informa a tarefa',
  Cpf: 'Informa um CPF válido',
  Dob: 'Data válida (dd/mm/yyyy)',
  TipoEndereco: 'Informe Tipo Endereço',
  Logradouro: 'Informe Logradouro',
  Numero: 'Numero Obrigatório',
  Bairro: 'Bairro Obrigatório',
  Estado: 'Estado Obrigatório',
  Cidade: 'Cidade Obrigatório',
  Cep: 'Cep Obrigatório',
  Telefone: 'Telefone válido',
  Email: 'Email válido',
} as const;

const M = REGISTRATION_MESSAGES;

/** 000.000.000-00 or 11 bare digits (product-rules §5). */
const CPF_SHAPE = /^(\d{3}\.\d{3}\.\d{3}-\d{2}|\d{11})$/;
/** dd/mm/yyyy with day 01-31 and month 01-12 (product-rules §5). */
const DOB_SHAPE = /^(0[1-9]|[12]\d|3[01])\/(0[1-9]|1[0-2])\/\d{4}$/;
/** (99) 99999-9999 */
const PHONE_SHAPE = /^\(\d{2}\) \d{5}-\d{4}$/;
/** 99999-999 (the mask) or 8 bare digits. */
const CEP_SHAPE = /^\d{5}-?\d{3}$/;

const required = (message: string) => string().trim().required(message);

/** Fields shared with the profile form (account page). */
export const addressAndContactFields = {
  Dob: string()
    .required(M.Dob)
    .matches(DOB_SHAPE, M.Dob)
    // Same message for a day that does not exist (31/02): the server would refuse it anyway.
    .test('real-day', M.Dob, (value) => parseWireDate(value) !== null),
  Logradouro: required(M.Logradouro),
  Numero: required(M.Numero),
  Complemento: string().trim().default(''),
  Bairro: required(M.Bairro),
  Estado: required(M.Estado),
  Cidade: required(M.Cidade),
  Cep: string().required(M.Cep).matches(CEP_SHAPE, M.Cep),
  Telefone: string().required(M.Telefone).matches(PHONE_SHAPE, M.Telefone),
  Email: string().trim().required(M.Email).email(M.Email),
};

/** The registration form (product-rules §3 field names, §5 rules and messages). */
export const registrationSchema = object({
  Nome: required(M.Nome),
  Cpf: string()
    .required(M.Cpf)
    .matches(CPF_SHAPE, M.Cpf)
    .test('cpf-check-digits', M.Cpf, (value) => isValidCpf(value)),
  TipoEndereco: string().required(M.TipoEndereco).oneOf(['R', 'C'], M.TipoEndereco),
  ...addressAndContactFields,
  Senha: newPassword(),
  SenhaConfirma: passwordConfirmation('Senha'),
  // LGPD art. 8: optional marketing consents, unticked by default (absent = not given).
  ConsentimentoEmail: boolean().optional(),
  ConsentimentoWhatsapp: boolean().optional(),
});

export type RegistrationValues = InferType<typeof registrationSchema>;

export const EMPTY_REGISTRATION: RegistrationValues = {
  Nome: '',
  Cpf: '',
  Dob: '',
  TipoEndereco: '',
  Logradouro: '',
  Numero: '',
  Complemento: '',
  Bairro: '',
  Estado: '',
  Cidade: '',
  Cep: '',
  Telefone: '',
  Email: '',
  Senha: '',
  SenhaConfirma: '',
  ConsentimentoEmail: false,
  ConsentimentoWhatsapp: false,
};
