import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PagamentoRequest, PagamentoResponse } from '@/api/contract/payments';
import { env } from '@/config/env';
import { toastActions, useCurrentToast } from '@/stores/toasts';
import { PIX_COPY_PASTE, PIX_TOKEN } from '@/testing/fixtures/payments';
import { paymentsUrl } from '@/testing/handlers/payments';
import { server } from '@/testing/server';
import { PIX_STORAGE_KEY, pixActions, storedPix } from '../stores/pix-store';
import { buildPaymentPayload, type Buyer, type PaymentOrder } from './build-payment-payload';
import {
  PAYMENT_FAILED_MESSAGE,
  PAYMENT_FAILURE_TOAST_MS,
  PaymentError,
  submitPayment,
} from './submit-payment';

const payUrl = paymentsUrl('/pagar/:hotelId');

const order: PaymentOrder = {
  hotelName: 'Thermas Aurora',
  identificador: '4-7f3a9c',
  numeroReservas: ['AUR-1001'],
  total: 500,
  percComissao: 0,
};
const buyer: Buyer = {
  nome: 'Maria Aparecida Souza',
  email: 'maria.souza@example.com.br',
  telefone: '(64) 99987-1234',
  documento: '529.982.247-25',
  endereco: {
    logradouro: 'Rua das Orquídeas',
    numero: '120',
    complemento: '',
    bairro: 'Jardim Goiás',
    cidade: 'Goiânia',
    uf: 'GO',
    cep: '74805-100',
  },
};
const boletoPayload = buildPaymentPayload(order, buyer, { kind: 'boleto', formaPagamentoId: 3 });
const pixPayload = buildPaymentPayload(order, buyer, { kind: 'pix' });

const answer = (over: Partial<PagamentoResponse>): PagamentoResponse => ({
  sucesso: false,
  status: 'aprovado',
  transacao_erro: '',
  token: 'tok',
  hotel: 4,
  boleto_codigo: '',
  boleto_link: '',
  pix: null,
  ...over,
});

function answerWith(body: PagamentoResponse | string, status = 200) {
  server.use(
    http.post(payUrl, () =>
      typeof body === 'string'
        ? new HttpResponse(body, { status })
        : HttpResponse.json(body, { status }),
    ),
  );
}

const originalTestDocument = env.paymentTestDocument;
beforeEach(() => {
  toastActions().toastDismissed();
  pixActions().pixCleared();
});
afterEach(() => {
  env.paymentTestDocument = originalTestDocument;
});

function currentToast() {
  return renderHook(() => useCurrentToast()).result.current;
}

describe('submitPayment', () => {
  it.each([
    ['recusado', 'Transação não autorizada pelo emissor.'],
    ['erro', 'Falha de comunicação com a operadora.'],
  ] as const)(
    "status '%s': warning toast for 6000 ms with the provider's text, then throws",
    async (status, transacao_erro) => {
      answerWith(answer({ status, transacao_erro }));
      const error = await submitPayment(4, boletoPayload).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentError);
      expect((error as Error).message).toBe(transacao_erro);
      expect(currentToast()).toMatchObject({
        message: transacao_erro,
        variant: 'warning',
        durationMs: 6000,
      });
      expect(PAYMENT_FAILURE_TOAST_MS).toBe(6000);
    },
  );

  it('an empty answer is a failure too', async () => {
    answerWith('');
    await expect(submitPayment(4, boletoPayload)).rejects.toThrow(PAYMENT_FAILED_MESSAGE);
    expect(currentToast()).toMatchObject({ message: PAYMENT_FAILED_MESSAGE, durationMs: 6000 });
  });

  it("a request failure shows the API's message", async () => {
    answerWith(JSON.stringify({ erro: 'Referência já paga.' }), 409);
    await expect(submitPayment(4, boletoPayload)).rejects.toThrow('Referência já paga.');
    expect(currentToast()).toMatchObject({ message: 'Referência já paga.', variant: 'warning' });
  });

  describe('lost answers (README, "Retries and idempotency")', () => {
    /** A gateway like the sandbox's: one charge per transacao_referencia, replayed on repeats. */
    function gateway(lose: (attempt: number) => boolean) {
      const charges = new Map<string, PagamentoResponse>();
      let attempts = 0;
      server.use(
        http.post(payUrl, async ({ request }) => {
          attempts += 1;
          const { transacao_referencia: ref } = (await request.json()) as PagamentoRequest;
          const charge =
            charges.get(ref) ?? answer({ sucesso: true, token: `tok-${charges.size + 1}` });
          charges.set(ref, charge);
          return lose(attempts) ? HttpResponse.error() : HttpResponse.json(charge);
        }),
      );
      return { charges, attempts: () => attempts };
    }

    it('a payment whose answer was lost is sent again: the first result, one charge', async () => {
      const api = gateway((attempt) => attempt === 1);
      await expect(submitPayment(4, boletoPayload)).resolves.toMatchObject({
        status: 'aprovado',
        token: 'tok-1',
      });
      expect(api.attempts()).toBe(2);
      expect(api.charges.size).toBe(1);
      expect(currentToast()).toBeNull();
    });

    it('when no answer comes after the retries: the failure toast; paying again charges once', async () => {
      const api = gateway((attempt) => attempt <= 3);
      await expect(submitPayment(4, boletoPayload)).rejects.toThrow(
        'Erro no servidor. Tente novamente mais tarde.',
      );
      expect(api.attempts()).toBe(3);
      expect(currentToast()).toMatchObject({ variant: 'warning', durationMs: 6000 });

      await expect(submitPayment(4, boletoPayload)).resolves.toMatchObject({ token: 'tok-1' });
      expect(api.charges.size).toBe(1);
    });
  });

  it('an approved or pending answer is returned without a toast', async () => {
    answerWith(answer({ status: 'pendente', boleto_codigo: '2379...' }));
    await expect(submitPayment(4, boletoPayload)).resolves.toMatchObject({ status: 'pendente' });
    expect(currentToast()).toBeNull();
  });

  describe('test document (config paymentTestDocument)', () => {
    it('does not raise the failure for the configured document', async () => {
      env.paymentTestDocument = '529.982.247-25';
      answerWith(answer({ status: 'erro', transacao_erro: 'Falha.' }));
      await expect(submitPayment(4, boletoPayload)).resolves.toMatchObject({ status: 'erro' });
      expect(currentToast()).toBeNull();
    });

    it('still raises it for any other document', async () => {
      env.paymentTestDocument = '111.444.777-35';
      answerWith(answer({ status: 'erro', transacao_erro: 'Falha.' }));
      await expect(submitPayment(4, boletoPayload)).rejects.toThrow('Falha.');
    });

    it('is off when empty (the default)', async () => {
      env.paymentTestDocument = '';
      answerWith(answer({ status: 'erro', transacao_erro: 'Falha.' }));
      await expect(
        submitPayment(4, { ...boletoPayload, comprador_documento_numero: '' }),
      ).rejects.toThrow('Falha.');
    });
  });

  it('stores the PIX charge for display (sessionStorage), keyed by the group', async () => {
    await act(() => submitPayment(4, pixPayload));
    expect(storedPix()).toEqual({
      identificador: '4-7f3a9c',
      hotelId: 4,
      token: PIX_TOKEN,
      qrCode: PIX_COPY_PASTE,
      expiraEm: expect.any(String) as string,
    });
    expect(sessionStorage.getItem(PIX_STORAGE_KEY)).toContain(PIX_TOKEN);
  });

  it.each([
    ['boleto', boletoPayload],
    [
      'card',
      buildPaymentPayload(order, buyer, {
        kind: 'cartao',
        parcelas: 1,
        cartaoHash: 'aGFzaA==',
        cardNumber: '4111111111111111',
        validade: '08/31',
      }),
    ],
  ] as const)('does not store a %s result, even one carrying pix data', async (_kind, payload) => {
    answerWith(answer({ status: 'pendente', pix: { qr_code: 'x', expira_em: 'y' } }));
    await submitPayment(4, payload as PagamentoRequest);
    expect(storedPix()).toBeNull();
    expect(sessionStorage.getItem(PIX_STORAGE_KEY) ?? '').not.toContain('"qrCode"');
  });
});
