import {
  useEffect,
  useEffectEvent,
  useLayoutEffect,
  useRef,
  useState,
  type FormEvent,
} from 'react';
import type { Usuario } from '@/api/contract/user';
import { LoadingButton } from '@/components/ui/loading-button';
import { paths } from '@/config/paths';
import type { ReturnState } from '@/lib/return-path';
import { useLoginCpf } from '@/stores/session';
import { useCpfInput } from '../hooks/use-cpf-input';
import { failureMessage } from '../utils/failure-message';
import { takePrerenderedLogin } from '../utils/prerendered-login';
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
  const { inputRef, onChange: cpfChanged } = cpf;
  const passwordRef = useRef<HTMLInputElement>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const focusOnOpen = useRef<'cpf' | 'password'>('cpf');
  const [submitHeld, setSubmitHeld] = useState(false);

  // The login dialog the page carried before the app, taken over as the visitor left it
  // (utils/prerendered-login.ts): in a layout effect, so it closes in the commit that shows this
  // one, and before the dialog's focus trap notes the opener to give the focus back to.
  // Once, on opening: the parent's handler is a new function each render.
  const forgotPasswordHeld = useEffectEvent(onForgotPassword);
  useLayoutEffect(() => {
    const early = takePrerenderedLogin();
    if (!early) return;
    cpfChanged(early.cpf);
    setPassword(early.password);
    if (early.focused === 'password') focusOnOpen.current = 'password';
    if (early.then === 'submit') setSubmitHeld(true);
    else if (early.then === 'forgot-password') forgotPasswordHeld();
  }, [cpfChanged]);

  // Opened for a known CPF (a booking's guests step found it has an account): it is in the field
  // and the cursor waits in the password.
  const knownCpf = useLoginCpf();
  useLayoutEffect(() => {
    if (!knownCpf) return;
    cpfChanged(knownCpf);
    focusOnOpen.current = 'password';
  }, [knownCpf, cpfChanged]);

  // Opening the dialog or coming back from recovery puts the cursor where typing starts (or where
  // it was, in the dialog taken over).
  useEffect(() => {
    (focusOnOpen.current === 'password' ? passwordRef : inputRef).current?.focus();
  }, [inputRef]);

  // 'Entrar' tapped before the app: sent once what was typed is in the fields.
  useEffect(() => {
    if (!submitHeld) return;
    setSubmitHeld(false);
    formRef.current?.requestSubmit();
  }, [submitHeld]);

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
    <Form ref={formRef} onSubmit={onSubmit} noValidate>
      <CpfField value={cpf.value} onChange={cpf.onChange} error={cpf.error} inputRef={inputRef} />
      <PasswordField value={password} onChange={setPassword} inputRef={passwordRef} />
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
