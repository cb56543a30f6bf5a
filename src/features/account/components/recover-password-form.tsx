import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { LoadingButton } from '@/components/ui/loading-button';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/http/api-error';
import { useSessionActions } from '@/stores/session';
import { useToastActions } from '@/stores/toasts';
import { changePassword } from '../api/change-password';
import { newPasswordSchema, type NewPasswordValues } from '../schemas/change-password-schema';
import { ErrorSummary } from './error-summary';
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
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setFocus, formState } = useForm<NewPasswordValues>({
    resolver: yupResolver(newPasswordSchema),
    defaultValues: { Senha: '', SenhaConfirma: '' },
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(
    async ({ Senha }) => {
      setFailure(null);
      try {
        await changePassword({ token, senha: Senha });
      } catch (error) {
        setFailure(errorMessage(error));
        return;
      }
      toastShown({ message: PASSWORD_CHANGED_MESSAGE, variant: 'success' });
      navigate(paths.home.getHref());
      loginDialogOpened('login');
    },
    () => setAttempt((n) => n + 1),
  );

  return (
    <Form onSubmit={onSubmit} noValidate>
      <ErrorSummary
        errors={formState.errors}
        labels={LABELS}
        attempt={attempt}
        onFieldSelected={(name) => setFocus(name)}
      />
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
