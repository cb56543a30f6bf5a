import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { renderWithProviders } from '@/testing/render';
import { CONSENT_COOKIE_NAME, CookieBanner } from './cookie-banner';

const DAY_MS = 24 * 60 * 60 * 1000;

describe('CookieBanner', () => {
  it('shows without the consent cookie, linking to the terms of use', () => {
    renderWithProviders(<CookieBanner />);
    const banner = screen.getByRole('region', { name: 'Aviso de cookies' });
    expect(banner).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
  });

  it('accepting sets the termos-de-uso cookie for about 15 days and hides the banner', async () => {
    // document.cookie never reads back attributes: record what js-cookie writes.
    const writes: string[] = [];
    const original = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      get: () => original.get!.call(document),
      set: (value: string) => {
        writes.push(value);
        original.set!.call(document, value);
      },
    });
    try {
      renderWithProviders(<CookieBanner />);
      await userEvent.click(screen.getByRole('button', { name: 'Aceitar' }));
    } finally {
      delete (document as { cookie?: string }).cookie;
    }

    expect(Cookies.get(CONSENT_COOKIE_NAME)).toBeDefined();
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    const write = writes.find((w) => w.startsWith(`${CONSENT_COOKIE_NAME}=`))!;
    expect(write).toMatch(/path=\//i);
    expect(write).toMatch(/samesite=lax/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(write)![1]!);
    expect(Math.abs(expires - (Date.now() + 15 * DAY_MS))).toBeLessThan(60_000);
  });

  it('stays hidden when the consent cookie already exists', () => {
    Cookies.set(CONSENT_COOKIE_NAME, 'aceito', { path: '/' });
    const { unmount } = renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
    unmount();
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('region', { name: 'Aviso de cookies' })).not.toBeInTheDocument();
  });
});
