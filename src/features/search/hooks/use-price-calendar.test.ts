import { describe, expect, it } from 'vitest';
import { addChild, addRoom, setChildAge } from '@/stores/search-criteria-rules';
import { partyOf } from '../utils/party';
import { priceWindow } from './use-price-calendar';

describe('the calendar prices asked (issue 28)', () => {
  it('prices the months shown, from today at the earliest, two months at most 62 days', () => {
    const today = new Date(2026, 6, 8);
    expect(priceWindow(new Date(2026, 6, 20), 1, today)).toEqual({
      start: today,
      end: new Date(2026, 6, 31),
    });
    expect(priceWindow(new Date(2026, 6, 1), 2, new Date(2026, 5, 30))).toEqual({
      start: new Date(2026, 6, 1),
      end: new Date(2026, 7, 31),
    });
    expect(priceWindow(new Date(2026, 5, 1), 1, today)).toBeNull();
  });

  it("prices the search's rooms, or the default room of 2 adults before any is set", () => {
    expect(partyOf([])).toEqual([{ qtd_adultos: 2, criancas: [] }]);
    const [first] = addRoom([]);
    const family = setChildAge(setChildAge(addChild(addChild(first!)), 0, 4), 1, 12);
    expect(partyOf([family])).toEqual([
      { qtd_adultos: 2, criancas: [{ idade: 4 }, { idade: 12 }] },
    ]);
  });
});
