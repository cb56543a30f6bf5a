import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { returnPathOf } from '@/lib/return-path';
import { useSessionActions } from '@/stores/session';
import { useToastActions } from '@/stores/toasts';
import { logInAfterRegister } from '../api/log-in-after-register';
import type { RegistrationValues } from '../schemas/registration-schema';
import { REGISTRATION_RESULT_MESSAGES, registerAccount } from '../utils/register-account';

/** product-rules §9: the automatic login runs 2000 ms after the success message. */
export const AUTO_LOGIN_DELAY_MS = 2000;

/**
 * The registration submit (product-rules §4, §8): outcome as a toast; on success, 2 s later, the
 * automatic login with the typed CPF and password, then home, or back to the page whose login
 * dialog led here (the ticket sale's payment: `returnTo` in login-dialog.tsx, passed as the
 * location's state, so a reload of /cadastro keeps it). The form stays busy from the
 * submit until we leave, so the account cannot be created twice. A failed automatic login
 * still goes home, with the login dialog open (the account exists; only the login failed).
 * Leaving the page before the 2 s are up cancels the automatic login.
 */
export function useRegistration() {
  const navigate = useNavigate();
  const back = returnPathOf(useLocation().state) ?? paths.home.getHref();
  const { toastShown } = useToastActions();
  const { loginDialogOpened } = useSessionActions();
  const [submitting, setSubmitting] = useState(false);
  const mounted = useRef(true);
  const autoLoginTimer = useRef<number | undefined>(undefined);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // Leaving the page within the 2 s cancels the automatic login: the account exists and
      // the login dialog is one click away; nobody is pulled back home from another page.
      window.clearTimeout(autoLoginTimer.current);
    };
  }, []);

  async function autoLogin(cpf: string, senha: string) {
    try {
      await logInAfterRegister(cpf, senha);
    } catch (error) {
      console.error('Login automático após o cadastro falhou', error);
      loginDialogOpened('login', back);
    }
    if (mounted.current) navigate(back);
  }

  async function submit(values: RegistrationValues) {
    setSubmitting(true);
    const outcome = await registerAccount(values);
    if (outcome.kind !== 'created') {
      toastShown({
        message:
          outcome.kind === 'cpf-taken' ? REGISTRATION_RESULT_MESSAGES.cpfTaken : outcome.message,
        variant: 'warning',
      });
      // The typed data stays in the form: nothing is reset on failure.
      if (mounted.current) setSubmitting(false);
      return;
    }
    toastShown({ message: REGISTRATION_RESULT_MESSAGES.success, variant: 'success' });
    autoLoginTimer.current = window.setTimeout(
      () => void autoLogin(values.Cpf, values.Senha),
      AUTO_LOGIN_DELAY_MS,
    );
  }

  return { submit, submitting };
}
