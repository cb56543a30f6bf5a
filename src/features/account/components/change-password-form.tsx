import { yupResolver } from '@hookform/resolvers/yup';
import { LoadingButton } from '@/components/ui/loading-button';
import { useToastActions } from '@/stores/toasts';
import { changePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/change-password-schema';
import { ErrorSummary } from './error-summary';
import { useAccountForm } from '../hooks/use-account-form';
import { TextField } from '@/components/forms/form-fields';
import { Actions, Form, FormAlert, Legend, Section } from './form.styles';
import { PasswordFields } from '@/components/forms/field-sets/password-fields';
import { PASSWORD_CHANGED_MESSAGE } from './recover-password-form';

const EMPTY: ChangePasswordValues = { SenhaAtual: '', Senha: '', SenhaConfirma: '' };
const LABELS = {
  SenhaAtual: 'Senha atual',
  Senha: 'Nova senha',
  SenhaConfirma: 'Confirmar nova senha',
};

/** 'Alterar senha' on the account page: current password, then the new one twice. */
export function ChangePasswordForm() {
  const { toastShown } = useToastActions();
  const { form, onSubmit, summary, failure } = useAccountForm<ChangePasswordValues>(
    { resolver: yupResolver(changePasswordSchema), defaultValues: EMPTY },
    async ({ SenhaAtual, Senha }) => {
      await changePassword({ senha_atual: SenhaAtual, senha: Senha });
      // Passwords never linger in the form once changed.
      form.reset(EMPTY);
      toastShown({ message: PASSWORD_CHANGED_MESSAGE, variant: 'success' });
    },
  );
  const { control, formState } = form;

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Alterar senha">
      <ErrorSummary {...summary} labels={LABELS} />
      <Section>
        <Legend>Alterar senha</Legend>
        <TextField
          control={control}
          name="SenhaAtual"
          label={LABELS.SenhaAtual}
          type="password"
          autoComplete="current-password"
          wide
        />
        <PasswordFields control={control} />
      </Section>
      {failure && <FormAlert role="alert">{failure}</FormAlert>}
      <Actions>
        <LoadingButton type="submit" loading={formState.isSubmitting}>
          Alterar senha
        </LoadingButton>
      </Actions>
    </Form>
  );
}
