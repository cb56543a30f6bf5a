import { act, screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/api/contract/auth';
import LoginDialog from '@/features/session/components/login-dialog';
import { LOGIN_BEFORE_APP_ID } from '@/features/session/utils/prerendered-login';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { FIXTURE_PASSWORD } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { LoginBeforeApp } from '../login-before-app';

/**
 * The app's login dialog takes over the one the page carried before the app (issue 27), as
 * public/before-app.js left it: open, typed into, a tap held in it, the page behind inert.
 */
function pageDialogOpened({ cpf = '', password = '', then = '', focus = 'cpf' }) {
  const holder = document.body.appendChild(document.createElement('div'));
  holder.innerHTML = renderToStaticMarkup(
    <>
      <LoginBeforeApp />
    </>,
  );
  const root = document.body.appendChild(document.createElement('div'));
  root.id = 'root';
  const opener = root.appendChild(document.createElement('button'));
  opener.textContent = 'ENTRAR';
  opener.setAttribute('data-login-opener', '');
  const dialog = document.getElementById(LOGIN_BEFORE_APP_ID)!;
  dialog.hidden = false;
  root.inert = true;
  const field = (name: string) => dialog.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
  field('cpf').value = cpf;
  field('senha').value = password;
  if (then) dialog.setAttribute('data-then', then);
  field(focus).focus();
  return { dialog, root, opener, field };
}

function openAppDialog() {
  act(() => sessionActions().loginDialogOpened('login'));
  renderWithProviders(<LoginDialog />);
  return screen.getByRole('dialog');
}

describe('LoginDialog taking over the page’s dialog', () => {
  beforeEach(() => {
    sessionActions().loggedOut();
    sessionActions().loginDialogClosed();
    document.body.replaceChildren();
  });

  it('carries what was typed and the field in use, and closes the page’s dialog', async () => {
    const page = pageDialogOpened({ cpf: '52998224725', password: 'Auro', focus: 'senha' });
    const dialog = openAppDialog();
    expect(within(dialog).getByLabelText('CPF')).toHaveValue('529.982.247-25');
    const password = within(dialog).getByLabelText('Senha');
    expect(password).toHaveValue('Auro');
    await waitFor(() => expect(password).toHaveFocus());
    expect(page.dialog.isConnected).toBe(false);
    expect(document.querySelectorAll('input[type="password"]')).toHaveLength(1);
    expect(page.root.inert).toBe(false);
  });

  it("sends an 'Entrar' held before the app, once", async () => {
    const logins: string[] = [];
    const record = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith(AUTH_PATHS.login)) logins.push(request.url);
    };
    server.events.on('request:start', record);
    try {
      pageDialogOpened({ cpf: '529.982.247-25', password: FIXTURE_PASSWORD, then: 'submit' });
      openAppDialog();
      await waitFor(() => expect(sessionSnapshot().status).toBe('authenticated'));
      expect(logins).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', record);
    }
  });

  it('opens the recovery held before the app, and the focus goes back to the opener on closing', async () => {
    const page = pageDialogOpened({ cpf: '529', then: 'forgot-password' });
    openAppDialog();
    expect(await screen.findByRole('dialog', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
    act(() => sessionActions().loginDialogClosed());
    await waitFor(() => expect(page.opener).toHaveFocus());
  });

  it('starts empty when the page’s dialog was not open', () => {
    const dialog = openAppDialog();
    expect(within(dialog).getByLabelText('CPF')).toHaveValue('');
    expect(within(dialog).getByLabelText('CPF')).toHaveFocus();
  });
});
