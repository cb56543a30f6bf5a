import { describe, expect, it } from 'vitest';
import { addChild, defaultRoom, setAdults } from '@/stores/search-criteria-rules';
import { roomSummary } from './room-summary';

describe('roomSummary', () => {
  it.each([
    [[], 'Quartos'],
    [[setAdults(defaultRoom(), 1)], '1 quarto, 1 adulto'],
    [[defaultRoom(), addChild(defaultRoom())], '2 quartos, 4 adultos, 1 criança'],
    [[addChild(addChild(defaultRoom()))], '1 quarto, 2 adultos, 2 crianças'],
  ])('%#: %s', (rooms, expected) => {
    expect(roomSummary(rooms)).toBe(expected);
  });
});
