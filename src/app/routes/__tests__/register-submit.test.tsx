import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS, type CadastroRequest } from '@/api/contract/account';
import { AUTH_PATHS, type LoginRequest } from '@/api/contract/auth';
import { env } from '@/config/env';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { NEW_CLUB_CLIENT_CPF, NEW_CUSTOMER_CPF } from '@/testing/fixtures/account';
import { customerUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import { mainUrl, PASSWORD, renderPage, field, submit, resetBetweenTests } from './register-page';

resetBetweenTests();

/** Fills every field with valid data; `skip` leaves fields for the test to type. */
async function fillValidForm(user: UserEvent, cpf = NEW_CUSTOMER_CPF) {
  await user.type(field('Nome completo'), 'Ana Clara Ribeiro');
  await user.type(field('CPF'), cpf);
  await user.type(field('Data de nascimento'), '07041990');
  await user.type(field('Telefone'), '64999871234');
  await user.type(field('E-mail'), 'ana.ribeiro@example.com.br');
  await user.selectOptions(field('Tipo de endereço'), 'Comercial');
  await user.type(field('CEP'), '75690000');
  await user.type(field('Logradouro'), 'Rua do Turismo');
  await user.type(field('Número'), '45');
  await user.type(field('Complemento'), 'Sala 2');
  await user.type(field('Bairro'), 'Centro');
  await screen.findByRole('option', { name: 'Goiás' });
  await user.selectOptions(field('Estado'), 'Goiás');
  await screen.findByRole('option', { name: 'Caldas Novas' });
  await user.selectOptions(field('Cidade'), 'Caldas Novas');
  await user.type(field('Senha'), PASSWORD);
  await user.type(field('Confirmar senha'), PASSWORD);
}

/** Records the bodies the tests assert on, passing each request on to the happy path. */
function recordBodies() {
  const bodies: { register: CadastroRequest[]; login: LoginRequest[] } = {
    register: [],
    login: [],
  };
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.endsWith(ACCOUNT_PATHS.register))
      void request
        .clone()
        .json()
        .then((b) => bodies.register.push(b as CadastroRequest));
    if (url.pathname.endsWith(AUTH_PATHS.login))
      void request
        .clone()
        .json()
        .then((b) => bodies.login.push(b as LoginRequest));
  });
  return bodies;
}

/** The new customer can log in with PASSWORD (the fixture login handler knows only fixtures). */
function acceptNewCustomerLogin(cpfDigits: string, askedAt: number[]) {
  server.use(
    http.post(mainUrl(AUTH_PATHS.login), async ({ request }) => {
      askedAt.push(Date.now());
      const body = (await request.json()) as LoginRequest;
      return body.usuario === cpfDigits && body.senha === PASSWORD
        ? HttpResponse.json({ token_jwt: 'jwt-cliente-maria' })
        : HttpResponse.json({ erro: 'Usuário e senha incorretos.' }, { status: 401 });
    }),
  );
}

describe('/cadastro submit (product-rules §4, §8)', { timeout: 15_000 }, () => {
  it('sends exactly the product-rules §3 payload, as a type-6 customer when the club lookup finds nothing', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillValidForm(user);
    await user.click(submit());

    expect(
      await screen.findByText('Cadastro realizado com sucesso! Seja bem-vindo(a)!'),
    ).toBeInTheDocument();
    expect(bodies.register).toEqual([
      {
        nome: 'Ana Clara Ribeiro',
        cpf: '39053344705',
        estado: '9',
        data_nascimento: '07/04/1990',
        email: 'ana.ribeiro@example.com.br',
        usuario: '39053344705',
        senha: PASSWORD,
        logradouro: 'Rua do Turismo',
        complemento: 'Sala 2',
        numero: '45',
        bairro: 'Centro',
        id_cidade: '5204508',
        cep: '75690000',
        usuario_tipo_id: 6,
        id_usuario_cm: 677025,
        telefone: '999871234',
        ddd: '64',
        documento_identidade: '',
        tipo_documento_identidade: '',
        tipo_endereco: 'C',
        consentimento_email_marketing: false,
        consentimento_whatsapp_marketing: false,
      },
    ]);
  });

  it('offers the marketing consents unticked, separately, and sends the one ticked', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup({ delay: null });
    renderPage();
    const privacy = await screen.findByRole('group', { name: 'Privacidade' });
    const email = within(privacy).getByRole('checkbox', { name: /ofertas e novidades por e-mail/ });
    const whatsapp = within(privacy).getByRole('checkbox', { name: /por WhatsApp/ });
    expect(email).not.toBeChecked();
    expect(whatsapp).not.toBeChecked();
    expect(within(privacy).getByRole('link', { name: 'Política de Privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    await fillValidForm(user);
    await user.click(whatsapp);
    await user.click(submit());
    await screen.findByText('Cadastro realizado com sucesso! Seja bem-vindo(a)!');
    expect(bodies.register[0]).toMatchObject({
      consentimento_email_marketing: false,
      consentimento_whatsapp_marketing: true,
    });
  });

  it('registers a CPF the club lookup finds as type 14 with id 1067206', async () => {
    const bodies = recordBodies();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillValidForm(user, NEW_CLUB_CLIENT_CPF);
    await user.click(submit());
    await screen.findByText('Cadastro realizado com sucesso! Seja bem-vindo(a)!');
    expect(bodies.register).toHaveLength(1);
    expect(bodies.register[0]).toMatchObject({
      cpf: '85351346893',
      usuario_tipo_id: 14,
      id_usuario_cm: 1067206,
    });
  });

  it("warns 'CPF já cadastrado!' and creates nothing when the CPF exists", async () => {
    const bodies = recordBodies();
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillValidForm(user, customerUser.cpf);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('CPF já cadastrado!');
    expect(bodies.register).toEqual([]);
    // Nothing typed is lost, and the user may try again.
    expect(field('Nome completo')).toHaveValue('Ana Clara Ribeiro');
    expect(submit()).toBeEnabled();
  });

  it("shows the server's own message for a domain error", async () => {
    server.use(
      http.post(mainUrl(ACCOUNT_PATHS.register), () =>
        HttpResponse.json({ erro: 'E-mail já utilizado por outra conta.' }, { status: 422 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'E-mail já utilizado por outra conta.',
    );
    expect(field('E-mail')).toHaveValue('ana.ribeiro@example.com.br');
    expect(field('Cidade')).toHaveValue('5204508');
  });

  it.each([
    ['a server failure without body', () => new HttpResponse(null, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
  ])('shows the generic registration message for %s', async (_label, respond) => {
    server.use(http.post(mainUrl(ACCOUNT_PATHS.register), respond));
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao realizar o cadastro. Por favor, tente novamente.',
    );
    expect(field('Nome completo')).toHaveValue('Ana Clara Ribeiro');
  });

  it('shows the generic message when the CPF check itself fails', async () => {
    server.use(
      http.post(mainUrl(ACCOUNT_PATHS.checkUser), () =>
        HttpResponse.json({ erro: 'Falha interna.' }, { status: 503 }),
      ),
    );
    const user = userEvent.setup({ delay: null });
    renderPage();
    await fillValidForm(user);
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ocorreu um erro ao realizar o cadastro. Por favor, tente novamente.',
    );
  });

  it('logs in automatically 2000 ms after the success message, then goes home', async () => {
    // Login and verify answer as the new customer; each records the (fake) time it was asked.
    const loginAt: number[] = [];
    acceptNewCustomerLogin('39053344705', loginAt);
    const bodies = recordBodies();
    const shownAt: number[] = [];
    const toastShown = toastActions().toastShown;
    vi.spyOn(toastActions(), 'toastShown').mockImplementation((input) => {
      shownAt.push(Date.now());
      toastShown(input);
    });
    const user = userEvent.setup({ delay: null });
    const router = renderPage();
    await fillValidForm(user);

    // Fake clock from the submit on; vi.waitFor moves it forward in small steps.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    fireEvent.click(submit());
    // The router's location changes first; React renders the new page in a later task.
    await vi.waitFor(
      () => {
        expect(router.state.location.pathname).toBe('/');
        expect(screen.queryByText('Cadastro realizado com sucesso! Seja bem-vindo(a)!')).toBeNull();
      },
      { timeout: 10_000, interval: 10 },
    );
    expect(shownAt).toHaveLength(1);
    expect(loginAt).toHaveLength(1);
    const delay = loginAt[0]! - shownAt[0]!;
    expect(delay).toBeGreaterThanOrEqual(2000);
    expect(delay).toBeLessThan(2100);
    expect(bodies.login).toEqual([
      { usuario: '39053344705', senha: PASSWORD, token_sistema: env.tokens.system },
    ]);
    expect(sessionSnapshot().status).toBe('authenticated');
    expect(sessionSnapshot().user.id).toBe(customerUser.id);
    expect(tokenStorage.read()).toBe('jwt-cliente-maria');
  });

  it('keeps the Cadastrar button busy after success and opens the login dialog if the automatic login fails', async () => {
    const dialogOpened = vi.spyOn(sessionActions(), 'loginDialogOpened');
    const user = userEvent.setup({ delay: null });
    const router = renderPage();
    await fillValidForm(user);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = submit();
    fireEvent.click(button);
    await vi.waitFor(
      () => expect(screen.getByText(/Cadastro realizado com sucesso/)).toBeInTheDocument(),
      { interval: 10 },
    );
    expect(button).toHaveTextContent('Carregando');
    expect(button).toBeDisabled();
    // The fixture login knows only fixture users: the new customer's login is refused.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/'), {
      timeout: 10_000,
      interval: 10,
    });
    expect(sessionSnapshot().status).toBe('anonymous');
    expect(dialogOpened).toHaveBeenCalledWith('login', '/');
    expect(tokenStorage.read()).toBeNull();
    logged.mockRestore();
  });

  it('goes back to the page whose login led here (the ticket sale), never out of the site', async () => {
    acceptNewCustomerLogin('39053344705', []);
    for (const [voltar, landing] of [
      ['/ingressos', '/ingressos'],
      ['//evil.example/ingressos', '/'],
    ] as const) {
      vi.useRealTimers();
      const user = userEvent.setup({ delay: null });
      const router = renderPage();
      // What 'Não tem uma conta? Cadastre-se' sends from a login the sale asked for (login-form.tsx).
      await act(() => router.navigate('/cadastro', { state: { voltar } }));
      await fillValidForm(user);
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
      fireEvent.click(submit());
      await vi.waitFor(() => expect(router.state.location.pathname).toBe(landing), {
        timeout: 10_000,
        interval: 10,
      });
      expect(sessionSnapshot().status).toBe('authenticated');
      act(() => sessionActions().loggedOut());
      router.dispose();
      document.body.innerHTML = '';
    }
  });
});
