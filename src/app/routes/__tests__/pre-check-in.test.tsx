import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { ACCOUNT_PATHS, type PreCheckInEnviarRequest } from '@/api/contract/account';
import { env } from '@/config/env';
import { paths } from '@/config/paths';
import { VALID_PRE_CHECK_IN } from '@/testing/fixtures/account';
import { resetReservationsDb } from '@/testing/handlers/account';
import { server } from '@/testing/server';
import PreCheckInRoute from '../pre-check-in';
import { renderRoute } from './render-route';

const submitUrl = `${env.api.main}${ACCOUNT_PATHS.preCheckInSubmit}`;
const open = (reserva: string, token: string) =>
  renderRoute(
    { path: paths.preCheckIn.path, Component: PreCheckInRoute },
    paths.preCheckIn.getHref(reserva, token),
  );

beforeEach(() => resetReservationsDb());

describe('/pre-check-in/:reserva/:tokenPre', { timeout: 20_000 }, () => {
  it('says so when the link is invalid or expired', async () => {
    open(VALID_PRE_CHECK_IN.reserva, 'token-errado');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link de pré-check-in é inválido ou expirou.',
    );
    expect(screen.queryByRole('button', { name: 'Enviar pré-check-in' })).toBeNull();
  });

  it('shows the reservation, takes guests and arrival time, and finishes', async () => {
    const user = userEvent.setup();
    const bodies: PreCheckInEnviarRequest[] = [];
    server.use(
      http.post(submitUrl, async ({ request }) => {
        bodies.push((await request.clone().json()) as PreCheckInEnviarRequest);
      }),
    );
    open(VALID_PRE_CHECK_IN.reserva, VALID_PRE_CHECK_IN.token);
    const summary = await screen.findByRole('region', { name: 'Sua reserva' });
    expect(within(summary).getByText('AUR-1001')).toBeInTheDocument();
    expect(within(summary).getByText('Thermas Aurora')).toBeInTheDocument();
    const adult1 = within(screen.getByRole('group', { name: 'Adulto 1' }));
    expect(adult1.getByLabelText('Nome')).toHaveValue('Maria');

    const arrival = screen.getByLabelText('Horário previsto de chegada');
    await user.type(arrival, '2500');
    await user.click(screen.getByRole('button', { name: 'Enviar pré-check-in' }));
    expect(screen.getByText('Informe o horário no formato HH:mm (00:00 a 23:59).')).toBeVisible();
    expect(bodies).toHaveLength(0);

    await user.clear(arrival);
    await user.type(arrival, '1530');
    await user.click(screen.getByRole('button', { name: 'Enviar pré-check-in' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Pré-check-in concluído! Até breve.',
    );
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      numero_reserva: 'AUR-1001',
      token: VALID_PRE_CHECK_IN.token,
      horario_chegada: '15:30',
    });
    expect(bodies[0]?.hospedes.map((g) => [g.nome, g.tipo_documento])).toEqual([
      ['Maria', 'CPF'],
      ['Carlos', ''],
      ['Ana', ''],
    ]);
  });

  it('keeps the form and shows the reason when sending fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(submitUrl, () =>
        HttpResponse.json({ erro: 'Link já utilizado.' }, { status: 409 }),
      ),
    );
    open(VALID_PRE_CHECK_IN.reserva, VALID_PRE_CHECK_IN.token);
    await user.type(await screen.findByLabelText('Horário previsto de chegada'), '0945');
    await user.click(screen.getByRole('button', { name: 'Enviar pré-check-in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Link já utilizado.');
    expect(screen.getByRole('button', { name: 'Enviar pré-check-in' })).toBeEnabled();
  });
});
