import { describe, expect, it } from 'vitest';
import { ApiError } from './api-error';
import { unwrapAdmin } from './admin-envelope';

describe('unwrapAdmin', () => {
  it('returns resposta when tipo is sucesso', () => {
    expect(unwrapAdmin({ tipo: 'sucesso', resposta: [1, 2] })).toEqual([1, 2]);
  });
  it('throws an ApiError otherwise', () => {
    expect(() => unwrapAdmin({ tipo: 'erro', resposta: null })).toThrow(ApiError);
  });
});
