import { describe, expect, it } from 'vitest';
import { afterLoginPath } from './after-login';

describe('afterLoginPath', () => {
  it('goes to / by default (SPEC §2)', () => {
    expect(afterLoginPath('/hoteis', 'choosing')).toBe('/');
  });

  it('stays on a checkout step while the group is held', () => {
    expect(afterLoginPath('/checkOut', 'guests')).toBeNull();
  });

  it('goes back to the logged-in-only page that asked for the login', () => {
    expect(afterLoginPath('/', 'choosing', '/ingressos')).toBe('/ingressos');
  });
});
