import { afterEach, describe, expect, it, vi } from 'vitest';
import { APP_HYDRATING_EVENT, heldTapOpens, releaseEarlyTaps } from './early-taps';

afterEach(() => document.body.replaceChildren());

describe('early taps (issue 27)', () => {
  it('tells whether a held tap is on a button that opens the login', () => {
    document.body.innerHTML = `
      <button data-opens="login">LOGIN</button>
      <button data-early-tap>Menu</button>`;
    expect(heldTapOpens('login')).toBe(false);
    document.querySelector('[data-opens="login"]')!.setAttribute('data-early-tap', '');
    expect(heldTapOpens('login')).toBe(true);
    expect(heldTapOpens('menu')).toBe(false);
  });

  it('hands the held taps over by dispatching the hydrating event on the document', () => {
    const listener = vi.fn();
    document.addEventListener(APP_HYDRATING_EVENT, listener);
    releaseEarlyTaps();
    document.removeEventListener(APP_HYDRATING_EVENT, listener);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
