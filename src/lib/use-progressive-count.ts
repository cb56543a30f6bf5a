import { startTransition, useEffect, useState } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * How many of `total` items to render: `first` at once, then `step` more after each painted
 * frame. A long list (a search of every hotel: 13 hotels, 130 room types) then renders and lays
 * out in several short tasks, each under a phone's 50 ms, instead of one that freezes the page for
 * a quarter of a second. Each step is a transition, so a click or a key meanwhile comes first.
 */
export function useProgressiveCount(total: number, first: number, step: number): number {
  const [count, setCount] = useState(first);
  useEffect(() => {
    if (count >= total) return;
    return afterNextPaint(() => startTransition(() => setCount((shown) => shown + step)));
  }, [count, total, step]);
  return Math.min(count, total);
}
