import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS } from '@/api/contract/account';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { WRONG_CURRENT_PASSWORD_MESSAGE } from '@/testing/fixtures/account';
import { customerUser, FIXTURE_PASSWORD } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import AccountPage from '../account';
import { PROFILE_INCOMPLETE_NOTE } from '@/features/account/components/profile-form';
import type { RenderMode } from '@/testing/render';
import { renderRoute } from './render-route';

const mainUrl = (path: string) => `${env.api.main}${path}`;

function Page() {
  return (
    <>
      <AccountPage />
      <Toaster />
    </>
  );
}

const renderPage = (mode: RenderMode = {}) =>
  renderRoute({ path: '/minhaConta', Component: Page }, '/minhaConta', mode);
const profileForm = () => screen.getByRole('form', { name: 'Meus dados' });
const passwordForm = () => screen.getByRole('form', { name: 'Alterar senha' });

/** Records the JSON bodies sent to `path`. */
function bodiesSentTo(path: string) {
  const bodies: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .json()
        .then((b) => bodies.push(b));
  });
  return bodies;
}

beforeEach(() => {
  tokenStorage.write('jwt-cliente-maria');
  sessionActions().authenticated(customerUser);
});
afterEach(() => {
  // Unmount first: resetting the stores under a mounted page would update it outside act.
  cleanup();
  server.events.removeAllListeners();
  toastActions().toastDismissed();
  sessionActions().loggedOut();
});

describe('/minhaConta profile', () => {
  it('shows a skeleton, then the profile from /usuario/dados and a link to the reservations', async () => {
    renderPage();
    expect(screen.getByRole('status', { name: 'Carregando seus dados' })).toBeInTheDocument();
    const form = await screen.findByRole('form', { name: 'Meus dados' });
    const f = within(form);
    expect(f.getByLabelText('Nome completo')).toHaveValue(customerUser.nome);
    expect(f.getByLabelText('E-mail')).toHaveValue(customerUser.email);
    expect(f.getByLabelText('Data de nascimento')).toHaveValue('14/03/1985');
    expect(f.getByLabelText('Telefone')).toHaveValue('(64) 99987-1234');
    expect(f.getByLabelText('CEP')).toHaveValue('74805-100');
    expect(f.getByLabelText('Complemento')).toHaveValue('Apto 32');
    await vi.waitFor(() => expect(f.getByLabelText('Estado')).toHaveValue('9'));
    await vi.waitFor(() => expect(f.getByLabelText('Cidade')).toHaveValue('5208707'));
    expect(f.getByRole('option', { name: 'Goiânia', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Minhas reservas' })).toHaveAttribute(
      'href',
      '/minhaConta/reservas',
    );
  });

  it('asks an account made in a booking to complete its birth date and address', async () => {
    const fromBooking = {
      ...customerUser,
      datanasc: '',
      logradouro: '',
      numero: '',
      bairro: '',
      cep: '',
      idestado: null,
      ufestado: '',
      idcidade: null,
      nomecidade: '',
    };
    server.use(http.post(mainUrl(ACCOUNT_PATHS.profile), () => HttpResponse.json(fromBooking)));
    renderPage();
    const form = await screen.findByRole('form', { name: 'Meus dados' });
    expect(within(form).getByText(PROFILE_INCOMPLETE_NOTE)).toBeInTheDocument();
    expect(within(form).getByLabelText('Nome completo')).toHaveValue(customerUser.nome);
    expect(within(form).getByLabelText('Logradouro')).toHaveValue('');
  });

  it('says nothing of the sort to a complete profile', async () => {
    renderPage();
    await screen.findByRole('form', { name: 'Meus dados' });
    expect(screen.queryByText(PROFILE_INCOMPLETE_NOTE)).not.toBeInTheDocument();
  });

  it('shows the error with a retry that loads the profile again', async () => {
    let calls = 0;
    server.use(
      http.post(mainUrl(ACCOUNT_PATHS.profile), () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 503 })
          : HttpResponse.json(customerUser);
      }),
    );
    const user = userEvent.setup();
    // As in production: StrictMode's rehearsal would ask twice and show the second answer.
    renderPage({ strictMode: false });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível carregar seus dados. Serviço indisponível.');
    await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect(await screen.findByRole('form', { name: 'Meus dados' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });

  it('saves the edited profile, updates the session user and says so', async () => {
    const bodies = bodiesSentTo(ACCOUNT_PATHS.editProfile);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const f = within(await screen.findByRole('form', { name: 'Meus dados' }));
    await vi.waitFor(() => expect(f.getByLabelText('Cidade')).toHaveValue('5208707'));

    await user.clear(f.getByLabelText('Nome completo'));
    await user.type(f.getByLabelText('Nome completo'), 'Maria A. Souza');
    await user.clear(f.getByLabelText('Telefone'));
    await user.type(f.getByLabelText('Telefone'), '11988887777');
    await user.selectOptions(f.getByLabelText('Estado'), 'São Paulo');
    expect(f.getByLabelText('Cidade')).toHaveValue('');
    await f.findByRole('option', { name: 'Campinas' });
    await user.selectOptions(f.getByLabelText('Cidade'), 'Campinas');
    await user.click(f.getByRole('button', { name: 'Salvar dados' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Dados atualizados com sucesso!');
    expect(bodies).toEqual([
      {
        nome: 'Maria A. Souza',
        email: customerUser.email,
        datanasc: '14/03/1985',
        ddd: '11',
        telefone: '988887777',
        logradouro: customerUser.logradouro,
        numero: customerUser.numero,
        complemento: 'Apto 32',
        bairro: customerUser.bairro,
        cep: '74805100',
        idestado: 26,
        idcidade: 3509502,
      },
    ]);
    const session = sessionSnapshot();
    expect(session.user.nome).toBe('Maria A. Souza');
    expect(session.user.nomecidade).toBe('Campinas');
    expect(session.status).toBe('authenticated');
  });

  it('validates the profile in Portuguese before sending anything', async () => {
    const bodies = bodiesSentTo(ACCOUNT_PATHS.editProfile);
    const user = userEvent.setup({ delay: null });
    renderPage();
    const f = within(await screen.findByRole('form', { name: 'Meus dados' }));
    await user.clear(f.getByLabelText('Nome completo'));
    await user.clear(f.getByLabelText('E-mail'));
    await user.type(f.getByLabelText('E-mail'), 'maria@');
    await user.selectOptions(f.getByLabelText('Estado'), 'Minas Gerais');
    await user.click(f.getByRole('button', { name: 'Salvar dados' }));

    expect(await f.findByRole('alert', { name: 'Corrija 3 campos:' })).toHaveFocus();
    expect(f.getByLabelText('Nome completo')).toHaveAccessibleDescription('Informe seu nome');
    expect(f.getByLabelText('E-mail')).toHaveAccessibleDescription('Email válido');
    expect(f.getByLabelText('Cidade')).toHaveAccessibleDescription('Cidade Obrigatório');
    expect(bodies).toEqual([]);
  });

  it("shows the server's erro when saving fails, keeping the edits", async () => {
    server.use(
      http.post(mainUrl(ACCOUNT_PATHS.editProfile), () =>
        HttpResponse.json({ erro: 'E-mail já utilizado por outra conta.' }, { status: 409 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    const f = within(await screen.findByRole('form', { name: 'Meus dados' }));
    await vi.waitFor(() => expect(f.getByLabelText('Cidade')).toHaveValue('5208707'));
    await user.clear(f.getByLabelText('E-mail'));
    await user.type(f.getByLabelText('E-mail'), 'outra@example.com.br');
    await user.click(f.getByRole('button', { name: 'Salvar dados' }));
    expect(await f.findByRole('alert')).toHaveTextContent('E-mail já utilizado por outra conta.');
    expect(f.getByLabelText('E-mail')).toHaveValue('outra@example.com.br');
    expect(sessionSnapshot().user.email).toBe(customerUser.email);
  });
});

describe('/minhaConta Alterar senha', () => {
  const NEW_PASSWORD = 'Outra@Senha1';

  it('changes the password with the current one, says so and clears the fields', async () => {
    const bodies = bodiesSentTo(ACCOUNT_PATHS.changePassword);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('form', { name: 'Alterar senha' });
    const f = within(passwordForm());
    await user.type(f.getByLabelText('Senha atual'), FIXTURE_PASSWORD);
    await user.type(f.getByLabelText('Nova senha'), NEW_PASSWORD);
    await user.type(f.getByLabelText('Confirmar nova senha'), NEW_PASSWORD);
    await user.click(f.getByRole('button', { name: 'Alterar senha' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Senha alterada com sucesso.');
    expect(bodies).toEqual([{ senha_atual: FIXTURE_PASSWORD, senha: NEW_PASSWORD }]);
    expect(f.getByLabelText('Senha atual')).toHaveValue('');
    expect(f.getByLabelText('Nova senha')).toHaveValue('');
  });

  it("shows the server's erro for a wrong current password", async () => {
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('form', { name: 'Alterar senha' });
    const f = within(passwordForm());
    await user.type(f.getByLabelText('Senha atual'), 'Errada@123');
    await user.type(f.getByLabelText('Nova senha'), NEW_PASSWORD);
    await user.type(f.getByLabelText('Confirmar nova senha'), NEW_PASSWORD);
    await user.click(f.getByRole('button', { name: 'Alterar senha' }));
    expect(await f.findByRole('alert')).toHaveTextContent(WRONG_CURRENT_PASSWORD_MESSAGE);
  });

  it('applies the registration password rules', async () => {
    const bodies = bodiesSentTo(ACCOUNT_PATHS.changePassword);
    const user = userEvent.setup({ delay: null });
    renderPage();
    await screen.findByRole('form', { name: 'Alterar senha' });
    const f = within(passwordForm());
    await user.type(f.getByLabelText('Nova senha'), 'semnumero@A');
    await user.type(f.getByLabelText('Confirmar nova senha'), 'outra');
    await user.click(f.getByRole('button', { name: 'Alterar senha' }));
    await vi.waitFor(() =>
      expect(f.getByLabelText('Senha atual')).toHaveAccessibleDescription('Informe a senha atual'),
    );
    expect(f.getByLabelText('Nova senha')).toHaveAccessibleDescription(
      'Senha deve conter número, maiúscula e especial',
    );
    expect(f.getByLabelText('Confirmar nova senha')).toHaveAccessibleDescription(
      'Senhas não conferem',
    );
    expect(within(profileForm()).queryByRole('alert')).toBeNull();
    expect(bodies).toEqual([]);
  });
});
