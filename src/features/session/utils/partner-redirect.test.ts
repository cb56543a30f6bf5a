import { describe, expect, it, vi } from 'vitest';
import { env } from '@/config/env';
import { GENERIC_USER } from '@/stores/session';
import { clubMemberUser, customerUser, partnerUser } from '@/testing/fixtures/users';
import { redirectPartnerIfNeeded } from './partner-redirect';

describe('redirectPartnerIfNeeded', () => {
  it('sends a partner (type 3) to the configured partner portal', () => {
    const navigate = vi.fn();
    expect(redirectPartnerIfNeeded(partnerUser, navigate)).toBe(true);
    expect(navigate).toHaveBeenCalledWith(env.links.partnerPortal);
  });

  it.each([
    ['the generic user', GENERIC_USER],
    ['a customer (type 6)', customerUser],
    ['a club member (type 14)', clubMemberUser],
  ])('keeps %s on the site', (_, user) => {
    const navigate = vi.fn();
    expect(redirectPartnerIfNeeded(user, navigate)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it.each([
    '//evil.example',
    '/\\evil.example',
    'javascript:alert(1)',
    'https://evil.example/portal',
    `${new URL(env.links.partnerPortal).protocol}//${new URL(env.links.partnerPortal).hostname}.evil.example/`,
  ])('refuses to send a partner to %s', (target) => {
    const navigate = vi.fn();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(redirectPartnerIfNeeded(partnerUser, navigate, target)).toBe(false);
    expect(navigate).not.toHaveBeenCalled();
  });

  it('allows another page of the portal host', () => {
    const navigate = vi.fn();
    const page = new URL('/entrar', env.links.partnerPortal).href;
    expect(redirectPartnerIfNeeded(partnerUser, navigate, page)).toBe(true);
    expect(navigate).toHaveBeenCalledWith(page);
  });
});
