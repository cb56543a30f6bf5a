import type { EditarDadosRequest } from '@/api/contract/account';
import type { Usuario } from '@/api/contract/user';
import { onlyDigits } from '@/lib/documents';
import { formatCep, formatPhone } from './format-contact';
import type { ProfileValues } from '../schemas/profile-schema';

/** The form's starting values from the user (/usuario/dados). */
export function profileValuesFromUser(user: Usuario): ProfileValues {
  const phone = user.telefone[0];
  return {
    Nome: user.nome,
    Dob: user.datanasc,
    Logradouro: user.logradouro,
    Numero: user.numero,
    Complemento: user.complemento ?? '',
    Bairro: user.bairro,
    Estado: user.idestado === null ? '' : String(user.idestado),
    Cidade: user.idcidade === null ? '' : String(user.idcidade),
    Cep: formatCep(user.cep),
    Telefone: phone ? formatPhone(`${phone.ddd}${phone.numero}`) : '',
    Email: user.email,
  };
}

/** The /usuario/dados/editar body from the validated form. */
export function buildProfilePayload(values: ProfileValues): EditarDadosRequest {
  const phone = onlyDigits(values.Telefone);
  return {
    nome: values.Nome.trim(),
    email: values.Email.trim(),
    datanasc: values.Dob,
    ddd: phone.slice(0, 2),
    telefone: phone.slice(2),
    logradouro: values.Logradouro.trim(),
    numero: values.Numero.trim(),
    complemento: (values.Complemento ?? '').trim(),
    bairro: values.Bairro.trim(),
    cep: onlyDigits(values.Cep),
    idestado: Number(values.Estado),
    idcidade: Number(values.Cidade),
  };
}
