import { yupResolver } from '@hookform/resolvers/yup';
import type { Usuario } from '@/api/contract/user';
import { LoadingButton } from '@/components/ui/loading-button';
import { sessionActions } from '@/stores/session';
import { useToastActions } from '@/stores/toasts';
import { editProfile } from '../api/edit-profile';
import { useStatesAndCities } from '../hooks/use-states-and-cities';
import { profileSchema, type ProfileValues } from '../schemas/profile-schema';
import { buildProfilePayload, profileValuesFromUser } from '../utils/profile-values';
import { AddressFields } from '@/components/forms/field-sets/address-fields';
import { ContactFields } from '@/components/forms/field-sets/contact-fields';
import { PersonFields } from '@/components/forms/field-sets/person-fields';
import { ErrorSummary } from './error-summary';
import { useAccountForm } from '../hooks/use-account-form';
import { Actions, Form, FormAlert, FormNote, Legend, Section } from './form.styles';

export const PROFILE_SAVED_MESSAGE = 'Dados atualizados com sucesso!';
export const PROFILE_INCOMPLETE_NOTE =
  'Complete sua data de nascimento e seu endereço: sua conta foi criada com os dados da reserva.';

const LABELS: Record<keyof ProfileValues, string> = {
  Nome: 'Nome completo',
  Email: 'E-mail',
  Dob: 'Data de nascimento',
  Telefone: 'Telefone',
  Cep: 'CEP',
  Logradouro: 'Logradouro',
  Numero: 'Número',
  Complemento: 'Complemento',
  Bairro: 'Bairro',
  Estado: 'Estado',
  Cidade: 'Cidade',
};

/**
 * The profile (product-rules §3 user fields a customer may change; CPF and login never change). Saving
 * updates the session user, so the navigation and booking forms see the new data at once.
 */
export function ProfileForm({ user }: { user: Usuario }) {
  const { toastShown } = useToastActions();
  const { form, onSubmit, summary, failure } = useAccountForm<ProfileValues>(
    {
      resolver: yupResolver(profileSchema),
      defaultValues: profileValuesFromUser(user),
      reValidateMode: 'onChange',
    },
    async (values) => {
      const updated = await editProfile(buildProfilePayload(values));
      sessionActions().authenticated(updated);
      form.reset(profileValuesFromUser(updated));
      toastShown({ message: PROFILE_SAVED_MESSAGE, variant: 'success' });
    },
  );
  const { control, setValue, formState } = form;
  const initialState = user.idestado === null ? '' : String(user.idestado);
  const { states, cities, citiesRequested } = useStatesAndCities(initialState);

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Meus dados">
      <ErrorSummary {...summary} labels={LABELS} />
      {(user.datanasc === '' || user.logradouro === '') && (
        // An account made in a booking (issue 52) has only what the booking asked.
        <FormNote>{PROFILE_INCOMPLETE_NOTE}</FormNote>
      )}
      <Section>
        <Legend>Meus dados</Legend>
        <PersonFields
          control={control}
          fields={{
            nome: { name: 'Nome', label: LABELS.Nome },
            nascimento: { name: 'Dob', label: LABELS.Dob },
          }}
        />
        <ContactFields
          control={control}
          fields={{
            telefone: { name: 'Telefone', label: LABELS.Telefone },
            email: { name: 'Email', label: LABELS.Email },
          }}
        />
      </Section>
      <Section>
        <Legend>Endereço</Legend>
        <AddressFields
          control={control}
          setValue={setValue}
          labels={LABELS}
          states={states}
          cities={cities}
          citiesRequested={citiesRequested}
        />
      </Section>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <Actions>
        <LoadingButton type="submit" loading={formState.isSubmitting}>
          Salvar dados
        </LoadingButton>
      </Actions>
    </Form>
  );
}
