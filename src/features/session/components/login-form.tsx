import { useEffect, useState, type FormEvent } from 'react';
import type { Usuario } from '@/api/contract/user';
import { LoadingButton } from '@/components/ui/loading-button';
import { paths } from '@/config/paths';
import type { ReturnState } from '@/lib/return-path';
import { useCpfInput } from '../hooks/use-cpf-input';
import { failureMessage } from '../utils/failure-message';
import { logIn } from '../utils/log-in';
import { CpfField } from './cpf-field';
import type { DialogNotice } from './dialog-notice';
import { Actions, Form, LinkButton, TextLink } from './form.styles';
import { PasswordField } from './password-field';

interface LoginFormProps {
  onLoggedIn: (user: Usuario) => void;
  onNotice: (notice: DialogNotice | null) => void;
  onForgotPassword: () => void;
  onRegister: () => void;
  /** The page that asked for the login: a registration started here goes back to it. */
  returnTo?: string | null;
}

/** Login mode: CPF and password; Enter submits (a real form). */
export function LoginForm({
  onLoggedIn,
  onNotice,
  onForgotPassword,
  onRegister,
  returnTo = null,
}: LoginFormProps) {
  const cpf = useCpfInput();
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const { inputRef } = cpf;

  // Opening the dialog or coming back from recovery puts the cursor where typing starts.
  useEffect(() => inputRef.current?.focus(), [inputRef]);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting || !cpf.validate()) return;
    setSubmitting(true);
    onNotice(null);
    try {
      const user = await logIn({ cpf: cpf.value, password });
      // product-rules §4: success clears the fields (the dialog then closes).
      cpf.reset();
      setPassword('');
      onLoggedIn(user);
    } catch (error) {
      onNotice({ variant: 'warning', message: failureMessage(error) });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <Form onSubmit={onSubmit} noValidate>
      <CpfField value={cpf.value} onChange={cpf.onChange} error={cpf.error} inputRef={inputRef} />
      <PasswordField value={password} onChange={setPassword} />
      <LoadingButton type="submit" loading={submitting}>
        Entrar
      </LoadingButton>
      <Actions>
        <LinkButton onClick={onForgotPassword}>Esqueceu sua senha</LinkButton>
        <TextLink
          to={paths.register.getHref()}
          state={returnTo ? ({ voltar: returnTo } satisfies ReturnState) : undefined}
          onClick={onRegister}
        >
          Não tem uma conta? Cadastre-se
        </TextLink>
      </Actions>
    </Form>
  );
}
