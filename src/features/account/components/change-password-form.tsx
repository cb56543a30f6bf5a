import { yupResolver } from '@hookform/resolvers/yup';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { LoadingButton } from '@/components/ui/loading-button';
import { errorMessage } from '@/lib/http/api-error';
import { useToastActions } from '@/stores/toasts';
import { changePassword } from '../api/change-password';
import { changePasswordSchema, type ChangePasswordValues } from '../schemas/change-password-schema';
import { ErrorSummary } from './error-summary';
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
  const [attempt, setAttempt] = useState(0);
  const [failure, setFailure] = useState<string | null>(null);
  const { control, handleSubmit, setFocus, formState, reset } = useForm<ChangePasswordValues>({
    resolver: yupResolver(changePasswordSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit(
    async ({ SenhaAtual, Senha }) => {
      setFailure(null);
      try {
        await changePassword({ senha_atual: SenhaAtual, senha: Senha });
      } catch (error) {
        setFailure(errorMessage(error));
        return;
      }
      // Passwords never linger in the form once changed.
      reset(EMPTY);
      toastShown({ message: PASSWORD_CHANGED_MESSAGE, variant: 'success' });
    },
    () => setAttempt((n) => n + 1),
  );

  return (
    <Form onSubmit={onSubmit} noValidate aria-label="Alterar senha">
      <ErrorSummary
        errors={formState.errors}
        labels={LABELS}
        attempt={attempt}
        onFieldSelected={(name) => setFocus(name)}
      />
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
