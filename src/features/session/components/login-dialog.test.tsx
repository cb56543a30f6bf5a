import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AUTH_PATHS } from '@/api/contract/auth';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { FIXTURE_PASSWORD } from '@/testing/fixtures/users';
import { mainApiUrl } from '@/testing/handlers/session';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import LoginDialog from './login-dialog';

function openDialog(route = '/hoteis') {
  act(() => sessionActions().loginDialogOpened('login'));
  const user = userEvent.setup();
  const view = renderWithProviders(<LoginDialog />, { route });
  return { user, ...view };
}

const dialog = () => screen.getByRole('dialog');
const cpfInput = () => within(dialog()).getByLabelText('CPF');
const passwordInput = () => within(dialog()).getByLabelText('Senha');

describe('LoginDialog', () => {
  beforeEach(() => {
    sessionActions().loggedOut();
    sessionActions().loginDialogClosed();
  });

  it("is the 'Entrar' dialog with labelled CPF and hidden password fields", () => {
    openDialog();
    expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    expect(cpfInput()).toHaveAttribute('placeholder', 'Digite seu CPF');
    expect(cpfInput()).toHaveAttribute('autocomplete', 'username');
    expect(passwordInput()).toHaveAttribute('placeholder', 'Digite sua senha');
    expect(passwordInput()).toHaveAttribute('type', 'password');
    expect(passwordInput()).toHaveAttribute('autocomplete', 'current-password');
    expect(cpfInput()).toHaveFocus();
  });

  it('opened for a known CPF (a booking found it has an account), waits in the password', () => {
    act(() => sessionActions().loginDialogOpened('login', undefined, '52998224725'));
    renderWithProviders(<LoginDialog />, { route: '/checkOut' });
    expect(cpfInput()).toHaveValue('529.982.247-25');
    expect(passwordInput()).toHaveFocus();
  });

  describe('CPF mask', () => {
    it('formats digits typed fast as 529.982.247-25', async () => {
      openDialog();
      const fast = userEvent.setup({ delay: null });
      await fast.type(cpfInput(), '52998224725');
      expect(cpfInput()).toHaveValue('529.982.247-25');
    });

    it('ignores letters and anything past 11 digits', async () => {
      const { user } = openDialog();
      await user.type(cpfInput(), '5a29982247259999');
      expect(cpfInput()).toHaveValue('529.982.247-25');
    });

    it.each(['52998224725', '529.982.247-25'])('accepts %s pasted', async (pasted) => {
      const { user } = openDialog();
      await user.click(cpfInput());
      await user.paste(pasted);
      expect(cpfInput()).toHaveValue('529.982.247-25');
    });

    it('accepts a value filled in by the browser (autofill)', () => {
      openDialog();
      // Password managers set the value and fire a single input event.
      fireEvent.input(cpfInput(), { target: { value: '52998224725' } });
      expect(cpfInput()).toHaveValue('529.982.247-25');
    });
  });

  it('logs in on Enter, stores the token, closes, and goes to /', async () => {
    const { user, router } = openDialog('/hoteis');
    await user.type(cpfInput(), '52998224725');
    await user.type(passwordInput(), `${FIXTURE_PASSWORD}{Enter}`);

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sessionSnapshot().status).toBe('authenticated');
    expect(sessionSnapshot().user.nome).toBe('Maria Aparecida Souza');
    expect(tokenStorage.read()).toBe('jwt-cliente-maria');
    expect(router.state.location.pathname).toBe('/');
  });

  it.each(['/checkOut', '/checkOut/revisao', '/pagamento'])(
    // A checkout route is on screen only while its group is held (its guard, tested with the
    // booking feature); the login leaves it there.
    'in the middle of a checkout (%s), stays on the step',
    async (route) => {
      const { user, router } = openDialog(route);
      await user.type(cpfInput(), '52998224725');
      await user.type(passwordInput(), `${FIXTURE_PASSWORD}{Enter}`);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(sessionSnapshot().status).toBe('authenticated');
      expect(router.state.location.pathname).toBe(route);
    },
  );

  it("shows 'Carregando' on the submit button while the login runs", async () => {
    server.use(
      http.post(mainApiUrl(AUTH_PATHS.login), async () => {
        await delay(100);
        return HttpResponse.json({ erro: 'Usuário e senha incorretos.' }, { status: 401 });
      }),
    );
    const { user } = openDialog();
    await user.type(cpfInput(), '52998224725');
    await user.type(passwordInput(), 'errada');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));

    expect(within(dialog()).getByRole('button', { name: 'Carregando' })).toBeDisabled();
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Usuário e senha incorretos.',
    );
    expect(within(dialog()).getByRole('button', { name: 'Entrar' })).toBeEnabled();
  });

  it('shows a closable warning when the credentials are refused', async () => {
    const { user, router } = openDialog('/hoteis');
    await user.type(cpfInput(), '52998224725');
    await user.type(passwordInput(), 'senha-errada{Enter}');

    const alert = await within(dialog()).findByRole('alert');
    expect(alert).toHaveTextContent('Usuário e senha incorretos.');
    expect(sessionSnapshot().status).toBe('anonymous');
    expect(router.state.location.pathname).toBe('/hoteis');

    await user.click(within(alert).getByRole('button', { name: 'Fechar mensagem' }));
    expect(within(dialog()).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when a login is refused for too many tries, and for how long', async () => {
    server.use(
      http.post(mainApiUrl(AUTH_PATHS.login), () =>
        HttpResponse.json(
          { erro: 'Muitas tentativas. Tente novamente em 15 minutos.' },
          { status: 429, headers: { 'Retry-After': '900' } },
        ),
      ),
    );
    const { user } = openDialog('/hoteis');
    await user.type(cpfInput(), '52998224725');
    await user.type(passwordInput(), 'Aurora@2026{Enter}');
    expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
      'Muitas tentativas. Tente novamente em 15 minutos.',
    );
    expect(sessionSnapshot().status).toBe('anonymous');
  });

  it("refuses an incomplete CPF with 'Informe um CPF válido.' before any request", async () => {
    let requests = 0;
    server.events.on('request:start', () => requests++);
    const { user } = openDialog();
    await user.type(cpfInput(), '5299822');
    await user.type(passwordInput(), `${FIXTURE_PASSWORD}{Enter}`);

    const message = within(dialog()).getByText('Informe um CPF válido.');
    expect(cpfInput()).toHaveAttribute('aria-invalid', 'true');
    expect(cpfInput()).toHaveAccessibleDescription('Informe um CPF válido.');
    expect(cpfInput()).toHaveFocus();
    expect(requests).toBe(0);

    await user.type(cpfInput(), '4');
    expect(message).not.toBeInTheDocument();
    expect(cpfInput()).not.toHaveAttribute('aria-invalid');
    server.events.removeAllListeners();
  });

  it('refuses a complete CPF with wrong check digits', async () => {
    const { user } = openDialog();
    await user.type(cpfInput(), '52998224726');
    await user.click(within(dialog()).getByRole('button', { name: 'Entrar' }));
    expect(within(dialog()).getByText('Informe um CPF válido.')).toBeInTheDocument();
  });

  it("'Não tem uma conta? Cadastre-se' goes to /cadastro and closes the dialog", async () => {
    const { user, router } = openDialog('/hoteis');
    await user.click(screen.getByRole('link', { name: 'Não tem uma conta? Cadastre-se' }));
    expect(router.state.location.pathname).toBe('/cadastro');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(sessionSnapshot().status).toBe('anonymous');
    expect(router.state.location.state).toBeNull();
  });

  it('a registration started from a login a page asked for goes back to that page', async () => {
    act(() => sessionActions().loginDialogOpened('login', '/ingressos'));
    const { user, router } = openDialog('/ingressos');
    await user.click(screen.getByRole('link', { name: 'Não tem uma conta? Cadastre-se' }));
    expect(router.state.location.pathname).toBe('/cadastro');
    expect(router.state.location.state).toEqual({ voltar: '/ingressos' });
  });

  it("'Fechar' closes the dialog", async () => {
    const { user } = openDialog();
    await user.click(within(dialog()).getByRole('button', { name: 'Fechar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  describe('forgot-password mode', () => {
    it("switches with 'Esqueceu sua senha' and back with 'Ir para Login'", async () => {
      const { user } = openDialog();
      await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha' }));

      expect(screen.getByRole('dialog', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
      expect(within(dialog()).queryByLabelText('Senha')).not.toBeInTheDocument();
      expect(within(dialog()).getByRole('button', { name: 'Enviar' })).toBeInTheDocument();
      expect(cpfInput()).toHaveFocus();

      await user.click(screen.getByRole('button', { name: 'Ir para Login' }));
      expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
      expect(passwordInput()).toBeInTheDocument();
    });

    it('sends the CPF digits, shows the e-mail message and returns to login mode', async () => {
      let sent: unknown = null;
      server.use(
        http.post(mainApiUrl('/usuario/recuperar-senha'), async ({ request }) => {
          sent = await request.json();
          return HttpResponse.json({ mensagem: 'ok' });
        }),
      );
      const { user } = openDialog();
      await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha' }));
      await user.type(cpfInput(), '52998224725{Enter}');

      const status = await within(dialog()).findByRole('status');
      expect(status).toHaveTextContent(
        'Enviamos uma mensagem para o seu email com informações para recuperar sua senha.',
      );
      expect(sent).toEqual({ usuario: '52998224725' });
      expect(screen.getByRole('dialog', { name: 'Entrar' })).toBeInTheDocument();
    });

    it('warns when the recovery is refused and stays in recovery mode', async () => {
      const { user } = openDialog();
      await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha' }));
      // A valid CPF the server does not know.
      await user.type(cpfInput(), '98765432100{Enter}');

      expect(await within(dialog()).findByRole('alert')).toHaveTextContent(
        'Usuário e senha incorretos.',
      );
      expect(screen.getByRole('dialog', { name: 'Esqueceu sua senha?' })).toBeInTheDocument();
    });

    it('validates the CPF before asking the server', async () => {
      const { user } = openDialog();
      await user.click(screen.getByRole('button', { name: 'Esqueceu sua senha' }));
      await user.type(cpfInput(), '111.111.111-11{Enter}');
      expect(within(dialog()).getByText('Informe um CPF válido.')).toBeInTheDocument();
    });
  });
});
