import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RECOVERY_PATHS } from '@/api/contract/booking-recovery';
import { RESUMED_BOOKING } from '@/testing/fixtures/booking-recovery';
import { CHECKOUT_PATHS, type PreReservaRequest } from '@/api/contract/checkout';
import { SEARCH_PATHS } from '@/api/contract/search';
import { env } from '@/config/env';
import { choiceRow } from '@/features/booking/testing/held-group';
import { checkoutSnapshot, resetBooking } from '@/features/booking/testing/checkout-store';
import { readTypedGuests } from '@/features/booking/utils/guest-form-autosave';
import { expectNoAxeViolations } from '@/testing/axe';
import { server } from '@/testing/server';
import { toastActions } from '@/stores/toasts';
import ResumeBookingRoute from '../resume-booking';
import UnsubscribeRoute from '../unsubscribe';
import { renderRoute } from './render-route';

const url = (path: string) => `${env.api.main}${path}`;
const TOKEN = 'A'.repeat(43);

const answer = RESUMED_BOOKING;

/** The link's answer, the search's rows, and what the holds sent. */
function api(rows = [choiceRow(0)], resume = () => HttpResponse.json(answer)) {
  const holds: PreReservaRequest[] = [];
  let resumed = 0;
  server.use(
    http.post(url(RECOVERY_PATHS.resume), () => {
      resumed += 1;
      return resume();
    }),
    http.post(url(SEARCH_PATHS.availability), () => HttpResponse.json(rows)),
  );
  server.events.on('request:start', async ({ request }) => {
    if (new URL(request.url).pathname.endsWith(CHECKOUT_PATHS.preReservation)) {
      holds.push((await request.clone().json()) as PreReservaRequest);
    }
  });
  return { holds, resumed: () => resumed };
}

let toastShown: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  toastShown = vi.spyOn(toastActions(), 'toastShown');
});
afterEach(() => {
  toastShown.mockRestore();
  server.events.removeAllListeners();
  resetBooking();
});

describe('/retomar-reserva/:token (issue 30)', () => {
  it("holds the e-mail's room at its price, fills the guests, and goes on to the guests step", async () => {
    const sent = api();
    renderRoute(
      { path: '/retomar-reserva/:token', Component: ResumeBookingRoute },
      `/retomar-reserva/${TOKEN}`,
    );
    expect(screen.getByRole('heading', { name: 'Retomando sua reserva' })).toBeInTheDocument();
    expect(await screen.findByText('Página em /checkOut')).toBeInTheDocument();
    // StrictMode rehearses the effect: the link is used once all the same.
    expect(sent.resumed()).toBe(1);
    expect(sent.holds).toHaveLength(1);
    expect(sent.holds[0]).toMatchObject({
      id_uh: 101,
      cod_pensao: 'cafe',
      oferta_preco: 'token-do-preco',
      valor_diaria_media: 270,
    });
    const checkout = checkoutSnapshot();
    if (checkout.step !== 'guests') throw new Error(`step ${checkout.step}`);
    expect(checkout.hold.grupo[0]!.escolha.valor_total).toBe(810);
    expect(readTypedGuests(checkout.hold.identificador)?.quartos[0]?.adultos[0]).toMatchObject({
      nome: 'Paula',
      numero_documento: '390.533.447-05',
    });
    expect(toastShown).toHaveBeenCalledWith({
      message: expect.stringMatching(
        /^Retomamos sua reserva no Thermas Aurora pelo preço do e-mail, garantido até 02\/06\/2030 às 12:00\./,
      ) as string,
      durationMs: 10_000,
    });
  });

  it('shows the hotel’s other rooms when the e-mail’s are gone', async () => {
    const sent = api([{ ...choiceRow(0), id_uh: 105, uh_nome: 'Chalé' }]);
    renderRoute(
      { path: '/retomar-reserva/:token', Component: ResumeBookingRoute },
      `/retomar-reserva/${TOKEN}`,
    );
    expect(await screen.findByText('Página em /hotelSearch')).toBeInTheDocument();
    expect(sent.holds).toEqual([]);
    expect(toastShown).toHaveBeenCalledWith(
      expect.objectContaining({
        message:
          'Os quartos do e-mail não estão mais livres nestas datas no Thermas Aurora. Veja abaixo as outras opções.',
        variant: 'warning',
      }),
    );
  });

  it('says why a spent link no longer works, with a way on', async () => {
    const erro =
      'Este link já foi usado: ele vale uma vez. Para reservar de novo, faça uma nova busca.';
    api(undefined, () => HttpResponse.json({ erro }, { status: 410 }));
    renderRoute(
      { path: '/retomar-reserva/:token', Component: ResumeBookingRoute },
      `/retomar-reserva/${TOKEN}`,
    );
    expect(
      await screen.findByRole('heading', { name: 'Não foi possível retomar a reserva' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(erro);
    expect(screen.getByRole('link', { name: 'Fazer uma nova busca' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations();
  });
});

describe('/descadastrar/:token (issue 30)', () => {
  it('unsubscribes in one click and says so', async () => {
    const mensagem = 'Pronto: você não receberá mais e-mails de ofertas e lembretes de reserva.';
    let asked = 0;
    server.use(
      http.post(url(RECOVERY_PATHS.unsubscribe), () => {
        asked += 1;
        return HttpResponse.json({ mensagem });
      }),
    );
    renderRoute(
      { path: '/descadastrar/:token', Component: UnsubscribeRoute },
      `/descadastrar/${TOKEN}`,
    );
    expect(await screen.findByText(mensagem)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Meus dados' })).toHaveAttribute(
      'href',
      '/minhaConta/meus-dados',
    );
    await waitFor(() => expect(asked).toBe(1));
    await expectNoAxeViolations();
  });

  it('says when the link is not valid', async () => {
    server.use(
      http.post(url(RECOVERY_PATHS.unsubscribe), () =>
        HttpResponse.json({ erro: 'Link de descadastro inválido.' }, { status: 404 }),
      ),
    );
    renderRoute(
      { path: '/descadastrar/:token', Component: UnsubscribeRoute },
      `/descadastrar/${TOKEN}`,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Link de descadastro inválido.');
  });
});
