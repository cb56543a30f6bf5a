import { useEffect, useState, type RefObject } from 'react';
import { afterNextPaint } from './after-next-paint';

/**
 * False until every image inside `ref` at mount has loaded (or failed) and the frame that shows
 * them has been painted. A page can hold back what competes with its largest paint until then.
 */
export function useImagesPainted(ref: RefObject<HTMLElement | null>): boolean {
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    const pending = [...(ref.current?.querySelectorAll('img') ?? [])].filter(
      (img) => !img.complete,
    );
    let cancelPaint = () => {};
    const settle = () => {
      cancelPaint = afterNextPaint(() => setPainted(true));
    };
    let left = pending.length;
    const onSettled = () => {
      left -= 1;
      if (left === 0) settle();
    };
    for (const img of pending) {
      img.addEventListener('load', onSettled, { once: true });
      img.addEventListener('error', onSettled, { once: true });
    }
    if (left === 0) settle();
    return () => {
      for (const img of pending) {
        img.removeEventListener('load', onSettled);
        img.removeEventListener('error', onSettled);
      }
      cancelPaint();
    };
  }, [ref]);
  return painted;
}
