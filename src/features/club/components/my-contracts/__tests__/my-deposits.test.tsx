import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  DEPOSIT_CANCEL_PATHS,
  type DepositCancelRequest,
} from '@/api/contract/deposit-cancellation';
import { env } from '@/config/env';
import { tokenStorage } from '@/lib/http/token-storage';
import { sessionActions } from '@/stores/session';
import { expectNoAxeViolations } from '@/testing/axe';
import { fixtureMemberDeposits } from '@/testing/fixtures/club-member-extras';
import { clubMemberUser } from '@/testing/fixtures/users';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { MyDeposits } from '../my-deposits';

const url = (path: string) => `${env.api.main}${path}`;
const CONFIRMED = 'Semana de 06/03/2027 a 13/03/2027, Lacqua Aurora Residence';

let sent: DepositCancelRequest[] = [];

beforeEach(() => {
  tokenStorage.write('jwt-socio-joao');
  sessionActions().authenticated(clubMemberUser);
  sent = [];
  server.events.on('request:start', async ({ request }) => {
    if (request.url.endsWith(DEPOSIT_CANCEL_PATHS.cancel)) {
      sent.push((await request.clone().json()) as DepositCancelRequest);
    }
  });
});
afterEach(() => {
  server.events.removeAllListeners();
  sessionActions().loggedOut();
  tokenStorage.clear();
});

describe("the member's deposits", () => {
  it('shows each deposit, the effect of cancelling one, and cancels only when confirmed', async () => {
    // After the cancellation the list reads it as the sandbox would.
    server.use(
      http.post(url(DEPOSIT_CANCEL_PATHS.list), async () => {
        // As a real network: the read takes a while, so what is shown meanwhile counts.
        if (sent.some((s) => s.confirmar)) await delay(100);
        return HttpResponse.json(
          sent.some((s) => s.confirmar)
            ? fixtureMemberDeposits.map((d, i) =>
                i === 0
                  ? {
                      ...d,
                      status: 'cancelado' as const,
                      pode_cancelar: false,
                      pontos_devolvidos: 9000,
                      regra_cancelamento:
                        'Reserva paga cancelada com 30 dias ou mais de antecedência: todos os pontos voltam.',
                    }
                  : d,
              )
            : fixtureMemberDeposits,
        );
      }),
    );
    const user = userEvent.setup();
    const onPointsBack = vi.fn();
    renderWithProviders(<MyDeposits onPointsBack={onPointsBack} />);
    const confirmed = await screen.findByRole('listitem', { name: CONFIRMED });
    expect(confirmed).toHaveTextContent('4 Quartos · contrato VIP-2019-000501 · 9.000 pontos');
    expect(confirmed).toHaveTextContent(
      `Confirmado (pedido ${fixtureMemberDeposits[0]!.deposito_semana_id})`,
    );
    const cancelled = screen.getByRole('listitem', { name: /^Semana de 02\/01\/2027/ });
    expect(cancelled).toHaveTextContent('Cancelado: 3.500 pontos devolvidos');
    expect(cancelled).toHaveTextContent('Regra aplicada: Reserva paga cancelada com 30 dias');
    expect(within(cancelled).queryByRole('button')).not.toBeInTheDocument();

    await user.click(
      within(confirmed).getByRole('button', { name: `Cancelar depósito: ${CONFIRMED}` }),
    );
    const confirm = await within(confirmed).findByRole('button', {
      name: 'Confirmar cancelamento',
    });
    await waitFor(() => expect(confirm).toHaveFocus());
    expect(confirm).toHaveAccessibleDescription(
      /Se cancelar agora: 9\.000 de 9\.000 pontos voltam ao contrato\. A taxa de utilização de R\$ 420,00, em aberto, é cancelada\./,
    );
    expect(sent).toEqual([{ deposito_semana_id: 418_220_731, confirmar: false }]);
    await expectNoAxeViolations();

    // Keeping it goes back, with nothing sent.
    await user.click(within(confirmed).getByRole('button', { name: 'Manter depósito' }));
    const again = within(confirmed).getByRole('button', {
      name: `Cancelar depósito: ${CONFIRMED}`,
    });
    await waitFor(() => expect(again).toHaveFocus());
    expect(sent).toHaveLength(1);

    await user.click(again);
    await user.click(
      await within(confirmed).findByRole('button', { name: 'Confirmar cancelamento' }),
    );
    expect(await within(confirmed).findByRole('status')).toHaveTextContent(
      'Depósito cancelado. 9.000 de 9.000 pontos voltam ao contrato.',
    );
    expect(sent.at(-1)).toEqual({ deposito_semana_id: 418_220_731, confirmar: true });
    expect(onPointsBack).toHaveBeenCalledTimes(1);
    // Read again: the item says what happened, and its announcement stays.
    await waitFor(() =>
      expect(screen.getByRole('listitem', { name: CONFIRMED })).toHaveTextContent(
        'Cancelado: 9.000 pontos devolvidos',
      ),
    );
    const after = screen.getByRole('listitem', { name: CONFIRMED });
    expect(within(after).getByRole('status')).toHaveTextContent('Depósito cancelado.');
    expect(within(after).queryByRole('button')).not.toBeInTheDocument();
  });

  it("says the API's refusal, and offers no cancelling without the permission", async () => {
    server.use(
      http.post(url(DEPOSIT_CANCEL_PATHS.cancel), () =>
        HttpResponse.json(
          {
            erro: 'A semana já começou: o depósito só pode ser cancelado até a véspera do check-in.',
          },
          { status: 409 },
        ),
      ),
    );
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<MyDeposits onPointsBack={() => {}} />);
    const confirmed = await screen.findByRole('listitem', { name: CONFIRMED });
    await user.click(
      within(confirmed).getByRole('button', { name: `Cancelar depósito: ${CONFIRMED}` }),
    );
    expect(await within(confirmed).findByRole('alert')).toHaveTextContent(
      'A semana já começou: o depósito só pode ser cancelado até a véspera do check-in.',
    );
    unmount();

    sessionActions().authenticated({ ...clubMemberUser, deposito_semana_cancelar: false });
    renderWithProviders(<MyDeposits onPointsBack={() => {}} />);
    const item = await screen.findByRole('listitem', { name: CONFIRMED });
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers the deposit page when there is none yet', async () => {
    server.use(http.post(url(DEPOSIT_CANCEL_PATHS.list), () => HttpResponse.json([])));
    renderWithProviders(<MyDeposits onPointsBack={() => {}} />);
    expect(await screen.findByText(/Você ainda não depositou semanas\./)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Depositar uma semana' })).toHaveAttribute(
      'href',
      '/deposito-semana',
    );
  });
});
