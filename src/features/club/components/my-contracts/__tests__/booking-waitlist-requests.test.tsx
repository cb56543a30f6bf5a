import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  BOOKING_WAITLIST_PATHS,
  type BookingWaitlistChangeRequest,
  type BookingWaitlistView,
} from '@/api/contract/booking-waitlist';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { BookingWaitlistRequests } from '../booking-waitlist-requests';

const url = (path: string) => `${env.api.main}${path}`;

const request = (patch: Partial<BookingWaitlistView>): BookingWaitlistView => ({
  pedido_id: 7,
  numero_contrato: 'VIP-2019-000501',
  hotel: 'Thermas Aurora',
  quarto: 'Standard',
  cod_pensao: 'meia',
  data_chegada: '10/01/2027',
  data_partida: '12/01/2027',
  noites: 2,
  flexibilidade_dias: 2,
  qtd_adultos: 2,
  idades_criancas: [7],
  qtd_pontos: 3000,
  criado_em: '2026-11-25T13:00:00.000Z',
  expira_em: '11/01/2027',
  expira_em_max: '11/01/2027',
  status: 'ativo',
  posicao: 2,
  numero_reserva: null,
  ultimo_motivo: null,
  ...patch,
});

let changes: BookingWaitlistChangeRequest[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 25, 10, 0), toFake: ['Date'] });
  changes = [];
  server.use(
    http.post(url(BOOKING_WAITLIST_PATHS.list), () =>
      HttpResponse.json([
        request({ ultimo_motivo: 'O contrato VIP-2019-000501 tem R$ 500,00 em atraso.' }),
        request({
          pedido_id: 5,
          quarto: 'Luxo',
          status: 'confirmado',
          posicao: null,
          numero_reserva: 'AUR-2026-0042',
        }),
      ]),
    ),
    http.post(url(BOOKING_WAITLIST_PATHS.changeExpiry), async ({ request: r }) => {
      const body = (await r.json()) as BookingWaitlistChangeRequest;
      changes.push(body);
      return HttpResponse.json(request({ expira_em: body.expira_em }));
    }),
    http.post(url(BOOKING_WAITLIST_PATHS.cancel), () =>
      HttpResponse.json(request({ status: 'cancelado', posicao: null })),
    ),
  );
});
afterEach(() => vi.useRealTimers());

describe('the bookings waitlist on Meus contratos', () => {
  it('shows each stay with its place and why it was passed over, changes its expiry, cancels it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<BookingWaitlistRequests />);
    const waiting = await screen.findByRole('listitem', {
      name: 'Standard, Thermas Aurora, de 10/01/2027 a 12/01/2027',
    });
    expect(waiting).toHaveTextContent(
      'Meia pensão · 2 adultos e 1 criança · contrato VIP-2019-000501 · 3.000 pontos · chegada até 2 dias antes ou depois',
    );
    expect(waiting).toHaveTextContent('Aguardando: posição 2 na fila, até 11/01/2027');
    expect(waiting).toHaveTextContent(
      'o pedido foi pulado: O contrato VIP-2019-000501 tem R$ 500,00 em atraso.',
    );
    const served = screen.getByRole('listitem', { name: /^Luxo/ });
    expect(served).toHaveTextContent('Atendido: reserva confirmada (reserva AUR-2026-0042)');
    expect(within(served).queryByRole('button')).toBeNull();
    expect(screen.getByRole('link', { name: 'Pedir um quarto esgotado' })).toHaveAttribute(
      'href',
      '/meus-contratos/lista-espera',
    );
    await expectNoAxeViolations();

    await user.selectOptions(within(waiting).getByLabelText('Esperar até'), '02/12/2026');
    expect(await within(waiting).findByText('Agora o pedido espera até 02/12/2026.')).toBeVisible();
    expect(changes).toEqual([{ pedido_id: 7, expira_em: '02/12/2026' }]);

    await user.click(within(waiting).getByRole('button', { name: /^Cancelar pedido/ }));
    expect(await screen.findByText('Pedido cancelado.')).toBeVisible();
  });

  it('offers a new request to a member with none', async () => {
    server.use(http.post(url(BOOKING_WAITLIST_PATHS.list), () => HttpResponse.json([])));
    renderWithProviders(<BookingWaitlistRequests />);
    expect(await screen.findByRole('link', { name: 'Pedir um quarto esgotado' })).toBeVisible();
    expect(screen.queryByRole('listitem')).toBeNull();
  });
});
