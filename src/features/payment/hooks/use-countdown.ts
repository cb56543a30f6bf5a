import { useEffect, useState } from 'react';

const secondsUntil = (deadline: string, clockOffsetMs: number) =>
  Math.max(0, Math.ceil((new Date(deadline).getTime() - (Date.now() + clockOffsetMs)) / 1000));

/**
 * Whole seconds left until `deadline` (ISO, the server's), ticking every second; 0 once it has
 * passed. `clockOffsetMs` is the server's clock minus the device's, when known, so a device
 * clock that is wrong does not end a charge early or late.
 */
export function useCountdown(deadline: string, clockOffsetMs = 0): number {
  const [state, setState] = useState(() => ({
    deadline,
    left: secondsUntil(deadline, clockOffsetMs),
  }));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline, clockOffsetMs);
      setState({ deadline, left });
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline, clockOffsetMs]);

  // A new deadline shows its own time at once, before the next tick.
  return state.deadline === deadline ? state.left : secondsUntil(deadline, clockOffsetMs);
}

/** 'mm:ss' */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
