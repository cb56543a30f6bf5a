import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_PATHS, type RelatorioReservasRequest } from '@/api/contract/account';
import { env } from '@/config/env';
import { server } from '@/testing/server';
import { reservation } from '@/testing/fixtures/account';
import { renderReservationsPage } from './render-reservations';

const reportUrl = `${env.api.main}${ACCOUNT_PATHS.reservationsReport}`;
const card = (numero: string) => screen.findByRole('article', { name: `Reserva ${numero}` });

function captureReports() {
  const bodies: RelatorioReservasRequest[] = [];
  server.use(
    http.post(reportUrl, async ({ request }) => {
      bodies.push((await request.json()) as RelatorioReservasRequest);
      return HttpResponse.json([]);
    }),
  );
  return bodies;
}

// Typing into a rendered route is slow on a busy machine; the default 5 s is too tight.
describe('reservations report', { timeout: 20_000 }, () => {
  it('lists each reservation with its details and status', async () => {
    renderReservationsPage();
    const first = await card('AUR-1001');
    expect(within(first).getByText('Thermas Aurora')).toBeInTheDocument();
    expect(within(first).getByText('Apartamento Luxo')).toBeInTheDocument();
    expect(within(first).getByText('Café da manhã')).toBeInTheDocument();
    expect(within(first).getByText('10/07/2026 a 13/07/2026')).toBeInTheDocument();
    expect(within(first).getByText('2 adultos, 1 criança')).toBeInTheDocument();
    expect(within(first).getByText('R$ 2.150,50')).toBeInTheDocument();
    expect(within(first).getByText('Confirmada')).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(4);
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('4 reservas encontradas.');
  });

  it('lists the extras paid with the group on each of its rooms (issue 29)', async () => {
    server.use(
      http.post(reportUrl, () =>
        HttpResponse.json([
          reservation({
            numero_reserva: 'AUR-2001',
            extras_grupo: [
              {
                nome: 'Late check-out até 16:00',
                quando: '13/07/2026',
                quantidade: 1,
                valor: 120,
              },
            ],
          }),
        ]),
      ),
    );
    renderReservationsPage();
    const first = await card('AUR-2001');
    expect(within(first).getByText('Extras do grupo')).toBeInTheDocument();
    expect(
      within(first).getByText('Late check-out até 16:00: 13/07/2026, quantidade 1 (R$ 120,00)'),
    ).toBeInTheDocument();
  });

  it('offers to add park tickets and extras to a paid stay not over yet (issue 29)', async () => {
    server.use(
      http.post(reportUrl, () =>
        HttpResponse.json([
          reservation({
            numero_reserva: 'AUR-3001',
            data_chegada: '10/07/2099',
            data_partida: '12/07/2099',
          }),
          reservation({ numero_reserva: 'AUR-3002', data_partida: '12/07/2020' }),
          reservation({
            numero_reserva: 'AUR-3003',
            data_partida: '12/07/2099',
            status_id: 1,
            status: 'Pré-reserva',
          }),
        ]),
      ),
    );
    renderReservationsPage();
    const add = within(await card('AUR-3001')).getByRole('link', {
      name: 'Adicionar ingressos e extras',
    });
    expect(add).toHaveAttribute('href', '/minhaConta/reservas/AUR-3001/adicionar');
    for (const past of ['AUR-3002', 'AUR-3003']) {
      expect(
        within(await card(past)).queryByRole('link', { name: 'Adicionar ingressos e extras' }),
      ).toBeNull();
    }
  });

  it('offers WhatsApp on each reservation, its number already typed', async () => {
    renderReservationsPage();
    const first = await card('AUR-1001');
    const chat = within(first).getByRole('link', {
      name: 'Falar no WhatsApp sobre a reserva AUR-1001 (abre o WhatsApp em outra aba)',
    });
    const href = new URL(chat.getAttribute('href')!);
    expect(href.host).toBe('wa.me');
    expect(href.pathname).toBe(`/${env.whatsappNumber}`);
    expect(href.searchParams.get('text')).toBe(
      'Olá! Gostaria de falar sobre a minha reserva AUR-1001 no Thermas Aurora.',
    );
  });

  it('sends every filter field, and empty ones after Limpar', async () => {
    const user = userEvent.setup();
    renderReservationsPage();
    await card('AUR-1001');
    const bodies = captureReports();
    await user.type(screen.getByLabelText('Reserva de'), '01032026');
    await user.type(screen.getByLabelText('Reserva até'), '31032026');
    await user.type(screen.getByLabelText('Estadia de'), '01072026');
    await user.type(screen.getByLabelText('Estadia até'), '31072026');
    await user.type(screen.getByLabelText('Número da reserva'), ' AUR-1001 ');
    await user.selectOptions(await screen.findByLabelText('Status'), 'Confirmada');
    await user.selectOptions(screen.getByLabelText('Hotel'), 'Aurora Resort');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(await screen.findByText('Nenhuma reserva encontrada.')).toBeInTheDocument();
    expect(bodies[0]).toEqual({
      data_reserva_inicio: '01/03/2026',
      data_reserva_fim: '31/03/2026',
      data_estadia_inicio: '01/07/2026',
      data_estadia_fim: '31/07/2026',
      numero_reserva: 'AUR-1001',
      status: 2,
      id_hotel: 6,
    });

    await user.click(screen.getByRole('button', { name: 'Limpar' }));
    await vi.waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toMatchObject({
      data_reserva_inicio: '',
      numero_reserva: '',
      status: 0,
      id_hotel: 0,
    });
    expect(screen.getByLabelText('Reserva de')).toHaveValue('');
  });

  it('refuses a period that ends before it starts', async () => {
    const user = userEvent.setup();
    renderReservationsPage();
    await card('AUR-1001');
    const bodies = captureReports();
    await user.type(screen.getByLabelText('Estadia de'), '10072026');
    await user.type(screen.getByLabelText('Estadia até'), '09072026');
    await user.type(screen.getByLabelText('Reserva de'), '31022026');
    await user.click(screen.getByRole('button', { name: 'Filtrar' }));
    expect(
      screen.getByText('A data final da estadia deve ser igual ou posterior à inicial.'),
    ).toBeVisible();
    expect(screen.getByText('Data válida (dd/mm/yyyy)')).toBeVisible();
    expect(screen.getByLabelText('Estadia até')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('shows the empty state', async () => {
    server.use(http.post(reportUrl, () => HttpResponse.json([])));
    renderReservationsPage();
    expect(await screen.findByText('Nenhuma reserva encontrada.')).toBeInTheDocument();
  });

  it('shows the error and retries', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        reportUrl,
        () => HttpResponse.json({ erro: 'Relatório indisponível.' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    // As in production: StrictMode's rehearsal would ask twice and show the second answer.
    renderReservationsPage({ strictMode: false });
    expect(await screen.findByRole('alert')).toHaveTextContent('Relatório indisponível.');
    await user.click(screen.getByRole('button', { name: 'Tentar novamente' }));
    expect(await card('AUR-1001')).toBeInTheDocument();
  });

  it('confirms a pre-reservation and updates its row straight away', async () => {
    const user = userEvent.setup();
    renderReservationsPage();
    const pre = await card('AUR-1002');
    expect(within(pre).getByText('Pré-reserva')).toBeInTheDocument();
    expect(within(await card('AUR-1001')).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    await user.click(within(pre).getByRole('button', { name: 'Confirmar' }));
    expect(await within(pre).findByText('Confirmada')).toBeInTheDocument();
    expect(within(pre).queryByRole('button', { name: 'Confirmar' })).toBeNull();
    expect(await screen.findByText('Reserva AUR-1002 confirmada.')).toBeInTheDocument();
  });
});
