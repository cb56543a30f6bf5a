import type { CadastroRequest } from '@/api/contract/account';
import { USER_TYPE_CLUB_MEMBER, USER_TYPE_GENERIC } from '@/api/contract/user';
import { onlyDigits } from '@/lib/documents';
import type { RegistrationValues } from '../schemas/registration-schema';

/** product-rules §6: fixed `id_usuario_cm` of each registration type. */
export const CLUB_MEMBER_CM_ID = 1067206;
export const GENERIC_CM_ID = 677025;

/** Splits '(64) 99987-1234' into ddd '64' and telefone '999871234'. */
export function splitPhone(phone: string): { ddd: string; telefone: string } {
  const digits = onlyDigits(phone);
  return { ddd: digits.slice(0, 2), telefone: digits.slice(2) };
}

/**
 * The /usuario/cadastrar body, exactly as product-rules §3 lists it. Pure: `isClubMember` is the answer
 * of the second lookup (/contrato-drvc/verifica-cliente returned a first entry).
 */
export function buildRegistrationPayload(
  values: RegistrationValues,
  isClubMember: boolean,
): CadastroRequest {
  const cpf = onlyDigits(values.Cpf);
  return {
    nome: values.Nome.trim(),
    cpf,
    estado: values.Estado,
    data_nascimento: values.Dob,
    email: values.Email.trim(),
    usuario: cpf,
    senha: values.Senha,
    logradouro: values.Logradouro.trim(),
    complemento: (values.Complemento ?? '').trim(),
    numero: values.Numero.trim(),
    bairro: values.Bairro.trim(),
    id_cidade: values.Cidade,
    cep: values.Cep.replace('-', ''),
    usuario_tipo_id: isClubMember ? USER_TYPE_CLUB_MEMBER : USER_TYPE_GENERIC,
    id_usuario_cm: isClubMember ? CLUB_MEMBER_CM_ID : GENERIC_CM_ID,
    ...splitPhone(values.Telefone),
    documento_identidade: '',
    tipo_documento_identidade: '',
    tipo_endereco: values.TipoEndereco === 'C' ? 'C' : 'R',
    // Extension (LGPD art. 8): the choice is always sent, so an unticked box is recorded too.
    consentimento_email_marketing: values.ConsentimentoEmail === true,
    consentimento_whatsapp_marketing: values.ConsentimentoWhatsapp === true,
  };
}
