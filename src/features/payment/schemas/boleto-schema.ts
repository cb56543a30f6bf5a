import * as yup from 'yup';
import { onlyDigits } from '@/lib/documents';

/** The boleto form (product-rules §3); the address comes from the buyer. */
export interface BoletoFormValues {
  boletoNome: string;
  boletoEmail: string;
  boletoTelefone: string;
}

export const boletoSchema: yup.ObjectSchema<BoletoFormValues> = yup.object({
  boletoNome: yup.string().trim().required('Informe o nome.'),
  boletoEmail: yup.string().trim().required('Informe o e-mail.').email('Informe um e-mail válido.'),
  boletoTelefone: yup
    .string()
    .required('Informe o telefone.')
    .test('phone', 'Telefone inválido.', (v) => onlyDigits(v).length >= 10),
});
