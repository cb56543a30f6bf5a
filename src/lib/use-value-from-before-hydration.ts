import { useLayoutEffect, type RefObject } from 'react';

/**
 * A prerendered page shows its form before React has hydrated it, and a visitor may pick a hotel
 * or type a coupon meanwhile. Hydration then keeps what the field shows but not the state behind
 * it: React replays no change made before it. The visitor would see their hotel and search
 * every hotel. So, once mounted, a field whose value differs from the state hands it over, and
 * what the visitor sees is what the site uses. In a client render the two are equal: no-op.
 */
export function useValueFromBeforeHydration(
  field: RefObject<HTMLInputElement | HTMLSelectElement | null>,
  value: string,
  adopt: (shown: string) => void,
) {
  useLayoutEffect(() => {
    const shown = field.current?.value;
    if (shown !== undefined && shown !== value) adopt(shown);
    // Once, when the field is mounted: every later change comes through its onChange.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
