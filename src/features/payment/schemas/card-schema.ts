import * as yup from 'yup';
import { isValidCpf, onlyDigits } from '@/lib/documents';
import { hasCardLength, isExpiryCurrent, isExpiryFormat, passesLuhn } from '../utils/card-rules';

/** The card form (product-rules §3). Its values live only in the form's memory, never in a store. */
export interface CardFormValues {
  CcCartao: string;
  CcNome: string;
  /** MM/YY */
  CcValidade: string;
  CcCod: string;
  CcCpf: string;
  CcTelefone: string;
  /** Number of instalments, as the select's value. */
  parcelamento: string;
}

/** Cards print at most 26 characters of the holder's name. */
export const HOLDER_NAME_MAX = 26;

export function cardSchema(now: () => Date = () => new Date()): yup.ObjectSchema<CardFormValues> {
  return yup.object({
    CcCartao: yup
      .string()
      .required('Informe o número do cartão.')
      .test('card', 'Número do cartão inválido.', (v) => hasCardLength(v) && passesLuhn(v)),
    CcNome: yup
      .string()
      .trim()
      .required('Informe o nome impresso no cartão.')
      .max(HOLDER_NAME_MAX, `Use no máximo ${HOLDER_NAME_MAX} caracteres.`),
    CcValidade: yup
      .string()
      .required('Informe a validade (MM/AA).')
      .test('format', 'Validade inválida (MM/AA).', (v) => isExpiryFormat(v))
      .test('current', 'Cartão vencido.', (v) => isExpiryCurrent(v, now())),
    CcCod: yup
      .string()
      .required('Informe o código de segurança.')
      .matches(/^\d{3,4}$/, 'Código de segurança inválido.'),
    CcCpf: yup
      .string()
      .required('Informe o CPF do titular.')
      .test('cpf', 'CPF inválido.', (v) => isValidCpf(v)),
    CcTelefone: yup
      .string()
      .required('Informe o telefone.')
      .test('phone', 'Telefone inválido.', (v) => onlyDigits(v).length >= 10),
    parcelamento: yup.string().required('Selecione o parcelamento.'),
  });
}
