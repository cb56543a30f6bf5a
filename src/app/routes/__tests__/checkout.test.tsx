import { act, cleanup, render, renderHook, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { holdGroup } from '@/features/booking/testing/held-group';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions, sessionSnapshot, useLoginDialogMode } from '@/stores/session';
import { toastActions } from '@/stores/toasts';
import { CHECKOUT_TEMPORARY_TOKEN, GROUP_KEY, resetCheckoutIds } from '@/testing/fixtures/checkout';
import { customerUser } from '@/testing/fixtures/users';
import { server } from '@/testing/server';
import CheckoutRoute from '../checkout';
import { renderRoute } from './render-route';
import { checkoutSnapshot, resetBooking } from '@/features/booking/testing/checkout-store';

function Page() {
  return (
    <>
      <CheckoutRoute />
      <Toaster />
    </>
  );
}
const renderPage = () => renderRoute({ path: '/checkOut', Component: Page }, '/checkOut');

const sent: { path: string; body: unknown }[] = [];
beforeEach(() => {
  resetCheckoutIds();
  sent.length = 0;
  server.events.on('request:start', async ({ request }) => {
    sent.push({
      path: new URL(request.url).pathname,
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
  sessionActions().loggedOut();
  sessionActions().loginDialogClosed();
  toastActions().toastDismissed();
});

const room = (n: number) => screen.getByRole('group', { name: new RegExp(`^Quarto ${n}:`) });
const adult = (roomEl: HTMLElement, n: number) =>
  within(roomEl).getByRole('group', { name: `Adulto ${n}` });

describe('/checkOut (guests step)', { timeout: 15_000 }, () => {
  it('without a hold goes back to /hotelSearch and says why', async () => {
    // The toaster lives in the shell, outside the page that redirects.
    render(
      <>
        <Toaster />
      </>,
    );
    renderPage();
    expect(await screen.findByText('Página em /hotelSearch')).toBeInTheDocument();
    expect(
      screen.getByText('Nenhuma reserva em andamento. Escolha os quartos e clique em Continuar.'),
    ).toBeInTheDocument();
  });

  it('an expired hold met on the page is released, with the expiry message', async () => {
    render(
      <>
        <Toaster />
      </>,
    );
    // The server, asked at the end, says the group expired (its sweep released the rooms).
    server.use(
      http.post(`${env.api.main}${CHECKOUT_PATHS.group}`, () =>
        HttpResponse.json({
          identificador: '1-TESTTOKEN',
          estado: 'expirado',
          agora: new Date(Date.now()).toISOString(),
          expira_em: null,
          reservas: [],
          pagamento: null,
        }),
      ),
    );
    const { hold } = holdGroup({ rooms: 1 });
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse(hold.holdExpiresAt) + 1000);
    renderPage();
    expect(await screen.findByText('Página em /hotelSearch')).toBeInTheDocument();
    expect(
      screen.getByText(
        'O tempo para concluir a reserva expirou e os quartos foram liberados. Faça uma nova busca.',
      ),
    ).toBeInTheDocument();
    expect(checkoutSnapshot().step).toBe('choosing');
    vi.restoreAllMocks();
  });

  it('a later step sends to its own route', async () => {
    holdGroup({ step: 'payment', guests: true });
    renderPage();
    expect(await screen.findByText('Página em /pagamento')).toBeInTheDocument();
  });

  it('shows the countdown, and the principal prefilled from the logged-in user', async () => {
    sessionActions().authenticated(customerUser);
    holdGroup({ rooms: 2 });
    renderPage();
    expect(await screen.findByRole('timer')).toHaveTextContent(
      /Sua reserva está garantida por (30:00|29:5\d)/,
    );
    const first = adult(room(1), 1);
    expect(within(first).getByLabelText('Nome')).toHaveValue('Maria');
    expect(within(first).getByLabelText('E-mail')).toHaveValue('maria.souza@example.com.br');
    expect(within(first).getByLabelText('CPF ou CNPJ')).toHaveValue('529.982.247-25');
    expect(within(first).getByRole('radio', { name: 'Hóspede principal' })).toBeChecked();
    expect(within(adult(room(2), 1)).getByLabelText('Nome')).toHaveValue('');
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
  });

  it('keeps what was typed across a reload before the review (nothing typed is lost)', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1 });
    renderPage();
    const first = adult(await screen.findByRole('group', { name: /^Quarto 1:/ }), 1);
    await user.type(within(first).getByLabelText('Nome'), 'Helena');
    await user.type(within(first).getByLabelText('Sobrenome'), 'Duarte');
    // A reload: the page is rebuilt from storage alone.
    cleanup();
    renderPage();
    const again = adult(await screen.findByRole('group', { name: /^Quarto 1:/ }), 1);
    expect(within(again).getByLabelText('Nome')).toHaveValue('Helena');
    expect(within(again).getByLabelText('Sobrenome')).toHaveValue('Duarte');
  });

  it('validates in Portuguese and reads the document type from its pattern', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1 });
    renderPage();
    const first = adult(await screen.findByRole('group', { name: /^Quarto 1:/ }), 1);
    // Empty, the field says the formats and no type (a screen reader reads it as the description).
    expect(within(first).getByLabelText('CPF ou CNPJ')).toHaveAccessibleDescription(
      'CPF 000.000.000-00 ou CNPJ 00.000.000/0000-00',
    );
    await user.type(within(first).getByLabelText('CPF ou CNPJ'), '11.222.333/0001-81');
    expect(within(first).getByText(/Tipo: CNPJ/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revisar reserva' }));
    expect(await within(first).findByText('Informe o nome.')).toBeInTheDocument();
    expect(
      within(first).getByText(
        'Para continuar sem login, informe o CPF do hóspede principal (000.000.000-00).',
      ),
    ).toBeInTheDocument();
    expect(checkoutSnapshot().step).toBe('guests');
  });

  it("takes a visitor's CPF typed as 11 plain digits, or pasted either way, and shows it masked", async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1 });
    renderPage();
    const first = adult(await screen.findByRole('group', { name: /^Quarto 1:/ }), 1);
    const documentField = within(first).getByLabelText('CPF ou CNPJ');
    await user.type(documentField, '71944617736');
    expect(documentField).toHaveValue('719.446.177-36');
    expect(within(first).getByText(/Tipo: CPF/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Revisar reserva' }));
    expect(await within(first).findByText('Informe o nome.')).toBeInTheDocument();
    expect(
      within(first).queryByText(
        'Para continuar sem login, informe o CPF do hóspede principal (000.000.000-00).',
      ),
    ).not.toBeInTheDocument();
    for (const pasted of ['52998224725', '529.982.247-25']) {
      await user.clear(documentField);
      await user.click(documentField);
      await user.paste(pasted);
      expect(documentField).toHaveValue('529.982.247-25');
    }
  });

  it('a visitor continues as a guest: a temporary user, not a login, then the review', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1 });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Entrar' })).toBeInTheDocument();
    // The account is made on the step itself (issue 52): the link leads there.
    expect(screen.getByRole('link', { name: 'Criar conta' })).toHaveAttribute(
      'href',
      '#conta-reserva',
    );
    const first = adult(room(1), 1);
    await user.type(within(first).getByLabelText('Nome'), 'Ana');
    await user.type(within(first).getByLabelText('Sobrenome'), 'Lima');
    await user.type(within(first).getByLabelText('E-mail'), 'ana@example.com');
    await user.type(within(first).getByLabelText('Telefone'), '64999990000');
    await user.type(within(first).getByLabelText('CPF ou CNPJ'), '529.982.247-25');
    await user.type(within(adult(room(1), 2)).getByLabelText('Nome'), 'Bruno');
    await user.type(within(adult(room(1), 2)).getByLabelText('Sobrenome'), 'Lima');
    await user.click(screen.getByRole('button', { name: 'Revisar reserva' }));
    expect(await screen.findByText('Página em /checkOut/revisao')).toBeInTheDocument();

    expect(sent.find((s) => s.path.endsWith(CHECKOUT_PATHS.preReservationUser))?.body).toEqual({
      nome: 'Ana Lima',
      email: 'ana@example.com',
      cpf: '52998224725',
      telefone: '64999990000',
      // The group and its key: this visitor is whom a recovery e-mail goes to (issue 30).
      identificador: '1-TESTTOKEN',
      chave_grupo: 'chave-de-teste-do-grupo-0123456789abcdefghi',
    });
    expect(tokenStorage.read()).toBe(CHECKOUT_TEMPORARY_TOKEN);
    expect(sessionSnapshot().status).toBe('anonymous');
    const review = checkoutSnapshot();
    if (review.step !== 'review') throw new Error(`step ${review.step}`);
    expect(review.hospedes[0]!.adultos[0]).toMatchObject({
      nome: 'Ana',
      tipo_documento: 'CPF',
      numero_documento: '529.982.247-25',
      principal: true,
    });
    expect(review.hospedes[0]!.adultos[1]).toMatchObject({ nome: 'Bruno', principal: false });
  });

  it('Entrar opens the login dialog', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Entrar' }));
    expect(renderHook(() => useLoginDialogMode()).result.current).toBe('login');
  });

  it("'Desistir da reserva' asks first, then releases the rooms with the key and says so", async () => {
    const user = userEvent.setup();
    render(
      <>
        <Toaster />
      </>,
    );
    holdGroup({ rooms: 2 });
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Desistir da reserva' }));
    const dialog = screen.getByRole('dialog', { name: 'Desistir desta reserva?' });
    await user.click(within(dialog).getByRole('button', { name: 'Continuar reservando' }));
    expect(sent.filter((r) => r.path.endsWith(CHECKOUT_PATHS.cancel))).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Desistir da reserva' }));
    await user.click(screen.getByRole('button', { name: 'Desistir e liberar os quartos' }));
    expect(await screen.findByText('Página em /hotelSearch')).toBeInTheDocument();
    expect(
      screen.getByText('Você desistiu da reserva. Os quartos foram liberados.'),
    ).toBeInTheDocument();
    expect(sent.filter((r) => r.path.endsWith(CHECKOUT_PATHS.cancel)).map((r) => r.body)).toEqual(
      [9001, 9002].map((id) => ({
        id_reservas_front: id,
        observacoes: 'Reserva abandonada pelo hóspede.',
        chave_grupo: GROUP_KEY,
      })),
    );
    expect(checkoutSnapshot().step).toBe('choosing');
  });

  it('a visitor who logs in here stays, and room 1 takes the account where nothing was typed', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1 });
    renderPage();
    const principal = adult(await screen.findByRole('group', { name: /^Quarto 1:/ }), 1);
    await user.type(within(principal).getByLabelText('E-mail'), 'outro@example.com');
    act(() => sessionActions().authenticated(customerUser));
    await waitFor(() => expect(within(principal).getByLabelText('Nome')).toHaveValue('Maria'));
    // What was typed is kept.
    expect(within(principal).getByLabelText('E-mail')).toHaveValue('outro@example.com');
    expect(screen.queryByRole('button', { name: 'Entrar' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
  });

  it("says 'Sua reserva em andamento foi recuperada.' after a reload, also in development's double mount", async () => {
    holdGroup({ rooms: 1 });
    // A reload: fresh modules read the checkout back from sessionStorage.
    vi.resetModules();
    const { default: FreshRoute } = await import('../checkout');
    const { MemoryRouter } = await import('react-router-dom');
    const freshStore = await import('@/features/booking/stores/checkout');
    expect(freshStore.reloadedSnapshot()).toBe(true);
    // Development's StrictMode mounts, unmounts and mounts again at once.
    render(
      <>
        <MemoryRouter initialEntries={['/checkOut']}>
          <FreshRoute />
        </MemoryRouter>
      </>,
      { reactStrictMode: true },
    );
    expect(await screen.findByText('Sua reserva em andamento foi recuperada.')).toBeInTheDocument();
    // Still there once the page has said so: its effects (twice, in StrictMode) cleared the flag,
    // and the page rendered again without it.
    await vi.waitFor(() => expect(freshStore.reloadedSnapshot()).toBe(false));
    expect(screen.getByText('Sua reserva em andamento foi recuperada.')).toBeInTheDocument();
    (await import('@/features/booking/testing/checkout-store')).resetBooking();
  });

  it('a reload mid-flow restores the step and says so', async () => {
    holdGroup({ rooms: 1, step: 'review', guests: true });
    vi.resetModules();
    const store = await import('@/features/booking/stores/checkout');
    const restored = store.checkoutSnapshot();
    expect(restored.step).toBe('review');
    expect(store.heldGroup(restored)?.preReserva).toHaveLength(1);
    const { result } = renderHook(() => store.useReloaded());
    expect(result.current).toBe(true);
    (await import('@/features/booking/testing/checkout-store')).resetBooking();
  });
});
