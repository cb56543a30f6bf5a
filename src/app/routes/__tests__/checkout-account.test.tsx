import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_PATHS,
  type PrecoClienteGrupoRequest,
  type PrecoClienteGrupoResponse,
} from '@/api/contract/checkout';
import { env } from '@/config/env';
import { Toaster } from '@/components/ui/toaster';
import { holdGroup } from '@/features/booking/testing/held-group';
import { checkoutSnapshot, resetBooking } from '@/features/booking/testing/checkout-store';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot, useLoginCpf, useLoginDialogMode } from '@/stores/session';
import { GROUP_KEY, holdPolicy, resetCheckoutIds } from '@/testing/fixtures/checkout';
import { customerUser } from '@/testing/fixtures/users';
import { afterRequestsSoFar } from '@/testing/network';
import { server } from '@/testing/server';
import { renderHook } from '@testing-library/react';
import CheckoutRoute from '../checkout';
import { renderRoute } from './render-route';

/**
 * An account made at the guests step (issue 52 part 3): the buyer's data and a password make a
 * customer without leaving the step, the session starts and the server's member price replaces
 * the held prices before the review; a CPF with an account gets its login in place.
 */

function Page() {
  return (
    <>
      <CheckoutRoute />
      <Toaster />
    </>
  );
}
const renderPage = () => renderRoute({ path: '/checkOut', Component: Page }, '/checkOut');
const url = (path: string) => `${env.api.main}${path}`;

const sent: { path: string; body: unknown; auth: string | null }[] = [];
beforeEach(() => {
  resetCheckoutIds();
  sent.length = 0;
  server.events.on('request:start', async ({ request }) => {
    sent.push({
      path: new URL(request.url).pathname,
      auth: request.headers.get('Authorization'),
      body: await request
        .clone()
        .json()
        .catch(() => null),
    });
  });
});
afterEach(() => {
  cleanup();
  server.events.removeAllListeners();
  resetBooking();
  tokenStorage.clear();
  sessionActions().loggedOut();
  sessionActions().loginDialogClosed();
});

/** The server's member price: R$ 45,00 off each room's R$ 900,00 (5 %). */
function memberPriceAnswers(status = 200) {
  server.use(
    http.post(url(CHECKOUT_PATHS.memberPrice), async ({ request }) => {
      if (status !== 200) {
        return HttpResponse.json({ erro: 'Grupo de reservas não encontrado.' }, { status });
      }
      const body = (await request.json()) as PrecoClienteGrupoRequest;
      const answer: PrecoClienteGrupoResponse = {
        quartos: [9001].map((id) => ({
          id_reservas_front: id,
          valor_total: 855,
          valor_diaria_media: 285,
          tarifa: 'CLIENTE',
          array_tarifa: [
            {
              data: '10/07/2030',
              valor_sem: 250,
              valor_cafe: 285,
              valor_meia: 380,
              valor_inteira: 475,
            },
          ],
          politica_cancelamento: holdPolicy('CLIENTE', '10/07/2030'),
          economia: 45,
        })),
        economia: body.chave_grupo === GROUP_KEY ? 45 : 0,
      };
      return HttpResponse.json(answer);
    }),
  );
}

/** A new account answers with a customer's session (the fixture's Maria stands for it). */
function registrationAnswers() {
  server.use(
    http.post(url(CHECKOUT_PATHS.registerInBooking), async ({ request }) => {
      const body = (await request.json()) as { cpf: string };
      if (body.cpf === '52998224725') {
        return HttpResponse.json(
          { erro: 'Este CPF já tem cadastro. Entre com a sua senha para continuar.' },
          { status: 409 },
        );
      }
      return HttpResponse.json({ token_jwt: 'jwt-cliente-maria' });
    }),
  );
}

const principal = () =>
  within(screen.getByRole('group', { name: /^Quarto 1:/ })).getByRole('group', {
    name: 'Adulto 1',
  });

async function typeBuyer(user: ReturnType<typeof userEvent.setup>, cpf: string) {
  const first = principal();
  await user.type(within(first).getByLabelText('Nome'), 'Carla');
  await user.type(within(first).getByLabelText('Sobrenome'), 'Mendes');
  await user.type(within(first).getByLabelText('E-mail'), 'carla@example.com');
  await user.type(within(first).getByLabelText('Telefone'), '64988887777');
  await user.type(within(first).getByLabelText('CPF ou CNPJ'), cpf);
  const second = within(screen.getByRole('group', { name: /^Quarto 1:/ })).getByRole('group', {
    name: 'Adulto 2',
  });
  await user.type(within(second).getByLabelText('Nome'), 'Bruno');
  await user.type(within(second).getByLabelText('Sobrenome'), 'Mendes');
}

/** A logged-in customer's room 1: the principal is prefilled; the companion and phone typed. */
async function fillAsCustomer(user: ReturnType<typeof userEvent.setup>) {
  await user.type(within(principal()).getByLabelText('Telefone'), '64988887777');
  const second = within(screen.getByRole('group', { name: /^Quarto 1:/ })).getByRole('group', {
    name: 'Adulto 2',
  });
  await user.type(within(second).getByLabelText('Nome'), 'Bruno');
  await user.type(within(second).getByLabelText('Sobrenome'), 'Souza');
}

describe('/checkOut: an account made in the booking', { timeout: 20_000 }, () => {
  it('makes the account from the typed data, starts the session and applies the member price', async () => {
    const user = userEvent.setup();
    registrationAnswers();
    memberPriceAnswers();
    holdGroup({ rooms: 1, memberSaving: 45 });
    renderPage();
    const offer = await screen.findByRole('region', {
      name: /^Crie sua conta e pague R\$\s45,00 a menos$/,
    });
    await typeBuyer(user, '39053344705');
    await user.click(
      within(offer).getByRole('checkbox', { name: 'Criar minha conta com estes dados' }),
    );

    // The registration's rules, in its words, before anything is sent.
    await user.type(within(offer).getByLabelText('Senha'), 'fraca');
    await user.type(within(offer).getByLabelText('Confirmar senha'), 'outra');
    await user.click(screen.getByRole('button', { name: 'Criar conta e revisar reserva' }));
    expect(await within(offer).findByText('Mínimo 6 caracteres')).toBeInTheDocument();
    expect(within(offer).getByText('Senhas não conferem')).toBeInTheDocument();
    await user.clear(within(offer).getByLabelText('Senha'));
    await user.type(within(offer).getByLabelText('Senha'), 'semsimbolo1A');
    expect(
      await within(offer).findByText('Senha deve conter número, maiúscula e especial'),
    ).toBeInTheDocument();
    expect(sent.some((s) => s.path.endsWith(CHECKOUT_PATHS.registerInBooking))).toBe(false);

    await user.clear(within(offer).getByLabelText('Senha'));
    await user.type(within(offer).getByLabelText('Senha'), 'Termas@2027');
    await user.clear(within(offer).getByLabelText('Confirmar senha'));
    await user.type(within(offer).getByLabelText('Confirmar senha'), 'Termas@2027');
    await user.click(
      within(offer).getByRole('checkbox', {
        name: 'Quero receber ofertas e novidades por e-mail',
      }),
    );
    // The password never reaches storage, even while typed.
    expect(JSON.stringify({ ...sessionStorage })).not.toContain('Termas@2027');

    await user.click(screen.getByRole('button', { name: 'Criar conta e revisar reserva' }));
    expect(await screen.findByText('Página em /checkOut/revisao')).toBeInTheDocument();

    expect(sent.find((s) => s.path.endsWith(CHECKOUT_PATHS.registerInBooking))?.body).toEqual({
      nome: 'Carla Mendes',
      email: 'carla@example.com',
      cpf: '39053344705',
      telefone: '64988887777',
      senha: 'Termas@2027',
      consentimento_email_marketing: true,
      consentimento_whatsapp_marketing: false,
    });
    // No temporary user: the account is the buyer.
    expect(sent.some((s) => s.path.endsWith(CHECKOUT_PATHS.preReservationUser))).toBe(false);
    expect(sessionSnapshot().status).toBe('authenticated');
    const asked = sent.filter((s) => s.path.endsWith(CHECKOUT_PATHS.memberPrice));
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      body: { identificador: '1-TESTTOKEN', chave_grupo: GROUP_KEY },
      auth: 'Bearer jwt-cliente-maria',
    });

    // The checkout carries the server's prices from here on.
    const review = checkoutSnapshot();
    if (review.step !== 'review') throw new Error(`step ${review.step}`);
    expect(review.hold.economiaCliente).toBe(45);
    expect(review.hold.grupo[0]!.escolha).toMatchObject({ valor_total: 855, tarifa: 'CLIENTE' });
    expect(review.hold.grupo[0]!.escolha.economia_cliente).toBeUndefined();
    expect(review.hold.preReserva[0]).toMatchObject({ valor_diaria_media: 285 });
    expect(JSON.stringify({ ...sessionStorage, ...localStorage })).not.toContain('Termas@2027');
  });

  it('offers the login in place to a CPF with an account, keeping what was typed', async () => {
    const user = userEvent.setup();
    registrationAnswers();
    memberPriceAnswers();
    holdGroup({ rooms: 1, memberSaving: 45 });
    renderPage();
    const offer = await screen.findByRole('region', { name: /^Crie sua conta/ });
    await typeBuyer(user, '52998224725');
    await user.click(
      within(offer).getByRole('checkbox', { name: 'Criar minha conta com estes dados' }),
    );
    await user.type(within(offer).getByLabelText('Senha'), 'Termas@2027');
    await user.type(within(offer).getByLabelText('Confirmar senha'), 'Termas@2027');
    await user.click(screen.getByRole('button', { name: 'Criar conta e revisar reserva' }));

    const alert = await within(offer).findByRole('alert');
    expect(alert).toHaveTextContent(
      'Este CPF já tem cadastro. Entre com a sua senha para continuar.',
    );
    await user.click(within(alert).getByRole('button', { name: 'Entrar com este CPF' }));
    expect(renderHook(() => useLoginDialogMode()).result.current).toBe('login');
    expect(renderHook(() => useLoginCpf()).result.current).toBe('52998224725');
    expect(within(principal()).getByLabelText('Nome')).toHaveValue('Carla');
    expect(checkoutSnapshot().step).toBe('guests');

    // Logged in by the dialog: the member price follows at once, on the same step.
    tokenStorage.write('jwt-cliente-maria');
    act(() => sessionActions().authenticated(customerUser));
    expect(
      await screen.findByText('Preço de cliente aplicado: R$ 45,00 a menos nesta reserva.'),
    ).toBeInTheDocument();
    expect(within(principal()).getByLabelText('Nome')).toHaveValue('Carla');
    expect(screen.queryByRole('region', { name: /^Crie sua conta/ })).not.toBeInTheDocument();
  });

  it('says when the member price could not be applied, and tries again on the next tap', async () => {
    const user = userEvent.setup();
    memberPriceAnswers(404);
    holdGroup({ rooms: 1, memberSaving: 45 });
    tokenStorage.write('jwt-cliente-maria');
    renderPage();
    act(() => sessionActions().authenticated(customerUser));
    await fillAsCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Revisar reserva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível aplicar o preço de cliente: Grupo de reservas não encontrado.',
    );
    expect(checkoutSnapshot().step).toBe('guests');

    memberPriceAnswers();
    await user.click(screen.getByRole('button', { name: 'Revisar reserva' }));
    expect(await screen.findByText('Página em /checkOut/revisao')).toBeInTheDocument();
    await waitFor(() =>
      expect(checkoutSnapshot()).toMatchObject({ hold: { economiaCliente: 45 } }),
    );
  });

  it('asks nothing where the member rate takes nothing off', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1 });
    renderPage();
    expect(await screen.findByRole('region', { name: 'Crie sua conta' })).toBeInTheDocument();
    tokenStorage.write('jwt-cliente-maria');
    act(() => sessionActions().authenticated(customerUser));
    await fillAsCustomer(user);
    await user.click(screen.getByRole('button', { name: 'Revisar reserva' }));
    expect(await screen.findByText('Página em /checkOut/revisao')).toBeInTheDocument();
    await afterRequestsSoFar();
    expect(sent.some((s) => s.path.endsWith(CHECKOUT_PATHS.memberPrice))).toBe(false);
  });
});
