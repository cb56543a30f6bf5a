import { object, string, type InferType } from 'yup';
import { addressAndContactFields } from './registration-schema';

/** The account page's profile form: the registration rules, minus CPF and password. */
export const profileSchema = object({
  Nome: string().trim().required('Informe seu nome'),
  ...addressAndContactFields,
});

export type ProfileValues = InferType<typeof profileSchema>;
