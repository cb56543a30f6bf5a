import { MemoryRouter } from 'react-router-dom';
import { ModalFrame } from '@/components/ui/modal-frame';
import { LoginForm } from '@/features/session/components/login-form';
import { LOGIN_BEFORE_APP_ID } from '@/features/session/utils/prerendered-login';

const nothing = () => {};

/**
 * The login dialog of a prerendered page before its app has come (issue 27): the app's own
 * dialog, written hidden by the server beside the page. public/before-app.js opens it on a tap on
 * LOGIN or ENTRAR, so the visitor types while the app arrives; the app's dialog takes it over
 * (features/session/utils/prerendered-login.ts). Its handlers are the app's to run: here nothing.
 * Its registration link goes to the page itself (a router only for the link's address).
 */
export function LoginBeforeApp() {
  return (
    <ModalFrame
      id={LOGIN_BEFORE_APP_ID}
      title="Entrar"
      titleId={`${LOGIN_BEFORE_APP_ID}-titulo`}
      bodyId={`${LOGIN_BEFORE_APP_ID}-corpo`}
      hidden
    >
      <MemoryRouter>
        <LoginForm
          onLoggedIn={nothing}
          onNotice={nothing}
          onForgotPassword={nothing}
          onRegister={nothing}
        />
      </MemoryRouter>
    </ModalFrame>
  );
}
