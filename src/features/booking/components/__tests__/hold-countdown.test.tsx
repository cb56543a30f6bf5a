import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '@/components/ui/toaster';
import { bookingDraftActions, bookingDraftSnapshot } from '@/stores/booking-draft';
import { toastActions } from '@/stores/toasts';
import { renderWithProviders } from '@/testing/render';
import { holdGroup } from '../../testing/held-group';
import { HOLD_EXPIRED_MESSAGE } from '../../utils/release-hold';
import { FIVE_MINUTES_LEFT, HoldCountdown, ONE_MINUTE_LEFT } from '../hold-countdown';

const advance = (seconds: number) => act(() => vi.advanceTimersByTime(seconds * 1000));

beforeEach(() => {
  vi.useFakeTimers({
    toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout', 'Date'],
  });
  vi.setSystemTime(new Date('2030-07-01T12:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
  bookingDraftActions().draftReset();
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

  it('keeps the right time after a reload (computed from holdExpiresAt)', () => {
    holdGroup();
    vi.setSystemTime(new Date(Date.now() + 600_000));
    renderCountdown();
    expect(screen.getByRole('timer')).toHaveTextContent('20:00');
  });

  it('on expiry releases the rooms, resets the draft, goes to the search and says so', async () => {
    holdGroup();
    const { router } = renderCountdown();
    advance(1800);
    expect(bookingDraftSnapshot().draft.step).toBe('choosing');
    expect(bookingDraftSnapshot().draft.preReserva).toEqual([]);
    expect(router.state.location.pathname).toBe('/hotelSearch');
    expect(
      screen.getByText(
        'O tempo para concluir a reserva expirou e os quartos foram liberados. Faça uma nova busca.',
      ),
    ).toBeInTheDocument();
    expect(HOLD_EXPIRED_MESSAGE).toContain('expirou');
    await act(async () => {
      await vi.runOnlyPendingTimersAsync();
    });
  });
});
