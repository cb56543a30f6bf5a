import { yupResolver } from '@hookform/resolvers/yup';
import { LoadingButton } from '@/components/ui/loading-button';
import { useRegistration } from '../hooks/use-registration';
import { useStatesAndCities } from '../hooks/use-states-and-cities';
import {
  EMPTY_REGISTRATION,
  registrationSchema,
  type RegistrationValues,
} from '../schemas/registration-schema';
import { AddressFields } from '@/components/forms/field-sets/address-fields';
import { ContactFields } from '@/components/forms/field-sets/contact-fields';
import { PasswordFields } from '@/components/forms/field-sets/password-fields';
import { PersonFields } from '@/components/forms/field-sets/person-fields';
import { CONSENT_LABELS, ConsentFields } from '@/components/forms/field-sets/consent-fields';
import { ErrorSummary } from './error-summary';
import { useAccountForm } from '../hooks/use-account-form';
import { SelectField } from '@/components/forms/form-fields';
import { Actions, Form, Legend, Section } from './form.styles';

/** Visible labels, in screen order (the error summary lists them the same way). */
const LABELS: Record<keyof RegistrationValues, string> = {
  Nome: 'Nome completo',
  Cpf: 'CPF',
  Dob: 'Data de nascimento',
  Telefone: 'Telefone',
  Email: 'E-mail',
  TipoEndereco: 'Tipo de endereço',
  Cep: 'CEP',
  Logradouro: 'Logradouro',
  Numero: 'Número',
  Complemento: 'Complemento',
  Bairro: 'Bairro',
  Estado: 'Estado',
  Cidade: 'Cidade',
  Senha: 'Senha',
  SenhaConfirma: 'Confirmar senha',
  ...CONSENT_LABELS,
};

const ADDRESS_TYPES = [
  { value: 'R', label: 'Residencial' },
  { value: 'C', label: 'Comercial' },
];

/** /cadastro: the registration form (product-rules §2 sections, §3 fields, §5 rules). */
export function RegistrationForm() {
  const { submit, submitting } = useRegistration();
  // useRegistration shows its own refusals (the CPF taken, the API down): nothing is thrown here.
  const { form, onSubmit, summary } = useAccountForm<RegistrationValues>(
    {
      resolver: yupResolver(registrationSchema),
      defaultValues: EMPTY_REGISTRATION,
      reValidateMode: 'onChange',
    },
    submit,
  );
  const { control, setValue } = form;
  const { states, cities, citiesRequested } = useStatesAndCities();

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Cadastro">
      <ErrorSummary {...summary} labels={LABELS} />

      <Section>
        <Legend>Dados Pessoais</Legend>
        <PersonFields
          control={control}
          fields={{
            nome: { name: 'Nome', label: LABELS.Nome },
            cpf: { name: 'Cpf', label: LABELS.Cpf },
            nascimento: { name: 'Dob', label: LABELS.Dob },
          }}
        />
      </Section>

      <Section>
        <Legend>Contatos</Legend>
        <ContactFields
          control={control}
          fields={{
            telefone: { name: 'Telefone', label: LABELS.Telefone },
            email: { name: 'Email', label: LABELS.Email },
          }}
        />
        <SelectField
          control={control}
          name="TipoEndereco"
          label={LABELS.TipoEndereco}
          options={ADDRESS_TYPES}
        />
        <AddressFields
          control={control}
          setValue={setValue}
          labels={LABELS}
          states={states}
          cities={cities}
          citiesRequested={citiesRequested}
        />
      </Section>

      <Section>
        <Legend>Acesso</Legend>
        <PasswordFields
          control={control}
          labels={{ Senha: LABELS.Senha, SenhaConfirma: LABELS.SenhaConfirma }}
        />
      </Section>

      <Section>
        <Legend>Privacidade</Legend>
        <ConsentFields control={control} />
      </Section>

      <Actions>
        <LoadingButton type="submit" loading={submitting}>
          Cadastrar
        </LoadingButton>
      </Actions>
    </Form>
  );
}
