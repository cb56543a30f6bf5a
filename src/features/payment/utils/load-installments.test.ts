import { http, HttpResponse } from 'msw';
import type { ParcelamentoRequest } from '@/api/contract/payments';
import { paymentsUrl } from '@/testing/handlers/payments';
import { server } from '@/testing/server';
import { cardBin, INSTALLMENT_RETRY_DELAY_MS, loadInstallments } from './load-installments';

const installmentsUrl = paymentsUrl('/parcelamento/rede/:hotelId');

function recordRequests() {
  const bodies: ParcelamentoRequest[] = [];
  const paths: string[] = [];
  server.events.on('request:start', async ({ request }) => {
    if (!request.url.includes('/parcelamento/')) return;
    paths.push(new URL(request.url).pathname);
    bodies.push((await request.clone().json()) as ParcelamentoRequest);
  });
  return { bodies, paths };
}

afterEach(() => {
  server.events.removeAllListeners();
  vi.useRealTimers();
});

describe('cardBin', () => {
  it('is the first 6 digits once 6 are typed, ignoring the mask', () => {
    expect(cardBin('4111 1')).toBeNull();
    expect(cardBin('4111 11')).toBe('411111');
    expect(cardBin('4111 1111 1111 1111')).toBe('411111');
  });
});

describe('loadInstallments', () => {
  it('looks the plans up by BIN and amount in cents and shows them in reais', async () => {
    const { bodies, paths } = recordRequests();
    const options = await loadInstallments({
      hotelId: 4,
      cardNumber: '4111 1111 1111 1111',
      total: 1237.02,
    });
    expect(paths).toEqual(['/payments/parcelamento/rede/4']);
    expect(bodies[0]).toEqual({
      credit_card_bin: '411111',
      max_installments: 10,
      max_installments_no_interest: 10,
      show_seller_fees: false,
      payment_methods: 'CREDIT_CARD',
      type: 'card',
      value: 123702,
    });
    expect(options).toHaveLength(10);
    expect(options[0]).toEqual({ parcelas: 1, label: '1 X R$ 1.237,02 sem juros' });
    expect(options[2]).toEqual({ parcelas: 3, label: '3 X R$ 412,34 sem juros' });
  });

  it('does not call the gateway before the BIN has 6 digits', async () => {
    const { paths } = recordRequests();
    expect(await loadInstallments({ hotelId: 4, cardNumber: '4111 1', total: 100 })).toEqual([]);
    expect(paths).toEqual([]);
  });

  it('retries 3 times 1000 ms apart, then falls back to "1 X R$ <total>"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const { paths } = recordRequests();
    server.use(
      http.post(installmentsUrl, () =>
        HttpResponse.json({ erro: 'Indisponível' }, { status: 503 }),
      ),
    );
    let result: unknown = null;
    const done = loadInstallments({
      hotelId: 4,
      cardNumber: '9999 9911 1111 1111',
      total: 1237.02,
    }).then((options) => (result = options));

    await vi.advanceTimersByTimeAsync(0);
    expect(paths).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(INSTALLMENT_RETRY_DELAY_MS - 1);
    expect(paths).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(paths).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(paths).toHaveLength(3);
    expect(result).toBeNull();
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(paths).toHaveLength(4);
    expect(result).toEqual([{ parcelas: 1, label: '1 X R$ 1.237,02' }]);
    // No fifth attempt.
    await vi.advanceTimersByTimeAsync(5000);
    expect(paths).toHaveLength(4);
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    server.use(
      http.post(installmentsUrl, () => {
        calls += 1;
        return calls < 3 ? HttpResponse.json({}, { status: 500 }) : undefined;
      }),
    );
    const waits: number[] = [];
    const options = await loadInstallments(
      { hotelId: 4, cardNumber: '5555 5555 5555 4444', total: 300 },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(waits).toEqual([1000, 1000]);
    expect(options[1]).toEqual({ parcelas: 2, label: '2 X R$ 150,00 sem juros' });
  });

  it('treats an answer without plans as a failure', async () => {
    server.use(
      http.post(installmentsUrl, () => HttpResponse.json({ payment_methods: { credit_card: {} } })),
    );
    const waits: number[] = [];
    const options = await loadInstallments(
      { hotelId: 4, cardNumber: '4111 1111 1111 1111', total: 99.9 },
      async (ms) => {
        waits.push(ms);
      },
    );
    expect(waits).toEqual([1000, 1000, 1000]);
    expect(options).toEqual([{ parcelas: 1, label: '1 X R$ 99,90' }]);
  });
});
