import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadingButton } from '@/components/ui/loading-button';
import { MASKS } from '@/lib/masks';
import { useRegistration } from '../hooks/use-registration';
import { useStatesAndCities } from '../hooks/use-states-and-cities';
import {
  EMPTY_REGISTRATION,
  registrationSchema,
  type RegistrationValues,
} from '../schemas/registration-schema';
import { AddressFields } from './address-fields';
import { CONSENT_LABELS, ConsentFields } from './consent-fields';
import { ErrorSummary } from './error-summary';
import { MaskedField, SelectField, TextField } from '@/components/forms/form-fields';
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

/** /cadastro: the registration form (SPEC §2 sections, §3 fields, §5 rules). */
export function RegistrationForm() {
  const { control, handleSubmit, setValue, setFocus, formState } = useForm<RegistrationValues>({
    resolver: yupResolver(registrationSchema),
    defaultValues: EMPTY_REGISTRATION,
    reValidateMode: 'onChange',
    // The error summary takes the focus instead; it links to each field.
    shouldFocusError: false,
  });
  const { states, cities, citiesRequested } = useStatesAndCities();
  const { submit, submitting } = useRegistration();
  const [attempt, setAttempt] = useState(0);

  const onSubmit = handleSubmit(submit, () => setAttempt((n) => n + 1));

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Cadastro">
      <ErrorSummary
        errors={formState.errors}
        labels={LABELS}
        attempt={attempt}
        onFieldSelected={(name) => setFocus(name)}
      />

      <Section>
        <Legend>Dados Pessoais</Legend>
        <TextField control={control} name="Nome" label={LABELS.Nome} wide autoComplete="name" />
        <MaskedField control={control} name="Cpf" label={LABELS.Cpf} mask={MASKS.cpf} />
        <MaskedField
          control={control}
          name="Dob"
          label={LABELS.Dob}
          mask={MASKS.date}
          placeholder="dd/mm/aaaa"
          autoComplete="bday"
        />
      </Section>

      <Section>
        <Legend>Contatos</Legend>
        <MaskedField
          control={control}
          name="Telefone"
          label={LABELS.Telefone}
          mask={MASKS.phone}
          autoComplete="tel-national"
        />
        <TextField
          control={control}
          name="Email"
          label={LABELS.Email}
          type="email"
          autoComplete="email"
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
        <TextField
          control={control}
          name="Senha"
          label={LABELS.Senha}
          type="password"
          autoComplete="new-password"
        />
        <TextField
          control={control}
          name="SenhaConfirma"
          label={LABELS.SenhaConfirma}
          type="password"
          autoComplete="new-password"
        />
      </Section>

      <ConsentFields control={control} />

      <Actions>
        <LoadingButton type="submit" loading={submitting}>
          Cadastrar
        </LoadingButton>
      </Actions>
    </Form>
  );
}
