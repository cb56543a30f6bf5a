import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EXTRA_HOLD_PATHS, EXTRAS_PATH } from '@/api/contract/extras';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { checkoutSnapshot, resetBooking } from '@/features/booking/testing/checkout-store';
import { holdGroup } from '@/features/booking/testing/held-group';
import { partyQuantities } from '@/features/booking/utils/stay-tickets';
import { GROUP_KEY } from '@/testing/fixtures/checkout';
import { fixtureCategories } from '@/testing/fixtures/tickets';
import { STAY_EXTRAS, TRANSFER } from '@/testing/fixtures/extras';
import { expectNoAxeViolations } from '@/testing/axe';
import { server } from '@/testing/server';
import CheckoutExtrasRoute from '../checkout-extras';
import { renderRoute } from './render-route';

const renderPage = () => {
  render(
    <>
      <Toaster />
    </>,
  );
  return renderRoute(
    { path: '/checkOut/extras', Component: CheckoutExtrasRoute },
    '/checkOut/extras',
  );
};

const sent: { path: string; body: unknown }[] = [];
beforeEach(() => {
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
});

const offer = (name: string) => screen.findByRole('listitem', { name });

describe('/checkOut/extras (Complete sua estadia)', { timeout: 15_000 }, () => {
  it('asks for the hotel, stay and whole party, and offers each extra with its rule', async () => {
    holdGroup({ rooms: 2, step: 'extras' });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Complete sua estadia' })).toBeVisible();
    const transfer = await offer('Traslado rodoviária de Caldas Novas');
    expect(sent.find((s) => s.path.endsWith(EXTRAS_PATH))?.body).toEqual({
      id_hotel: 1,
      data_inicio: '10/07/2030',
      data_fim: '13/07/2030',
      qtd_adultos: 4,
      qtd_criancas: 0,
    });
    expect(within(transfer).getByText('R$ 35,00 por pessoa')).toBeVisible();
    expect(
      within(transfer).getByText('Cancelamento grátis até 24 horas antes do dia do uso.'),
    ).toBeVisible();
    // The 09:00 departure is full: only 13:00 is offered on the arrival day, and its 3 seats
    // cap the party of 4.
    expect(
      within(transfer)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(expect.arrayContaining(['13:00']));
    expect(within(transfer).queryByRole('option', { name: '09:00' })).toBeNull();
    expect(within(transfer).getByRole('combobox', { name: 'Pessoas' })).toHaveValue('3');
    const parking = await offer('Estacionamento coberto');
    expect(within(parking).getByText('R$ 25,00 por noite (R$ 75,00 nesta estadia)')).toBeVisible();
    expect(within(parking).getByText('Todas as noites da estadia.')).toBeVisible();
    expect(within(parking).getByText('Cancelamento grátis até o dia do uso.')).toBeVisible();
    await expectNoAxeViolations();
  });

  it('holds an extra with the group key, lists it with the total, and lets it go', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1, step: 'extras' });
    renderPage();
    const parking = await offer('Estacionamento coberto');
    await user.selectOptions(within(parking).getByRole('combobox', { name: 'Quantidade' }), '2');
    await user.click(
      within(parking).getByRole('button', { name: 'Adicionar Estacionamento coberto · R$ 150,00' }),
    );
    expect(
      await screen.findByText('Estacionamento coberto adicionado à sua estadia.'),
    ).toBeVisible();
    expect(sent.find((s) => s.path.endsWith(EXTRA_HOLD_PATHS.hold))?.body).toEqual({
      identificador: '1-TESTTOKEN',
      chave_grupo: GROUP_KEY,
      id_extra: 106,
      quantidade: 2,
    });
    const chosen = screen.getByRole('region', { name: 'Na sua estadia' });
    expect(within(chosen).getByText('Todas as noites (10/07 a 12/07) · 2 lugares')).toBeVisible();
    expect(within(chosen).getByText('Total dos extras:')).toHaveTextContent('R$ 150,00');
    const step = checkoutSnapshot();
    expect(step.step === 'extras' && step.extras.map((e) => e.valor)).toEqual([150]);

    await user.click(
      within(chosen).getByRole('button', { name: 'Remover Estacionamento coberto' }),
    );
    expect(
      await screen.findByText('Estacionamento coberto removido da sua estadia.'),
    ).toBeVisible();
    expect(within(chosen).getByText('Nenhum extra adicionado.')).toBeVisible();
    expect(within(chosen).getByRole('heading', { name: 'Na sua estadia' })).toHaveFocus();
    expect(sent.filter((s) => s.path.endsWith(EXTRA_HOLD_PATHS.release))).toHaveLength(1);
  });

  it('reads the places again after a hold: a departure just filled leaves the card', async () => {
    const user = userEvent.setup();
    let filled = false;
    let readsAfter = 0;
    server.use(
      // Falls through to the fixture's hold; from then on the departure is full.
      http.post(`${env.api.main}${EXTRA_HOLD_PATHS.hold}`, () => {
        filled = true;
      }),
      http.post(`${env.api.main}${EXTRAS_PATH}`, () => {
        if (filled) readsAfter += 1;
        // After the hold, the 13:00 departure of the arrival day has no seat left.
        const extras = STAY_EXTRAS.map((extra) =>
          extra.nome === TRANSFER.nome && filled ? { ...extra, dias: extra.dias.slice(1) } : extra,
        );
        return HttpResponse.json({ extras });
      }),
    );
    holdGroup({ rooms: 2, step: 'extras' });
    renderPage();
    const transfer = await offer(TRANSFER.nome);
    expect(within(transfer).getByRole('combobox', { name: 'Dia' })).toHaveDisplayValue(/10\/07/);
    await user.click(
      within(transfer).getByRole('button', { name: `Adicionar ${TRANSFER.nome} · R$ 105,00` }),
    );
    expect(await screen.findByText(`${TRANSFER.nome} adicionado à sua estadia.`)).toBeVisible();
    // The card now proposes the departure day, the one with seats left.
    await vi.waitFor(() =>
      expect(within(transfer).getByRole('combobox', { name: 'Dia' })).toHaveDisplayValue(/13\/07/),
    );
    expect(readsAfter).toBe(1);
  });

  it('proposes the party’s park tickets for each day, holds a day’s, and lets it go', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 2, step: 'extras' });
    renderPage();
    // 10/07/2030 is a Wednesday (weekday prices) and 13/07/2030 a Saturday.
    const wednesday = await offer('Parque aquático · qua., 10/07');
    expect(await offer('Parque aquático · sáb., 13/07')).toBeVisible();
    expect(within(wednesday).getByRole('combobox', { name: 'Adulto · R$ 120,00' })).toHaveValue(
      '4',
    );
    expect(
      within(wednesday).getByRole('combobox', { name: 'Criança de 4 a 11 anos · R$ 80,00' }),
    ).toHaveValue('0');
    // Meia-entrada is folded, at half the day's price.
    expect(
      within(wednesday).getByRole('combobox', {
        name: 'Meia-entrada Idoso (60 anos ou mais) · R$ 60,00',
      }),
    ).not.toBeVisible();
    await user.selectOptions(
      within(wednesday).getByRole('combobox', { name: 'Adulto · R$ 120,00' }),
      '3',
    );
    await user.click(within(wednesday).getByText('Meia-entrada e outras categorias'));
    await user.selectOptions(
      within(wednesday).getByRole('combobox', {
        name: 'Meia-entrada Idoso (60 anos ou mais) · R$ 60,00',
      }),
      '1',
    );
    await user.click(
      within(wednesday).getByRole('button', {
        name: 'Adicionar 4 ingressos de qua., 10/07 · R$ 420,00',
      }),
    );
    expect(
      await screen.findByText('Ingressos do parque de qua., 10/07 adicionados à sua estadia.'),
    ).toBeVisible();
    expect(sent.find((s) => s.path.endsWith('/reserva/ingressos/reservar'))?.body).toEqual({
      identificador: '1-TESTTOKEN',
      chave_grupo: GROUP_KEY,
      data: '10/07/2030',
      ingressos: [
        { cti_id: 1, qtd: 3, valor_unitario: 120 },
        { cti_id: 5, qtd: 1, valor_unitario: 60 },
      ],
      valor_total: 420,
    });
    const chosen = screen.getByRole('region', { name: 'Na sua estadia' });
    expect(
      within(chosen).getByText('3 × Adulto, 1 × Meia-entrada Idoso (60 anos ou mais)'),
    ).toBeVisible();
    expect(within(chosen).getByText('Total dos extras:')).toHaveTextContent('R$ 420,00');
    await user.click(
      within(chosen).getByRole('button', { name: 'Remover ingressos do parque de qua., 10/07' }),
    );
    expect(
      await screen.findByText('Ingressos do parque de qua., 10/07 removido da sua estadia.'),
    ).toBeVisible();
    expect(within(chosen).getByText('Nenhum extra adicionado.')).toBeVisible();
  });

  it('proposes children’s tickets by age: free to 3, child to 11, adult from 12', () => {
    expect(
      partyQuantities(fixtureCategories('2030-07-10'), { adults: 2, childAges: [2, 7, 12] }),
    ).toEqual({ 1: 3, 2: 1, 3: 1 });
  });

  it('says in the card why the server refused, and keeps the choice', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1, step: 'extras' });
    server.use(
      http.post(`${env.api.main}${EXTRA_HOLD_PATHS.hold}`, () =>
        HttpResponse.json(
          {
            erro: 'Traslado rodoviária de Caldas Novas: não há mais vagas em 10/07/2030 às 13:00.',
          },
          { status: 409 },
        ),
      ),
    );
    renderPage();
    const transfer = await offer('Traslado rodoviária de Caldas Novas');
    await user.click(within(transfer).getByRole('button', { name: /^Adicionar/ }));
    expect(await within(transfer).findByRole('alert')).toHaveTextContent(
      'não há mais vagas em 10/07/2030 às 13:00.',
    );
    expect(within(transfer).getByRole('combobox', { name: 'Horário' })).toHaveValue('13:00');
    const step = checkoutSnapshot();
    expect(step.step === 'extras' && step.extras).toEqual([]);
  });

  it('is skipped in one tap, and a catalogue that fails to load does not block it', async () => {
    const user = userEvent.setup();
    holdGroup({ rooms: 1, step: 'extras' });
    server.use(
      http.post(`${env.api.main}${EXTRAS_PATH}`, () =>
        HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 422 }),
      ),
    );
    const router = renderPage();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Não foi possível carregar os extras: Serviço indisponível. Você pode continuar sem eles.',
    );
    await user.click(screen.getByRole('button', { name: 'Continuar sem extras' }));
    expect(checkoutSnapshot().step).toBe('guests');
    expect(router.state.location.pathname).toBe('/checkOut');
  });

  it('after a reload shows what was added (the checkout keeps it)', async () => {
    holdGroup({
      rooms: 1,
      step: 'extras',
      extras: [
        {
          id: 7,
          id_extra: 101,
          nome: 'Traslado rodoviária de Caldas Novas',
          dias: ['13/07/2030'],
          hora: '18:00',
          quantidade: 2,
          valor: 70,
          cancelamento_gratis_horas: 24,
        },
      ],
    });
    renderPage();
    const chosen = await screen.findByRole('region', { name: 'Na sua estadia' });
    expect(within(chosen).getByText('Traslado rodoviária de Caldas Novas')).toBeVisible();
    expect(within(chosen).getByText(/às 18:00 · 2 lugares/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeVisible();
  });
});
