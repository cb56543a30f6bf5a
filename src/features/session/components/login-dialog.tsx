import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { Usuario } from '@/api/contract/user';
import { MessageBox } from '@/components/ui/message-box';
import { Modal } from '@/components/ui/modal';
import { useLoginDialogMode, useLoginReturnTo, useSessionActions } from '@/stores/session';
import { afterLoginPath } from '../utils/after-login';
import { isPartner } from '../utils/partner-redirect';
import type { DialogNotice } from './dialog-notice';
import { LoginForm } from './login-form';
import { RecoverPasswordForm } from './recover-password-form';

/**
 * The login dialog (product-rules §2, §4): login and forgot-password modes, a closable result banner.
 * The shell lazy-loads it the first time it opens.
 */
export default function LoginDialog() {
  const mode = useLoginDialogMode();
  const returnTo = useLoginReturnTo();
  const { loginDialogClosed, loginDialogOpened } = useSessionActions();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [notice, setNotice] = useState<DialogNotice | null>(null);

  if (mode === 'closed') return null;

  const switchTo = (next: 'login' | 'forgot-password') => {
    setNotice(null);
    loginDialogOpened(next);
  };

  const onLoggedIn = (user: Usuario) => {
    loginDialogClosed();
    // A partner leaves for the partner portal instead (product-rules §1): the app shell's session
    // watch sends them, so the redirect happens in one place for start-up and login alike.
    if (isPartner(user)) return;
    const to = afterLoginPath(pathname, returnTo);
    if (to) void navigate(to);
  };

  return (
    <Modal
      open
      onClose={loginDialogClosed}
      title={mode === 'login' ? 'Entrar' : 'Esqueceu sua senha?'}
    >
      <MessageBox
        message={notice?.message ?? null}
        variant={notice?.variant}
        onClose={() => setNotice(null)}
      />
      {mode === 'login' ? (
        <LoginForm
          onLoggedIn={onLoggedIn}
          onNotice={setNotice}
          onForgotPassword={() => switchTo('forgot-password')}
          onRegister={loginDialogClosed}
          returnTo={returnTo}
        />
      ) : (
        <RecoverPasswordForm
          onSent={(sent) => {
            loginDialogOpened('login');
            setNotice(sent);
          }}
          onNotice={setNotice}
          onBackToLogin={() => switchTo('login')}
        />
      )}
    </Modal>
  );
}
