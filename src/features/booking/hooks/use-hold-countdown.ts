import { useEffect, useState } from 'react';
import { HOLD_SECONDS } from '../utils/group-rules';

/** product-rules §10: warn before expiry. The dialog and the first announcement come at 5 minutes. */
export const HOLD_WARNING_SECONDS = 300;
/** A last announcement at 1 minute. */
export const HOLD_FINAL_SECONDS = 60;

/**
 * Whole seconds left until `expiresAt` (ISO, the server's deadline), never below 0; 0 when
 * there is no hold. `serverNow` is the server's time: the device's clock plus its offset.
 */
export function secondsUntil(expiresAt: string | null, serverNow: number): number {
  if (!expiresAt) return 0;
  const end = Date.parse(expiresAt);
  if (!Number.isFinite(end)) return 0;
  return Math.max(0, Math.ceil((end - serverNow) / 1000));
}

/** mm:ss */
export function formatCountdown(seconds: number): string {
  const m = Math.floor(seconds / 60);
  const s = seconds % 60;
  return `${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * Seconds left of the hold, recomputed every second from the server's deadline and the
 * device's measured offset to the server's clock (not counted down from a start value, and
 * never from the device clock alone), so a reload, a sleeping tab or a device clock that is
 * minutes wrong still shows the server's time left.
 */
export function useHoldCountdown(holdExpiresAt: string | null, relogioOffsetMs = 0) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    setNow(Date.now());
    if (!holdExpiresAt) return;
    const timer = window.setInterval(() => setNow(Date.now()), 1000);
    return () => window.clearInterval(timer);
  }, [holdExpiresAt]);
  // The server stores its deadline in whole seconds, rounded up, so a new hold ends up to a
  // second after 30 minutes from now: never show more than the hold's length ('30:01').
  const secondsLeft = Math.min(HOLD_SECONDS, secondsUntil(holdExpiresAt, now + relogioOffsetMs));
  return {
    secondsLeft,
    expired: holdExpiresAt !== null && secondsLeft === 0,
    warning: secondsLeft > 0 && secondsLeft <= HOLD_WARNING_SECONDS,
  };
}
