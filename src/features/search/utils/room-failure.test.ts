import { describe, expect, it } from 'vitest';
import type { LinhaDisponibilidade } from '@/api/contract/search';
import { roomFailure } from './room-failure';

const row = (quarto: number) => ({ quarto }) as LinhaDisponibilidade;

describe('roomFailure (issue 28)', () => {
  it('a room with offers has no failure', () => {
    expect(roomFailure(0, [row(0)], [row(0)])).toBeNull();
  });

  it('a room whose room types are all unpriced is sold out; one with none listed, too large', () => {
    expect(roomFailure(1, [row(0)], [row(1)])).toBe('esgotado');
    expect(roomFailure(1, [row(0)], [row(0)])).toBe('lotacao');
  });
});
