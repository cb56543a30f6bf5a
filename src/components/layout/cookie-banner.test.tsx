import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  ALL_ACCEPTED,
  CONSENT_COOKIE_NAME,
  CONSENT_VERSION,
  parseConsent,
  recordChoice,
  serializeConsent,
  type ConsentRecord,
} from '@/lib/consent';
import { expectNoAxeViolations } from '@/testing/axe';
import { renderWithProviders } from '@/testing/render';
import { consentActions } from '@/stores/consent';
import { CookieBanner } from './cookie-banner';

const DAY_MS = 24 * 60 * 60 * 1000;

const banner = () => screen.queryByRole('region', { name: 'Aviso de cookies' });
const storedChoice = () => parseConsent(document.cookie.match(/termos-de-uso=([^;]*)/)?.[1]);

/** What the site writes: the value is already URL-encoded, so it goes in as is. */
function storeChoice(record: ConsentRecord) {
  document.cookie = `${CONSENT_COOKIE_NAME}=${serializeConsent(record)}; path=/`;
}

/** document.cookie never reads back attributes: record what is written. */
function recordCookieWrites() {
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
  return { writes, restore: () => delete (document as { cookie?: string }).cookie };
}

function renderBanner() {
  consentActions().consentCookieRead();
  const user = userEvent.setup();
  return { user, ...renderWithProviders(<CookieBanner />) };
}

beforeEach(() => consentActions().preferencesClosed());

describe('CookieBanner', () => {
  it('shows without a choice, linking to the terms of use and the privacy policy', async () => {
    renderBanner();
    const region = banner()!;
    expect(region).toBeInTheDocument();
    expect(within(region).getByRole('link', { name: 'Termos de uso' })).toHaveAttribute(
      'href',
      '/termos-de-uso',
    );
    expect(within(region).getByRole('link', { name: 'Política de privacidade' })).toHaveAttribute(
      'href',
      '/politica-de-privacidade',
    );
    for (const name of ['Aceitar todos', 'Recusar não essenciais', 'Personalizar']) {
      expect(within(region).getByRole('button', { name })).toBeInTheDocument();
    }
    await expectNoAxeViolations();
  });

  it("'Aceitar todos' records every category, versioned and dated, for 15 days", async () => {
    const { user } = renderBanner();
    const { writes, restore } = recordCookieWrites();
    try {
      await user.click(screen.getByRole('button', { name: 'Aceitar todos' }));
    } finally {
      restore();
    }
    expect(banner()).not.toBeInTheDocument();
    const choice = storedChoice();
    expect(choice).toMatchObject({ version: CONSENT_VERSION, analytics: true, marketing: true });
    expect(Math.abs(choice!.date.getTime() - Date.now())).toBeLessThan(60_000);

    const write = writes.find((w) => w.startsWith(`${CONSENT_COOKIE_NAME}=`))!;
    expect(write).toMatch(/path=\//i);
    expect(write).toMatch(/samesite=lax/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(write)![1]!);
    expect(Math.abs(expires - (Date.now() + 15 * DAY_MS))).toBeLessThan(60_000);
  });

  it("'Recusar não essenciais' takes one click, like accepting, and records the refusal", async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Recusar não essenciais' }));
    expect(banner()).not.toBeInTheDocument();
    expect(storedChoice()).toMatchObject({ analytics: false, marketing: false });
  });

  it('stays hidden while a valid choice is stored, also on the next page', () => {
    storeChoice(recordChoice(ALL_ACCEPTED));
    const { unmount } = renderBanner();
    expect(banner()).not.toBeInTheDocument();
    unmount();
    renderBanner();
    expect(banner()).not.toBeInTheDocument();
  });

  it("asks again when the stored value is the old 'aceito' or a choice over 15 days old", () => {
    document.cookie = `${CONSENT_COOKIE_NAME}=aceito; path=/`;
    const { unmount } = renderBanner();
    expect(banner()).toBeInTheDocument();
    unmount();
    const old = recordChoice(ALL_ACCEPTED, new Date(Date.now() - 16 * DAY_MS));
    storeChoice(old);
    renderBanner();
    expect(banner()).toBeInTheDocument();
  });
});

describe('Preferências de cookies (from Personalizar)', () => {
  it('is an accessible dialog with the necessary cookies always on and the others unticked', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Personalizar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preferências de cookies' });
    const necessary = within(dialog).getByRole('checkbox', { name: 'Necessários' });
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    expect(necessary).toHaveAccessibleDescription(/Sempre ativos/);
    const analytics = within(dialog).getByRole('checkbox', { name: 'Análise' });
    expect(analytics).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription(/Google Analytics/);
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    // Focus starts on the first choice to make, and stays in the dialog.
    expect(analytics).toHaveFocus();
    await expectNoAxeViolations();
  });

  it('saves a choice per category, then the banner goes', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Personalizar' }));
    await screen.findByRole('dialog', { name: 'Preferências de cookies' });
    await user.keyboard(' '); // ticks 'Análise', which has the focus
    await user.click(screen.getByRole('button', { name: 'Salvar preferências' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).not.toBeInTheDocument();
    expect(storedChoice()).toMatchObject({ analytics: true, marketing: false });
  });

  it('closes on Escape without choosing: the banner stays and nothing is stored', async () => {
    const { user } = renderBanner();
    await user.click(screen.getByRole('button', { name: 'Personalizar' }));
    await user.click(await screen.findByRole('checkbox', { name: 'Marketing' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(banner()).toBeInTheDocument();
    expect(storedChoice()).toBeNull();
    expect(screen.getByRole('button', { name: 'Personalizar' })).toHaveFocus();
  });

  it('shows a saved choice as it is, and a change replaces it', async () => {
    storeChoice(recordChoice({ analytics: true, marketing: false }));
    const { user } = renderBanner();
    consentActions().preferencesOpened();
    const dialog = await screen.findByRole('dialog', { name: 'Preferências de cookies' });
    const analytics = within(dialog).getByRole('checkbox', { name: 'Análise' });
    expect(analytics).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Marketing' })).not.toBeChecked();
    await user.click(analytics);
    await user.click(within(dialog).getByRole('button', { name: 'Salvar preferências' }));
    expect(storedChoice()).toMatchObject({ analytics: false, marketing: false });
  });
});
