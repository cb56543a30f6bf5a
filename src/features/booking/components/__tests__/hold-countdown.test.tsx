import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CHECKOUT_PATHS, type GrupoReservaResponse } from '@/api/contract/checkout';
import { Toaster } from '@/components/ui/toaster';
import { env } from '@/config/env';
import { toastActions } from '@/stores/toasts';
import { GROUP_KEY } from '@/testing/fixtures/checkout';
import { renderWithProviders } from '@/testing/render';
import { server } from '@/testing/server';
import { holdGroup } from '../../testing/held-group';
import { FIVE_MINUTES_LEFT, HoldCountdown, ONE_MINUTE_LEFT } from '../hold-countdown';
import {
  checkoutActions,
  checkoutSnapshot,
  resetBooking,
} from '@/features/booking/testing/checkout-store';

const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));
const url = (path: string) => `${env.api.main}${path}`;

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
  });
  vi.setSystemTime(new Date('2030-07-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  resetBooking();
  toastActions().toastDismissed();
});

function renderCountdown() {
  return renderWithProviders(
    <>
      <HoldCountdown />
      <Toaster />
    </>,
    { route: '/checkOut' },
  );
}

/** The server's answer about the group, and what the site asked and cancelled. */
function serverSays(
  state: Partial<GrupoReservaResponse> | 'unreachable',
  cancel: 'ok' | 'fails' = 'ok',
) {
  const asked: unknown[] = [];
  const cancelled: unknown[] = [];
  server.use(
    http.post(url(CHECKOUT_PATHS.group), async ({ request }) => {
      asked.push(await request.json());
      if (state === 'unreachable') return HttpResponse.error();
      return HttpResponse.json({
        identificador: '1-TESTTOKEN',
        agora: new Date().toISOString(),
        expira_em: null,
        reservas: [],
        pagamento: null,
        estado: 'expirado',
        ...state,
      });
    }),
    http.post(url(CHECKOUT_PATHS.cancel), async ({ request }) => {
      cancelled.push(await request.json());
      return cancel === 'ok'
        ? HttpResponse.json({ mensagem: 'Reserva cancelada.' })
        : HttpResponse.error();
    }),
  );
  return { asked, cancelled };
}

// The server's answer, with the client's retries and backoff when it cannot be reached.
const settle = () =>
  act(() =>
    vi.waitFor(() => expect(screen.queryByText('Verificando sua reserva…')).toBeNull(), {
      timeout: 10_000,
    }),
  );

describe('hold countdown (1800 s)', () => {
  it('shows the time left from the hold, every second', () => {
    holdGroup();
    renderCountdown();
    expect(screen.getByRole('timer')).toHaveTextContent('Sua reserva está garantida por 30:00');
    advance(61);
    expect(screen.getByRole('timer')).toHaveTextContent('Sua reserva está garantida por 28:59');
  });

  it('announces and warns at 5 minutes, then announces 1 minute', () => {
    holdGroup();
    renderCountdown();
    expect(screen.getByRole('status')).toHaveTextContent('');
    advance(1800 - 301);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(FIVE_MINUTES_LEFT);
    expect(FIVE_MINUTES_LEFT).toBe('Restam 5 minutos para concluir a reserva.');
    const dialog = screen.getByRole('alertdialog', { name: 'Sua reserva está quase expirando' });
    act(() => screen.getByRole('button', { name: 'Continuar' }).click());
    expect(dialog).not.toBeInTheDocument();
    advance(240);
    expect(screen.getByRole('status')).toHaveTextContent(ONE_MINUTE_LEFT);
  });

  it('never shows more than 30:00 when the deadline, in whole seconds, falls just after', () => {
    vi.setSystemTime(new Date('2030-07-01T12:00:00.400Z'));
    holdGroup();
    // The server's deadline: its clock rounded up to the second, plus 30 minutes.
    checkoutActions().deadlineMoved('2030-07-01T12:30:01.000Z');
    renderCountdown();
    expect(screen.getByRole('timer')).toHaveTextContent('Sua reserva está garantida por 30:00');
    advance(2);
    expect(screen.getByRole('timer')).toHaveTextContent('Sua reserva está garantida por 29:59');
  });

  it('keeps the right time after a reload (computed from holdExpiresAt)', () => {
    holdGroup();
    vi.setSystemTime(new Date(Date.now() + 600_000));
    renderCountdown();
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
  });

  it("counts the server's time, not a device clock that is 30 minutes fast", () => {
    // Measured at the hold: the server's clock is 30 minutes behind this device's.
    holdGroup({ relogioOffsetMs: -30 * 60_000 });
    renderCountdown();
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    advance(600);
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
    expect(checkoutSnapshot().step).toBe('guests');
  });

  it("counts the server's time with a device clock 30 minutes slow, and ends on time", async () => {
    const { asked } = serverSays({ estado: 'expirado' });
    holdGroup({ relogioOffsetMs: 30 * 60_000 });
    renderCountdown();
    expect(screen.getByRole('timer')).toHaveTextContent('30:00');
    advance(1800);
    await settle();
    expect(asked).toHaveLength(1);
    expect(checkoutSnapshot().step).toBe('choosing');
  });

  it('at zero asks the server; an expired group sends the guest to the search, rooms released', async () => {
    const { asked, cancelled } = serverSays({ estado: 'expirado' });
    holdGroup();
    const { router } = renderCountdown();
    advance(1800);
    await settle();
    // Asked with the release key: a visitor has no token.
    expect(asked).toEqual([{ identificador: '1-TESTTOKEN', chave_grupo: GROUP_KEY }]);
    // The server's sweep released them; the site sends nothing more.
    expect(cancelled).toEqual([]);
    expect(checkoutSnapshot()).toEqual({ step: 'choosing' });
    expect(router.state.location.pathname).toBe('/hotelSearch');
    expect(
      screen.getByText(
        'O tempo para concluir a reserva expirou e os quartos foram liberados. Faça uma nova busca.',
      ),
    ).toBeInTheDocument();
  });

  it("runs on to the server's later deadline (a PIX extended it), cancelling nothing", async () => {
    const later = new Date(Date.now() + 1800_000 + 600_000).toISOString();
    const { cancelled } = serverSays({
      estado: 'aguardando_pagamento',
      agora: new Date(Date.now() + 1800_000).toISOString(),
      expira_em: later,
    });
    holdGroup();
    renderCountdown();
    advance(1800);
    await settle();
    expect(screen.getByRole('timer')).toHaveTextContent('10:00');
    expect(checkoutSnapshot()).toMatchObject({ step: 'guests', hold: { holdExpiresAt: later } });
    expect(cancelled).toEqual([]);
  });

  it('when the server cannot be asked, releases the rooms itself and says so only if it worked', async () => {
    const { cancelled } = serverSays('unreachable', 'ok');
    holdGroup({ rooms: 2 });
    renderCountdown();
    advance(1800);
    await settle();
    expect(cancelled).toHaveLength(2);
    expect(
      screen.getByText(
        'O tempo para concluir a reserva expirou e os quartos foram liberados. Faça uma nova busca.',
      ),
    ).toBeInTheDocument();
  });

  it('never says liberados when neither the server nor a release answered', async () => {
    serverSays('unreachable', 'fails');
    holdGroup();
    renderCountdown();
    advance(1800);
    await settle();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'O tempo para concluir a reserva expirou. Não foi possível liberar os quartos agora; eles serão liberados automaticamente em 01/07/2030 às',
    );
    expect(alert).not.toHaveTextContent('foram liberados');
  });
});
