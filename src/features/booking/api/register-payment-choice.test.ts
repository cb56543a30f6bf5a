import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { CHECKOUT_PATHS, type TransacaoReservaRequest } from '@/api/contract/checkout';
import { env } from '@/config/env';
import { server } from '@/testing/server';
import { registerPaymentChoice } from './register-payment-choice';

const choice: TransacaoReservaRequest = {
  reserva_id: 9001,
  referencia: '4-ab12cd',
  status: 1,
  valor: '1234.50',
  forma_pagamento_id: 1,
};

describe('registerPaymentChoice', () => {
  it('sends the same choice again when the first answer is lost (the API overwrites a repeat)', async () => {
    const bodies: unknown[] = [];
    server.use(
      http.post(`${env.api.main}${CHECKOUT_PATHS.paymentChoice}`, async ({ request }) => {
        bodies.push(await request.json());
        return bodies.length === 1 ? HttpResponse.error() : HttpResponse.json({ sucesso: true });
      }),
    );
    await expect(registerPaymentChoice(choice)).resolves.toBeUndefined();
    expect(bodies).toEqual([choice, choice]);
  });

  it('does not repeat a refusal', async () => {
    let calls = 0;
    server.use(
      http.post(`${env.api.main}${CHECKOUT_PATHS.paymentChoice}`, () => {
        calls += 1;
        return HttpResponse.json({ erro: 'Esta reserva não aguarda pagamento.' }, { status: 409 });
      }),
    );
    await expect(registerPaymentChoice(choice)).rejects.toThrow(
      'Esta reserva não aguarda pagamento.',
    );
    expect(calls).toBe(1);
  });
});
