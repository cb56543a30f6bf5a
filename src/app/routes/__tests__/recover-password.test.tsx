import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '@/api/contract/account';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { sessionActions, useLoginDialogMode } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { RECOVERY_TOKEN_NAME, VALID_RECOVERY_TOKEN } from '@/testing/fixtures/account';
import { server } from '@/testing/server';
import RecoverPasswordPage from '../recover-password';
import { loader } from '../recover-password.loader';
import { renderRoute } from './render-route';

const mainUrl = (path: string) => `${env.api.main}${path}`;
const NEW_PASSWORD = 'Nova@2026';

/** Shows the login dialog's mode, which the page opens through the session store. */
function DialogMode() {
  const mode = useLoginDialogMode();
  return <p>Diálogo: {mode}</p>;
}

function Page() {
  return (
    <>
      <RecoverPasswordPage />
      <DialogMode />
      <Toaster />
    </>
  );
}

const renderPage = (token: string) =>
  renderRoute(
    { path: '/recuperar-senha/:senhaToken', Component: Page, loader },
    `/recuperar-senha/${token}`,
  );

beforeEach(() => sessionActions().loginDialogClosed());
afterEach(() => {
  // Unmount first: resetting the stores under a mounted page would update it outside act.
  cleanup();
  server.events.removeAllListeners();
  toastActions().toastDismissed();
});

describe('/recuperar-senha/:senhaToken', () => {
  it('shows a clear page for an invalid or expired link, offering a new one', async () => {
    const user = userEvent.setup();
    renderPage('vencido-123');
    expect(
      await screen.findByText('Este link de recuperação é inválido ou expirou.'),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Nova senha')).not.toBeInTheDocument();
    expect(screen.getByText('Diálogo: closed')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Solicitar novo link' }));
    expect(screen.getByText('Diálogo: forgot-password')).toBeInTheDocument();
  });

  it('sends the link token to the validation', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(ACCOUNT_PATHS.validateRecoveryToken))
        void request
          .clone()
          .json()
          .then((b) => sent.push(b));
    });
    renderPage(VALID_RECOVERY_TOKEN);
    await screen.findByText(`Olá, ${RECOVERY_TOKEN_NAME}! Escolha sua nova senha.`);
    expect(sent).toEqual([{ token: VALID_RECOVERY_TOKEN }]);
  });

  it('goes to the error page (not the invalid-link page) when the server is down', async () => {
    server.use(http.post(mainUrl(ACCOUNT_PATHS.validateRecoveryToken), () => HttpResponse.error()));
    renderPage(VALID_RECOVERY_TOKEN);
    expect(await screen.findByRole('alert')).toHaveTextContent('Erro ao carregar');
    expect(screen.queryByText('Este link de recuperação é inválido ou expirou.')).toBeNull();
  });

  it('applies the registration password rules', async () => {
    const user = userEvent.setup({ delay: null });
    renderPage(VALID_RECOVERY_TOKEN);
    const password = await screen.findByLabelText('Nova senha');
    await user.type(password, 'abc');
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await vi.waitFor(() => expect(password).toHaveAccessibleDescription('Mínimo 6 caracteres'));
    expect(screen.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'Senhas não conferem',
    );
    await user.type(password, 'defgh');
    expect(password).toHaveValue('abcdefgh');
    await vi.waitFor(() =>
      expect(password).toHaveAccessibleDescription(
        'Senha deve conter número, maiúscula e especial',
      ),
    );
  });

  it('changes the password, says so and opens the login dialog at /', async () => {
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(ACCOUNT_PATHS.changePassword))
        void request
          .clone()
          .json()
          .then((b) => sent.push(b));
    });
    const user = userEvent.setup({ delay: null });
    const router = renderPage(VALID_RECOVERY_TOKEN);
    await user.type(await screen.findByLabelText('Nova senha'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirmar nova senha'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));

    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(sent).toEqual([{ token: VALID_RECOVERY_TOKEN, senha: NEW_PASSWORD }]);
    expect(screen.getByRole('status')).toHaveTextContent('Senha alterada com sucesso.');
  });

  it('opens the login dialog in login mode after the change', async () => {
    const opened = vi.spyOn(sessionActions(), 'loginDialogOpened');
    const user = userEvent.setup({ delay: null });
    renderPage(VALID_RECOVERY_TOKEN);
    await user.type(await screen.findByLabelText('Nova senha'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirmar nova senha'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    await vi.waitFor(() => expect(opened).toHaveBeenCalledWith('login'));
    opened.mockRestore();
  });

  it("shows the server's message when the change is refused, keeping the form", async () => {
    server.use(
      http.post(mainUrl(ACCOUNT_PATHS.changePassword), () =>
        HttpResponse.json({ erro: 'Este link já foi utilizado.' }, { status: 410 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage(VALID_RECOVERY_TOKEN);
    await user.type(await screen.findByLabelText('Nova senha'), NEW_PASSWORD);
    await user.type(screen.getByLabelText('Confirmar nova senha'), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Alterar senha' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Este link já foi utilizado.');
    expect(screen.getByLabelText('Nova senha')).toHaveValue(NEW_PASSWORD);
  });
});
