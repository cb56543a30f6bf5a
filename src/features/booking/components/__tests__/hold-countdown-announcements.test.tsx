import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { CHECKOUT_PATHS } from '@/api/contract/checkout';
import { env } from '@/config/env';
import { server } from '@/testing/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { toastActions } from '@/stores/toasts';
import { renderWithProviders } from '@/testing/render';
import { holdGroup } from '../../testing/held-group';
import { HOLD_EXPIRED_MESSAGE } from '../../utils/hold-expiry';
import { FIVE_MINUTES_LEFT, HoldCountdown, ONE_MINUTE_LEFT } from '../hold-countdown';
import { resetBooking } from '@/features/booking/testing/checkout-store';

/**
 * WCAG 2.2.1 (timing adjustable): the hold cannot be extended (the inventory hold is the
 * essential exception, README), so the visitor is warned in time, in a way screen readers
 * announce, without an announcement every second; and the expiry itself is announced.
 */

const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

/** The nearest live region around `element` (itself included), if any. */
function liveRegionAround(element: HTMLElement): Element | null {
  return element.closest(
    '[aria-live]:not([aria-live="off"]),[role="status"],[role="alert"],[role="log"],[role="marquee"]',
  );
}

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
  });
  vi.setSystemTime(new Date('2030-07-01T12:00:00Z'));
});
afterEach(async () => {
  await act(async () => {
    await vi.runOnlyPendingTimersAsync();
  });
  vi.useRealTimers();
  resetBooking();
  toastActions().toastDismissed();
});

function renderCountdown() {
  holdGroup();
  return renderWithProviders(
    <>
      <HoldCountdown />
      <Toaster />
    </>,
    { route: '/checkOut' },
  );
}

describe('hold countdown for screen readers', () => {
  it('keeps the ticking time out of any live region (a timer, not announced each second)', () => {
    renderCountdown();
    const timer = screen.getByRole('timer');
    expect(timer).not.toHaveAttribute('aria-live');
    expect(liveRegionAround(timer)).toBeNull();
    advance(1800 - 301);
    // Even in the last five minutes the seconds stay silent; only the fixed messages speak.
    expect(liveRegionAround(screen.getByRole('timer'))).toBeNull();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('at 5 minutes: an alert dialog reads out the time left, and the status says it too', () => {
    renderCountdown();
    advance(1800 - 300);
    const dialog = screen.getByRole('alertdialog', { name: 'Sua reserva está quase expirando' });
    expect(dialog).toHaveAccessibleDescription(
      'Restam 05:00 para concluir a reserva. Depois disso os quartos serão liberados.',
    );
    expect(screen.getByRole('button', { name: 'Continuar' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent(FIVE_MINUTES_LEFT);
    // The announcement does not change with the seconds: said once, not repeated.
    advance(30);
    expect(screen.getByRole('status')).toHaveTextContent(FIVE_MINUTES_LEFT);
  });

  it('at 1 minute the status says so once more, before the end', () => {
    renderCountdown();
    advance(1800 - 61);
    expect(screen.getByRole('status')).toHaveTextContent(FIVE_MINUTES_LEFT);
    advance(1);
    expect(screen.getByRole('status')).toHaveTextContent(ONE_MINUTE_LEFT);
    expect(screen.getByRole('timer')).toHaveTextContent('01:00');
  });

  it('the expiry is announced as an alert', async () => {
    server.use(
      http.post(`${env.api.main}${CHECKOUT_PATHS.group}`, () =>
        HttpResponse.json({
          identificador: '1-TESTTOKEN',
          estado: 'expirado',
          agora: new Date().toISOString(),
          expira_em: null,
          reservas: [],
          pagamento: null,
        }),
      ),
    );
    renderCountdown();
    advance(1800);
    await act(() => vi.waitFor(() => expect(screen.getByRole('alert')).toBeInTheDocument()));
    expect(screen.getByRole('alert')).toHaveTextContent(HOLD_EXPIRED_MESSAGE);
  });
});
