import { describe, expect, it } from 'vitest';
import type { RegistrationValues } from '../schemas/registration-schema';
import { buildRegistrationPayload, splitPhone } from './build-registration-payload';

const values: RegistrationValues = {
  Nome: '  Ana Clara Ribeiro ',
  Cpf: '390.533.447-05',
  Dob: '07/04/1990',
  TipoEndereco: 'R',
  Logradouro: 'Rua do Turismo',
  Numero: '45',
  Complemento: '',
  Bairro: 'Centro',
  Estado: '9',
  Cidade: '5204508',
  Cep: '75690-000',
  Telefone: '(64) 99987-1234',
  Email: 'ana@example.com.br',
  Senha: 'Termas@2026',
  SenhaConfirma: 'Termas@2026',
};

describe('buildRegistrationPayload (product-rules §3)', () => {
  it('maps the form to the wire body of a type-6 customer', () => {
    expect(buildRegistrationPayload(values, false)).toEqual({
      nome: 'Ana Clara Ribeiro',
      cpf: '39053344705',
      estado: '9',
      data_nascimento: '07/04/1990',
      email: 'ana@example.com.br',
      usuario: '39053344705',
      senha: 'Termas@2026',
      logradouro: 'Rua do Turismo',
      complemento: '',
      numero: '45',
      bairro: 'Centro',
      id_cidade: '5204508',
      cep: '75690000',
      usuario_tipo_id: 6,
      id_usuario_cm: 677025,
      telefone: '999871234',
      ddd: '64',
      documento_identidade: '',
      tipo_documento_identidade: '',
      tipo_endereco: 'R',
      consentimento_email_marketing: false,
      consentimento_whatsapp_marketing: false,
    });
  });

  it('sends each marketing consent as ticked, separately', () => {
    expect(
      buildRegistrationPayload({ ...values, ConsentimentoWhatsapp: true }, false),
    ).toMatchObject({
      consentimento_email_marketing: false,
      consentimento_whatsapp_marketing: true,
    });
    expect(buildRegistrationPayload({ ...values, ConsentimentoEmail: true }, false)).toMatchObject({
      consentimento_email_marketing: true,
      consentimento_whatsapp_marketing: false,
    });
  });

  it('registers a club client as type 14 with id 1067206', () => {
    const payload = buildRegistrationPayload({ ...values, TipoEndereco: 'C' }, true);
    expect(payload).toMatchObject({ usuario_tipo_id: 14, id_usuario_cm: 1067206 });
    expect(payload.tipo_endereco).toBe('C');
  });

  it('accepts a CPF typed as 11 bare digits', () => {
    const payload = buildRegistrationPayload({ ...values, Cpf: '39053344705' }, false);
    expect(payload.cpf).toBe('39053344705');
    expect(payload.usuario).toBe('39053344705');
  });

  it('splits the phone into area code and number', () => {
    expect(splitPhone('(11) 98877-6655')).toEqual({ ddd: '11', telefone: '988776655' });
  });
});
