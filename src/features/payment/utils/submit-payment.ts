import {
  PAYMENT_METHOD,
  type PagamentoRequest,
  type PagamentoResponse,
} from '@/api/contract/payments';
import { env } from '@/config/env';
import { onlyDigits } from '@/lib/documents';
import { ApiError } from '@/lib/http/api-error';
import { toastActions } from '@/stores/toasts';
import { pay } from '../api/pay';
import { pixActions } from '../stores/pix-store';

/** product-rules §9: a payment failure shows its warning toast for 6000 ms. */
export const PAYMENT_FAILURE_TOAST_MS = 6000;
/** When the gateway gives no reason (empty answer, no transacao_erro). */
export const PAYMENT_FAILED_MESSAGE = 'Não foi possível realizar o pagamento. Tente novamente.';

export class PaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentError';
  }
}

/** Shows the payment-failure toast and returns the error to throw. */
export function paymentFailed(message: string): PaymentError {
  const text = message.trim() || PAYMENT_FAILED_MESSAGE;
  toastActions().toastShown({
    message: text,
    variant: 'warning',
    durationMs: PAYMENT_FAILURE_TOAST_MS,
  });
  return new PaymentError(text);
}

/** product-rules §5: failures are not raised for the configured test document (empty: never). */
function isTestDocument(documento: string): boolean {
  const testDocument = onlyDigits(env.paymentTestDocument);
  return testDocument !== '' && onlyDigits(documento) === testDocument;
}

function isFailure(response: PagamentoResponse | null): boolean {
  return !response || response.status === 'erro' || response.status === 'recusado';
}

/**
 * Sends the payment. An empty answer or status 'erro'/'recusado' (and any request failure) shows
 * the warning toast with the provider's text and throws a PaymentError. For PIX the charge is
 * stored for display; card and boleto results are returned, never stored (product-rules §4).
 */
export async function submitPayment(
  hotelId: number,
  payload: PagamentoRequest,
): Promise<PagamentoResponse | null> {
  let response: PagamentoResponse | null;
  try {
    response = await pay(hotelId, payload);
  } catch (error) {
    throw paymentFailed(error instanceof ApiError ? error.message : PAYMENT_FAILED_MESSAGE);
  }
  if (isFailure(response) && !isTestDocument(payload.comprador_documento_numero)) {
    throw paymentFailed(response?.transacao_erro ?? '');
  }
  if (payload.transacao_forma_pagamento === PAYMENT_METHOD.pix && response?.pix) {
    pixActions().pixGenerated({
      identificador: payload.transacao_referencia,
      hotelId,
      token: response.token,
      qrCode: response.pix.qr_code,
      expiraEm: response.pix.expira_em,
    });
  }
  return response;
}
