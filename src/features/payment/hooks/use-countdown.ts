import { useEffect, useState } from 'react';

const secondsUntil = (deadline: string) =>
  Math.max(0, Math.ceil((new Date(deadline).getTime() - Date.now()) / 1000));

/** Whole seconds left until `deadline` (ISO), ticking every second; 0 once it has passed. */
export function useCountdown(deadline: string): number {
  const [state, setState] = useState(() => ({ deadline, left: secondsUntil(deadline) }));

  useEffect(() => {
    const timer = window.setInterval(() => {
      const left = secondsUntil(deadline);
      setState({ deadline, left });
      if (left === 0) window.clearInterval(timer);
    }, 1000);
    return () => window.clearInterval(timer);
  }, [deadline]);

  // A new deadline shows its own time at once, before the next tick.
  return state.deadline === deadline ? state.left : secondsUntil(deadline);
}

/** 'mm:ss' */
export function formatMinutesSeconds(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  return `${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}
