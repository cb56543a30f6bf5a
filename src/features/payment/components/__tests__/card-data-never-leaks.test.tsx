import { screen, waitFor } from '@testing-library/react';
import { decryptCardHash } from '@/testing/fixtures/payments';
import { server } from '@/testing/server';
import { fillCard, renderPaymentStep } from './render-payment-step';

const NUMBER = '4111111111111111';
const CVV = '246';
/** The number (whole, as typed, or more than its BIN) and the code, in any text. */
const SECRETS = [NUMBER, '4111 1111 1111 1111', '4111111111', CVV];

function storageDump(storage: Storage): string {
  return Array.from({ length: storage.length }, (_, i) => {
    const key = storage.key(i) ?? '';
    return `${key}=${storage.getItem(key) ?? ''}`;
  }).join('\n');
}

const leaks = (text: string) => SECRETS.filter((secret) => text.includes(secret));

/** The analytics queue (GTM's window.dataLayer), untyped here on purpose. */
const analytics = window as unknown as { dataLayer?: unknown[] };

afterEach(() => {
  server.events.removeAllListeners();
  delete analytics.dataLayer;
});

describe('card data never leaks', () => {
  it('is not stored, logged, pushed to analytics or put in the URL, and leaves only encrypted', async () => {
    analytics.dataLayer = [];
    const logged: unknown[] = [];
    for (const method of ['log', 'info', 'warn', 'error', 'debug', 'trace'] as const) {
      vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
        logged.push(...args);
      });
    }
    const requests: { url: string; body: string }[] = [];
    server.events.on('request:start', async ({ request }) => {
      requests.push({ url: request.url, body: await request.clone().text() });
    });

    const { user, onPaid, router } = renderPaymentStep();
    await fillCard(user, { number: NUMBER, cvv: CVV });
    await screen.findByRole('option', { name: '3 X R$ 412,34 sem juros' });
    await user.click(screen.getByRole('button', { name: 'Pagar R$ 1.237,02' }));
    await waitFor(() => expect(onPaid).toHaveBeenCalled());

    expect(leaks(storageDump(localStorage))).toEqual([]);
    expect(leaks(storageDump(sessionStorage))).toEqual([]);
    expect(leaks(document.cookie)).toEqual([]);
    expect(leaks(logged.map((arg) => String(arg) + JSON.stringify(arg)).join('\n'))).toEqual([]);
    expect(leaks(JSON.stringify(analytics.dataLayer))).toEqual([]);
    expect(leaks(window.location.href + JSON.stringify(router.state.location))).toEqual([]);

    // The only request carrying the card is /pagar, and there the card is encrypted.
    const payments = requests.filter((r) => r.url.includes('/pagar/'));
    expect(payments).toHaveLength(1);
    const { cartao_hash: hash, ...rest } = JSON.parse(payments[0]!.body) as {
      cartao_hash: string;
    };
    expect(await decryptCardHash(hash)).toMatchObject({ cardNumber: NUMBER, securityCode: CVV });
    expect(leaks(JSON.stringify(rest))).toEqual([]);
    for (const other of requests.filter((r) => !r.url.includes('/pagar/'))) {
      expect(leaks(other.url + other.body)).toEqual([]);
    }
    // The instalment lookup saw the BIN and nothing more of the number.
    const lookups = requests.filter((r) => r.url.includes('/parcelamento/'));
    expect(lookups.length).toBeGreaterThan(0);
    for (const lookup of lookups) expect(JSON.parse(lookup.body).credit_card_bin).toBe('411111');
  });

  it('is wiped from the inputs when the form unmounts', async () => {
    const { user, unmount } = renderPaymentStep();
    await fillCard(user, { number: NUMBER, cvv: CVV });
    const inputs = [
      screen.getByLabelText('Número do cartão'),
      screen.getByLabelText('Código de segurança'),
      screen.getByLabelText('Validade (MM/AA)'),
      screen.getByLabelText('Nome impresso no cartão'),
    ] as HTMLInputElement[];
    expect(inputs[0]).toHaveValue('4111 1111 1111 1111');
    unmount();
    for (const input of inputs) {
      expect(input.value).toBe('');
      expect(leaks(input.outerHTML)).toEqual([]);
    }
  });

  it('is gone when the form unmounts and comes back', async () => {
    const { user } = renderPaymentStep();
    await fillCard(user, { number: NUMBER, cvv: CVV });
    await user.click(screen.getByRole('radio', { name: /^PIX/ }));
    await user.click(screen.getByRole('radio', { name: 'Cartão de crédito' }));
    expect(screen.getByLabelText('Número do cartão')).toHaveValue('');
    expect(screen.getByLabelText('Código de segurança')).toHaveValue('');
    expect(screen.getByLabelText('Validade (MM/AA)')).toHaveValue('');
  });
});
