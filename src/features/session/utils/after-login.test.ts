import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login';

describe('afterLoginPath', () => {
  it('goes to / by default (product-rules §2)', () => {
    expect(afterLoginPath('/hoteis')).toBe('/');
  });

  it('stays on a checkout step (shown only while its group is held)', () => {
    expect(afterLoginPath('/checkOut')).toBeNull();
  });

  it('goes back to the logged-in-only page that asked for the login', () => {
    expect(afterLoginPath('/', '/ingressos')).toBe('/ingressos');
  });
});
