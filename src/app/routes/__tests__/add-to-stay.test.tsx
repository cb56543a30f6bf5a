import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADD_ON_PATHS } from '@/api/contract/add-ons';
import { expectNoAxeViolations } from '@/testing/axe';
import { SPENT_OFFER_TOKEN } from '@/testing/handlers/extras';
import { server } from '@/testing/server';
import AccountAddToStayRoute from '../account-add-to-stay';
import AddToStayRoute from '../add-to-stay';
import { renderRoute } from './render-route';

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
afterEach(() => server.events.removeAllListeners());

const opened = () => sent.filter((s) => s.path.endsWith(ADD_ON_PATHS.open));

describe('adding to a paid booking (issue 29)', () => {
  it('from Minhas reservas: opens an order for the reservation, offers the stay, then the payment', async () => {
    const user = userEvent.setup();
    renderRoute(
      { path: '/minhaConta/reservas/:numero/adicionar', Component: AccountAddToStayRoute },
      '/minhaConta/reservas/AUR-1001/adicionar',
    );
    expect(
      await screen.findByText(/Sua reserva no Thermas Aurora, de 10\/07\/2030 a 13\/07\/2030/),
    ).toBeVisible();
    expect(opened().map((s) => s.body)).toEqual([{ numero_reserva: 'AUR-1001' }]);
    // The party's tickets: two adults and a child of 7.
    const day = await screen.findByRole('listitem', { name: 'Parque aquático · qua., 10/07' });
    expect(within(day).getByRole('combobox', { name: 'Adulto · R$ 120,00' })).toHaveValue('2');
    expect(
      within(day).getByRole('combobox', { name: 'Criança de 4 a 11 anos · R$ 80,00' }),
    ).toHaveValue('1');
    expect(
      screen.getByText('Escolha abaixo os ingressos ou extras que quer adicionar.'),
    ).toBeVisible();
    await expectNoAxeViolations();
    await user.click(
      within(day).getByRole('button', { name: 'Adicionar 3 ingressos de qua., 10/07 · R$ 320,00' }),
    );
    expect(
      (await screen.findAllByText('2 × Adulto, 1 × Criança de 4 a 11 anos')).length,
    ).toBeGreaterThan(0);
    expect(sent.find((s) => s.path.endsWith('/reserva/ingressos/reservar'))?.body).toMatchObject({
      identificador: 'ADD-TESTE',
      data: '10/07/2030',
    });
    await user.click(screen.getByRole('button', { name: 'Ir para o pagamento · R$ 320,00' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Pagamento dos adicionais' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'Cancelamento grátis em até 7 dias da compra, antes do dia da visita (CDC, art. 49).',
      ),
    ).toBeVisible();
    // One order per tab: nothing opened twice (StrictMode rehearses the effect).
    expect(opened()).toHaveLength(1);
  });

  it('a spent link says why, and where else to add', async () => {
    renderRoute(
      { path: '/adicionar/:token', Component: AddToStayRoute },
      `/adicionar/${SPENT_OFFER_TOKEN}`,
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Não foi possível abrir a oferta' }),
    ).toBeVisible();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este link já foi usado: os itens adicionados estão no seu e-mail.',
    );
    expect(screen.getByRole('link', { name: 'Minhas reservas' })).toHaveAttribute(
      'href',
      '/minhaConta/reservas',
    );
  });
});
