import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, type ReservaResumo } from '@/api/contract/account';
import {
  ADD_ON_CANCELLATION_PATHS,
  type AdicionalCancelavel,
  type CancelarAdicionalRequest,
  type CancelarAdicionalResponse,
} from '@/api/contract/add-on-cancellation';
import { CANCELLATION_PATHS, type SimularCancelamentoResponse } from '@/api/contract/cancellation';
import { env } from '@/config/env';
import { expectNoAxeViolations } from '@/testing/axe';
import { reservation } from '@/testing/fixtures/account';
import { server } from '@/testing/server';
import { renderReservationsPage } from './render-reservations';

/**
 * 'Cancelar ingressos ou extras' in Minhas reservas (issue 29 part 4): each paid item with its
 * own rule and the server's figures, cancelled one by one after a confirmation in place; the
 * room's own cancel says which extras go with the group's last room.
 */
const url = (path: string) => `${env.api.main}${path}`;
const card = (numero: string) => screen.findByRole('article', { name: `Reserva ${numero}` });

const LATE: AdicionalCancelavel = {
  tipo: 'extra',
  id: 71,
  nome: 'Late check-out até 16:00',
  quando: '13/07/2099',
  quantidade: 1,
  valor_pago: 120,
  multa: 0,
  reembolso: 120,
  pode_cancelar: true,
  motivo: 'Cancelamento grátis até 12/07/2099 00:00.',
};
const TICKETS: AdicionalCancelavel = {
  tipo: 'ingressos',
  id: 9,
  nome: 'Ingressos do parque aquático',
  quando: '10/07/2099',
  quantidade: 2,
  valor_pago: 240,
  multa: 240,
  reembolso: 0,
  pode_cancelar: false,
  motivo: 'O prazo de arrependimento de 7 dias terminou em 01/07/2099 10:00.',
};

function paidWithAddOns(): ReservaResumo {
  return reservation({
    id_reservas_front: 4001,
    numero_reserva: 'AUR-4001',
    data_chegada: '10/07/2099',
    data_partida: '13/07/2099',
    extras_grupo: [{ nome: LATE.nome, quando: LATE.quando, quantidade: 1, valor: 120 }],
    ingressos_grupo: [{ data: TICKETS.quando, pessoas: 2, valor: 240 }],
  });
}

describe('cancelling paid tickets and extras', { timeout: 20_000 }, () => {
  it('shows each item’s rule and figures, and cancels one after confirming; axe-clean', async () => {
    let reports = 0;
    const cancelled: CancelarAdicionalRequest[] = [];
    let items = [LATE, TICKETS];
    server.use(
      http.post(url(ACCOUNT_PATHS.reservationsReport), () => {
        reports += 1;
        const row = paidWithAddOns();
        return HttpResponse.json([
          items.some((i) => i.tipo === 'extra') ? row : { ...row, extras_grupo: undefined },
        ]);
      }),
      http.post(url(ADD_ON_CANCELLATION_PATHS.simulate), async () => {
        await delay(30);
        return HttpResponse.json({ itens: items });
      }),
      http.post(url(ADD_ON_CANCELLATION_PATHS.cancel), async ({ request }) => {
        const body = (await request.json()) as CancelarAdicionalRequest;
        cancelled.push(body);
        items = items.filter((i) => i.id !== body.id);
        const answer: CancelarAdicionalResponse = {
          mensagem:
            'Item cancelado. O reembolso é estornado na mesma forma de pagamento usada na compra.',
          cancelado: LATE,
          itens: items,
        };
        return HttpResponse.json(answer);
      }),
    );
    const user = userEvent.setup();
    renderReservationsPage({ strictMode: false });
    const room = await card('AUR-4001');
    expect(within(room).getByText('10/07/2099: 2 pessoas (R$ 240,00)')).toBeInTheDocument();
    await user.click(within(room).getByRole('button', { name: 'Cancelar ingressos ou extras' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar ingressos ou extras' });
    expect(within(dialog).getByText('Calculando o valor de cada item...')).toBeInTheDocument();
    const list = await within(dialog).findByRole('list', { name: 'Ingressos e extras pagos' });
    const late = within(list).getByRole('article', { name: LATE.nome });
    expect(
      within(late)
        .getAllByRole('definition')
        .map((d) => d.textContent),
    ).toEqual(['R$ 120,00', 'R$ 0,00', 'R$ 120,00']);
    expect(within(late).getByText(LATE.motivo)).toBeInTheDocument();
    // Tickets past their withdrawal: the reason, and no button.
    const tickets = within(list).getByRole('article', { name: TICKETS.nome });
    expect(within(tickets).getByText(TICKETS.motivo)).toBeInTheDocument();
    expect(within(tickets).queryByRole('button')).not.toBeInTheDocument();
    await expectNoAxeViolations(dialog);

    // Asking opens a confirmation in place; 'Manter' cancels nothing and gives focus back.
    const ask = within(late).getByRole('button', {
      name: 'Cancelar Late check-out até 16:00, 13/07/2099',
    });
    await user.click(ask);
    const confirm = within(late).getByRole('group', {
      name: 'Confirmar o cancelamento de Late check-out até 16:00, 13/07/2099',
    });
    expect(confirm).toHaveTextContent('Cancelar e receber R$ 120,00 de volta?');
    expect(within(confirm).getByRole('button', { name: 'Confirmar cancelamento' })).toHaveFocus();
    await expectNoAxeViolations(dialog);
    await user.click(within(confirm).getByRole('button', { name: 'Manter' }));
    expect(
      within(late).getByRole('button', { name: 'Cancelar Late check-out até 16:00, 13/07/2099' }),
    ).toHaveFocus();
    expect(cancelled).toHaveLength(0);

    await user.click(
      within(late).getByRole('button', { name: 'Cancelar Late check-out até 16:00, 13/07/2099' }),
    );
    await user.click(within(late).getByRole('button', { name: 'Confirmar cancelamento' }));
    await waitFor(() =>
      expect(within(dialog).queryByRole('article', { name: LATE.nome })).not.toBeInTheDocument(),
    );
    expect(cancelled).toEqual([{ id_reservas_front: 4001, tipo: 'extra', id: 71 }]);
    await waitFor(() =>
      expect(
        within(dialog).getByText(/Late check-out até 16:00, 13\/07\/2099: cancelado\./),
      ).toHaveFocus(),
    );
    // The list behind is read again: the extra is gone from the card.
    await waitFor(() => expect(reports).toBe(2));
    await user.click(within(dialog).getByRole('button', { name: 'Voltar' }));
    await waitFor(async () =>
      expect(within(await card('AUR-4001')).queryByText('Extras do grupo')).not.toBeInTheDocument(),
    );
  });

  it('keeps a refusal in the dialog, in Portuguese', async () => {
    server.use(
      http.post(url(ACCOUNT_PATHS.reservationsReport), () => HttpResponse.json([paidWithAddOns()])),
      http.post(url(ADD_ON_CANCELLATION_PATHS.simulate), () =>
        HttpResponse.json({ itens: [LATE] }),
      ),
      http.post(url(ADD_ON_CANCELLATION_PATHS.cancel), () =>
        HttpResponse.json(
          { erro: 'O uso deste extra já começou: ele não pode mais ser cancelado.' },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderReservationsPage({ strictMode: false });
    await user.click(
      within(await card('AUR-4001')).getByRole('button', { name: 'Cancelar ingressos ou extras' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancelar ingressos ou extras' });
    await user.click(
      await within(dialog).findByRole('button', {
        name: 'Cancelar Late check-out até 16:00, 13/07/2099',
      }),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar cancelamento' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'O uso deste extra já começou: ele não pode mais ser cancelado.',
    );
  });

  it('says which extras go with the group’s last room, and that the tickets stay', async () => {
    const figures: SimularCancelamentoResponse = {
      valor_pago: 2150.5,
      multa: 0,
      reembolso: 2150.5,
      motivo: 'Cancelamento grátis até 03/07/2099.',
      adicionais: [LATE],
      aviso_ingressos:
        'Os ingressos do parque comprados com a reserva continuam válidos. Para desistir deles, use "Cancelar ingressos ou extras".',
    };
    server.use(
      http.post(url(ACCOUNT_PATHS.reservationsReport), () => HttpResponse.json([paidWithAddOns()])),
      http.post(url(CANCELLATION_PATHS.simulate), () => HttpResponse.json(figures)),
    );
    const user = userEvent.setup();
    renderReservationsPage({ strictMode: false });
    await user.click(within(await card('AUR-4001')).getByRole('button', { name: 'Cancelar' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancelar reserva' });
    const extras = await within(dialog).findByRole('region', {
      name: 'Extras cancelados com a reserva',
    });
    expect(within(extras).getByRole('listitem')).toHaveTextContent(
      'Late check-out até 16:00, 13/07/2099: R$ 120,00 de volta. Cancelamento grátis até 12/07/2099 00:00.',
    );
    expect(within(dialog).getByText(figures.aviso_ingressos!)).toBeInTheDocument();
    await expectNoAxeViolations(dialog);
  });
});
