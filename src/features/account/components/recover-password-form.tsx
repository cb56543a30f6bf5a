import { yupResolver } from '@hookform/resolvers/yup';
import { useNavigate } from 'react-router-dom';
import { LoadingButton } from '@/components/ui/loading-button';
import { paths } from '@/config/paths';
import { useSessionActions } from '@/stores/session';
import { useToastActions } from '@/stores/toasts';
import { changePassword } from '../api/change-password';
import { newPasswordSchema, type NewPasswordValues } from '../schemas/change-password-schema';
import { ErrorSummary } from './error-summary';
import { useAccountForm } from '../hooks/use-account-form';
import { Actions, Form, FormAlert, Legend, Section } from './form.styles';
import { PasswordFields } from '@/components/forms/field-sets/password-fields';

export const PASSWORD_CHANGED_MESSAGE = 'Senha alterada com sucesso.';

const LABELS = { Senha: 'Nova senha', SenhaConfirma: 'Confirmar nova senha' };

/**
 * The new password of a recovery link. Success: toast, home, login dialog open so the user
 * logs in with the new password. A refusal shows the server's `erro` above the button.
 */
export function RecoverPasswordForm({ token }: { token: string }) {
  const navigate = useNavigate();
  const { toastShown } = useToastActions();
  const { loginDialogOpened } = useSessionActions();
  const { form, onSubmit, summary, failure } = useAccountForm<NewPasswordValues>(
    { resolver: yupResolver(newPasswordSchema), defaultValues: { Senha: '', SenhaConfirma: '' } },
    async ({ Senha }) => {
      await changePassword({ token, senha: Senha });
      toastShown({ message: PASSWORD_CHANGED_MESSAGE, variant: 'success' });
      navigate(paths.home.getHref());
      loginDialogOpened('login');
    },
  );
  const { control, formState } = form;

  return (
    <Form onSubmit={onSubmit} noValidate>
      <ErrorSummary {...summary} labels={LABELS} />
      <Section>
        <Legend>Escolha sua nova senha</Legend>
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
