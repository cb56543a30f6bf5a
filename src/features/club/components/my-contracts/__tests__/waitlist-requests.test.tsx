import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  WAITLIST_PATHS,
  type WaitlistChangeRequest,
  type WaitlistRequestView,
} from '@/api/contract/deposit-waitlist';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { WaitlistRequests } from '../waitlist-requests';

const url = (path: string) => `${env.api.main}${path}`;

const request = (patch: Partial<WaitlistRequestView>): WaitlistRequestView => ({
  pedido_id: 7,
  numero_contrato: 'VIP-2019-000501',
  empreendimento: 'Lacqua Aurora Residence',
  br: '4',
  inicio: '06/03/2027',
  fim: '13/03/2027',
  qtd_pontos: 9000,
  taxa_utilizacao: 420,
  criado_em: '2026-11-25T13:00:00.000Z',
  expira_em: '04/02/2027',
  expira_em_max: '04/02/2027',
  status: 'ativo',
  posicao: 2,
  deposito_semana_id: null,
  ultimo_motivo: null,
  ...patch,
});

let changes: WaitlistChangeRequest[] = [];

beforeEach(() => {
  vi.useFakeTimers({ now: new Date(2026, 10, 25, 10, 0), toFake: ['Date'] });
  changes = [];
  server.use(
    http.post(url(WAITLIST_PATHS.list), () =>
      HttpResponse.json([
        request({}),
        request({
          pedido_id: 5,
          inicio: '27/02/2027',
          fim: '06/03/2027',
          status: 'confirmado',
          posicao: null,
          deposito_semana_id: 123456789,
        }),
      ]),
    ),
    http.post(url(WAITLIST_PATHS.changeExpiry), async ({ request: r }) => {
      const body = (await r.json()) as WaitlistChangeRequest;
      changes.push(body);
      return HttpResponse.json(request({ expira_em: body.expira_em }));
    }),
    http.post(url(WAITLIST_PATHS.cancel), () =>
      HttpResponse.json(request({ status: 'cancelado', posicao: null })),
    ),
  );
});
afterEach(() => vi.useRealTimers());

describe('the waitlist on Meus contratos', () => {
  it('shows each request with its place, changes how long it waits, and cancels it', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WaitlistRequests />);
    const waiting = await screen.findByRole('listitem', {
      name: 'Semana de 06/03/2027 a 13/03/2027, Lacqua Aurora Residence',
    });
    expect(waiting).toHaveTextContent('Aguardando: posição 2 na fila, até 04/02/2027');
    const served = screen.getByRole('listitem', {
      name: 'Semana de 27/02/2027 a 06/03/2027, Lacqua Aurora Residence',
    });
    expect(served).toHaveTextContent('Atendido: depósito confirmado (pedido 123456789)');
    expect(within(served).queryByRole('button')).toBeNull();
    await expectNoAxeViolations();

    await user.selectOptions(within(waiting).getByLabelText('Esperar até'), '25/12/2026');
    expect(await within(waiting).findByText('Agora o pedido espera até 25/12/2026.')).toBeVisible();
    expect(changes).toEqual([{ pedido_id: 7, expira_em: '25/12/2026' }]);

    await user.click(within(waiting).getByRole('button', { name: /^Cancelar pedido/ }));
    expect(await screen.findByText('Pedido cancelado.')).toBeVisible();
    expect(screen.getByRole('listitem', { name: /^Semana de 06\/03\/2027/ })).toHaveTextContent(
      'Cancelado',
    );
  });

  it('shows nothing to a member with no request', async () => {
    server.use(http.post(url(WAITLIST_PATHS.list), () => HttpResponse.json([])));
    renderWithProviders(<WaitlistRequests />);
    await vi.waitFor(() => expect(screen.queryByRole('region')).toBeNull());
    expect(screen.queryByText('Lista de espera')).toBeNull();
  });
});
