import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_PATHS,
  type CancelarReservaRequest,
  type ReservaResumo,
} from '@/api/contract/account';
import { CANCELLATION_PATHS, type SimularCancelamentoResponse } from '@/api/contract/cancellation';
import { env } from '@/config/env';
import { fixtureReservations } from '@/testing/fixtures/account';
import { server } from '@/testing/server';
import { FIGURES_REQUIRED } from '../cancel-dialog';
import { renderReservationsPage } from './render-reservations';
import { expectNoAxeViolations } from '@/testing/axe';

/**
 * Cancelling from 'Minhas reservas' shows what the policy keeps and what comes back before
 * the guest confirms (issue 15 §4): the server's simulation, its loading and error states.
 */

const simulateUrl = `${env.api.main}${CANCELLATION_PATHS.simulate}`;
const cancelUrl = `${env.api.main}${ACCOUNT_PATHS.cancelReservation}`;
const card = (numero: string) => screen.findByRole('article', { name: `Reserva ${numero}` });
const PENALTY: SimularCancelamentoResponse = {
  valor_pago: 1234.56,
  multa: 411.52,
  reembolso: 823.04,
  motivo: 'Cancelamento a menos de 7 dias da chegada: multa de uma diária (R$ 411,52).',
};

async function openDialog() {
  const user = userEvent.setup();
  // As in production: these tests count the simulations asked (StrictMode's rehearsal, in
  // development only, asks once more when the dialog opens).
  renderReservationsPage({ strictMode: false });
  await user.click(within(await card('AUR-1001')).getByRole('button', { name: 'Cancelar' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Cancelar reserva' }) };
}

describe('the cancel dialog’s figures', { timeout: 20_000 }, () => {
  it('shows what is kept and what comes back, in reais, before confirming; axe-clean', async () => {
    const simulated: unknown[] = [];
    const cancelled: CancelarReservaRequest[] = [];
    server.use(
      http.post(simulateUrl, async ({ request }) => {
        simulated.push(await request.json());
        await delay(50);
        return HttpResponse.json(PENALTY);
      }),
      http.post(cancelUrl, async ({ request }) => {
        cancelled.push((await request.clone().json()) as CancelarReservaRequest);
      }),
    );
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Calculando o valor do cancelamento...',
    );
    const figures = await within(dialog).findByRole('region', { name: 'Valores do cancelamento' });
    expect(simulated).toEqual([{ id_reservas_front: 501 }]);
    const terms = within(figures)
      .getAllByRole('term')
      .map((t) => t.textContent);
    const amounts = within(figures)
      .getAllByRole('definition')
      .map((d) => d.textContent);
    expect(terms).toEqual(['Valor pago', 'Multa retida', 'Valor a devolver']);
    expect(amounts).toEqual(['R$ 1.234,56', 'R$ 411,52', 'R$ 823,04']);
    expect(within(figures).getByText(PENALTY.motivo)).toBeInTheDocument();
    // Nothing is cancelled by looking.
    expect(cancelled).toHaveLength(0);
    await expectNoAxeViolations(dialog);

    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Doença');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(await card('AUR-1001')).findByText('Cancelada')).toBeInTheDocument();
    expect(cancelled).toEqual([{ id_reservas_front: 501, observacoes: 'Doença' }]);
  });

  it('says when the figures cannot be had, refuses to cancel blind, and tries again', async () => {
    let calls = 0;
    const cancelled: unknown[] = [];
    server.use(
      http.post(simulateUrl, () =>
        ++calls === 1
          ? HttpResponse.json({ erro: 'Serviço temporariamente indisponível.' }, { status: 503 })
          : HttpResponse.json(PENALTY),
      ),
      http.post(cancelUrl, async ({ request }) => {
        cancelled.push(await request.clone().json());
      }),
    );
    const { user, dialog } = await openDialog();
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Não foi possível calcular o valor do cancelamento.');
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Doença');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(within(dialog).getByText(FIGURES_REQUIRED)).toBeInTheDocument();
    expect(cancelled).toHaveLength(0);

    await user.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    expect(await within(dialog).findByText('R$ 823,04')).toBeInTheDocument();
  });
});

describe('cancelling a contract booking', { timeout: 20_000 }, () => {
  it('shows the points that come back, then cancels through /reserva-drvc/cancelar', async () => {
    const contractBooking: ReservaResumo = {
      ...fixtureReservations[0]!,
      id_reservas_front: 777,
      numero_reserva: 'AUR-2026-000777',
      numero_contrato: 'VIP-2019-000501',
      pontos: 3000,
    };
    const plainCancels: unknown[] = [];
    const contractCancels: unknown[] = [];
    server.use(
      http.post(`${env.api.main}${ACCOUNT_PATHS.reservationsReport}`, () =>
        HttpResponse.json([contractBooking]),
      ),
      http.post(simulateUrl, () =>
        HttpResponse.json({
          valor_pago: 1200,
          multa: 0,
          reembolso: 1200,
          motivo: 'Cancelamento grátis.',
          pontos_usados: 3000,
          pontos_devolvidos: 1500,
          regra_pontos: 'De 15 a 29 dias antes da chegada: metade dos pontos volta.',
        } satisfies SimularCancelamentoResponse),
      ),
      http.post(cancelUrl, async ({ request }) => {
        plainCancels.push(await request.json());
        return HttpResponse.json({ erro: 'wrong path' }, { status: 500 });
      }),
      http.post(
        `${env.api.main}${ACCOUNT_PATHS.cancelContractReservation}`,
        async ({ request }) => {
          contractCancels.push(await request.json());
          return HttpResponse.json({
            mensagem: 'Reserva cancelada com sucesso.',
            reserva: {
              ...contractBooking,
              status_id: 3,
              status: 'Cancelada',
              pode_cancelar: false,
            },
          });
        },
      ),
    );
    const user = userEvent.setup();
    renderReservationsPage();
    const booking = await card('AUR-2026-000777');
    expect(within(booking).getByText('VIP-2019-000501 · 3.000 pontos')).toBeInTheDocument();
    await user.click(within(booking).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar reserva' });
    const figures = await within(dialog).findByRole('region', { name: 'Valores do cancelamento' });
    expect(within(figures).getByText('Pontos usados').nextSibling).toHaveTextContent(
      '3.000 pontos',
    );
    expect(
      within(figures).getByText('Pontos que voltam ao contrato').nextSibling,
    ).toHaveTextContent('1.500 pontos');
    expect(
      within(figures).getByText('De 15 a 29 dias antes da chegada: metade dos pontos volta.'),
    ).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
    await user.type(within(dialog).getByLabelText('Motivo do cancelamento'), 'Mudança de planos');
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(await card('AUR-2026-000777')).findByText('Cancelada')).toBeInTheDocument();
    expect(contractCancels).toEqual([{ id_reservas_front: 777, observacoes: 'Mudança de planos' }]);
    expect(plainCancels).toHaveLength(0);
  });
});
