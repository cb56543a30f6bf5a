import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  CHECKOUT_PATHS,
  type ConfirmarReservaGrupoRequest,
  type ConfirmarReservaGrupoResponse,
} from '@/api/contract/checkout';
import { env } from '@/config/env';
import { SERVER_ERROR_MESSAGE } from '@/lib/http/api-error';
import { resetCheckoutIds } from '@/testing/fixtures/checkout';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { checkoutSnapshot, resetBooking } from '../../testing/checkout-store';
import { holdGroup } from '../../testing/held-group';
import { POLICY_ACCEPTANCE_LABEL, ReviewStep, STILL_HELD_NOTE } from '../review-step';

/**
 * 'Confirmar e pagar' when the API is slow to answer or loses answers (README, "Retries and
 * resuming"). The /reserva handler below behaves like the sandbox: it remembers what it
 * confirmed and answers a repeat the same, so a lost answer is exactly what it is on the wire.
 */

const url = (path: string) => `${env.api.main}${path}`;

/** What /reserva confirmed, and how many requests each room got; `fault` decides a reply. */
function confirmingServer(
  fault: (id: number, attempt: number) => 'lose-answer' | 'unreachable' | 'unavailable' | null,
) {
  const confirmed = new Set<number>();
  const attempts = new Map<number, number>();
  const cancels: unknown[] = [];
  server.use(
    http.post(url(CHECKOUT_PATHS.confirm), async ({ request }) => {
      const { id_reservas_front: id } = (await request.json()) as ConfirmarReservaGrupoRequest;
      const attempt = (attempts.get(id) ?? 0) + 1;
      attempts.set(id, attempt);
      const decided = fault(id, attempt);
      if (decided === 'unreachable') return HttpResponse.error();
      if (decided === 'unavailable') {
        return HttpResponse.json({ erro: 'Reservas indisponíveis no momento.' }, { status: 503 });
      }
      confirmed.add(id);
      if (decided === 'lose-answer') return HttpResponse.error();
      const answer: ConfirmarReservaGrupoResponse = {
        numero_reserva: `AUR-${id}`,
        id_reservas_front: id,
        reserva_id: id,
      };
      return HttpResponse.json(answer);
    }),
    http.post(url(CHECKOUT_PATHS.cancel), async ({ request }) => {
      cancels.push(await request.json());
      return HttpResponse.json({ mensagem: 'Reserva cancelada.' });
    }),
  );
  return { confirmed, attempts, cancels };
}

const renderReview = () => renderWithProviders(<ReviewStep />, { route: '/checkOut/revisao' });
const confirmButton = () => screen.getByRole('button', { name: 'Confirmar e pagar' });
const acceptPolicy = () => screen.getByRole('checkbox', { name: POLICY_ACCEPTANCE_LABEL });

beforeEach(() => resetCheckoutIds());
afterEach(() => resetBooking());

describe('confirming the group when answers get lost', { timeout: 15_000 }, () => {
  it('a room whose answer was lost is sent again and confirmed once', async () => {
    const user = userEvent.setup();
    const api = confirmingServer((id, attempt) =>
      id === 9001 && attempt === 1 ? 'lose-answer' : null,
    );
    holdGroup({ rooms: 2, step: 'review', guests: true });
    const { router } = renderReview();
    await user.click(acceptPolicy());
    await user.click(confirmButton());

    await expect.poll(() => router.state.location.pathname).toBe('/pagamento');
    expect(Object.fromEntries(api.attempts)).toEqual({ 9001: 2, 9002: 1 });
    expect([...api.confirmed]).toEqual([9001, 9002]);
    expect(api.cancels).toEqual([]);
    const paying = checkoutSnapshot();
    expect(paying.step === 'payment' && paying.confirmacoes.map((c) => c.numero_reserva)).toEqual([
      'AUR-9001',
      'AUR-9002',
    ]);
  });

  it.each([
    ['no answer ever comes', 'unreachable', SERVER_ERROR_MESSAGE],
    ['the API stays unavailable', 'unavailable', 'Reservas indisponíveis no momento.'],
  ] as const)(
    'when %s, the group stays held, nothing is cancelled, and confirming again resumes',
    async (_label, failure, message) => {
      const user = userEvent.setup();
      let down = true;
      const api = confirmingServer((id) => (id === 9002 && down ? failure : null));
      holdGroup({ rooms: 2, step: 'review', guests: true });
      const { router } = renderReview();
      await user.click(acceptPolicy());
      await user.click(confirmButton());

      expect(await screen.findByRole('alert')).toHaveTextContent(`${message} ${STILL_HELD_NOTE}`);
      // The client tried three times, then left the decision to the visitor.
      expect(api.attempts.get(9002)).toBe(3);
      expect(api.cancels).toEqual([]);
      const review = checkoutSnapshot();
      if (review.step !== 'review') throw new Error(`step ${review.step}`);
      expect(review.hold.preReserva).toHaveLength(2);
      expect(review.confirmacoes.map((c) => c?.numero_reserva ?? null)).toEqual(['AUR-9001', null]);
      expect(router.state.location.pathname).toBe('/checkOut/revisao');

      down = false;
      await user.click(confirmButton());
      await expect.poll(() => router.state.location.pathname).toBe('/pagamento');
      // Room 1 was remembered: only room 2 went again.
      expect(Object.fromEntries(api.attempts)).toEqual({ 9001: 1, 9002: 4 });
      expect(api.cancels).toEqual([]);
    },
  );
});
