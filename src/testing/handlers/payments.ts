import { http, HttpResponse, type RequestHandler } from 'msw';
import {
  type ConsultaResponse,
  type PagamentoRequest,
  type PagamentoResponse,
  type ParcelamentoRequest,
  type ParcelamentoResponse,
  type PublicKeyResponse,
} from '@/api/contract/payments';
import { env } from '@/config/env';
import {
  ORDER_TERMS_PATH,
  type OrderTermsRequest,
  type OrderTermsResponse,
  PAYMENT_TERMS_PATH,
  type PaymentTermsRequest,
} from '@/api/contract/payment-terms';
import {
  BOLETO_LINE,
  BOLETO_TOKEN,
  boletoLink,
  CARD_OUTCOMES,
  decryptCardHash,
  FAILING_BIN,
  gatewayPublicKeyPem,
  PIX_COPY_PASTE,
  PIX_TOKEN,
  PIX_TTL_MS,
} from '../fixtures/payments';

/**
 * Payment-gateway URLs as `paymentsApi` sends them (relative to jsdom's origin); the paths are
 * PAYMENTS_PATHS of the contract with the hotel id as a parameter.
 */
export const paymentsUrl = (path: string) => `${env.api.payments}${path}`;

/** The seed's PIX price: 5% off, half up (sandbox README "PIX price"). */
export const pixCents = (cents: number) => cents - Math.floor((cents * 5 + 50) / 100);

/** Totals (centavos) the order terms answer per reference; a test sets its order's. */
export const orderTotals = new Map<string, number>();

const badRequest = (erro: string) => HttpResponse.json({ erro }, { status: 400 });

function brandOf(bin: string): string {
  return bin.startsWith('5') ? 'mastercard' : 'visa';
}

/** Plans 1..10, each instalment the amount / n rounded to the cent. */
export function plansFor(bin: string, cents: number): ParcelamentoResponse {
  const installment_plans = Array.from({ length: 10 }, (_, i) => ({
    installments: i + 1,
    installment_value: Math.round(cents / (i + 1)),
  }));
  return { payment_methods: { credit_card: { [brandOf(bin)]: { installment_plans } } } };
}

const base: Omit<PagamentoResponse, 'status'> = {
  sucesso: true,
  transacao_erro: '',
  token: '',
  hotel: 0,
  boleto_codigo: '',
  boleto_link: '',
  pix: null,
};

async function cardAnswer(body: PagamentoRequest, hotel: number): Promise<Response> {
  const masked = body.dados_cartao;
  if (!masked || !/^\*+\d{4}$/.test(masked.cardNumber) || masked.securityCode !== '***') {
    return badRequest('Dados do cartão devem ir mascarados.');
  }
  let card: Record<string, string>;
  try {
    card = await decryptCardHash(body.cartao_hash);
  } catch {
    return badRequest('Não foi possível ler o cartão.');
  }
  const outcome = CARD_OUTCOMES[card.cardNumber ?? ''];
  const answer: PagamentoResponse = outcome
    ? { ...base, sucesso: false, hotel, token: 'card-token-0001', ...outcome }
    : { ...base, hotel, token: 'card-token-0001', status: 'aprovado' };
  return HttpResponse.json(answer);
}

/** Gateway happy paths, mirroring the sandbox's test cards, PIX and boleto. */
export const paymentHandlers: RequestHandler[] = [
  // The terms beside a total: the sandbox's rule, 10 interest-free instalments rounded up, and
  // the seed's 5% off by PIX, item by item.
  http.post(`${env.api.main}${PAYMENT_TERMS_PATH}`, async ({ request }) => {
    const { itens } = (await request.json()) as PaymentTermsRequest;
    const cents = itens.reduce((sum, item) => sum + item.valor_centavos, 0);
    const pix = itens.reduce((sum, item) => sum + pixCents(item.valor_centavos), 0);
    return HttpResponse.json({
      parcelas: 10,
      valor_parcela: Math.ceil(cents / 10) / 100,
      valor_pix: pix / 100,
    });
  }),
  // An order's terms: a test sets its total with `orderTotals` (else R$ 1.000,00).
  http.post(`${env.api.main}${ORDER_TERMS_PATH}`, async ({ request }) => {
    const { transacao_referencia } = (await request.json()) as OrderTermsRequest;
    const cents = orderTotals.get(transacao_referencia) ?? 100_000;
    // The club's lines have no PIX price (sandbox README "PIX price").
    const club = transacao_referencia.startsWith('PARC-');
    const answer: OrderTermsResponse = {
      valor: cents / 100,
      valor_pix: (club ? cents : pixCents(cents)) / 100,
      parcelas: 10,
      valor_parcela: Math.ceil(cents / 10) / 100,
    };
    return HttpResponse.json(answer);
  }),
  http.post(paymentsUrl('/parcelamento/rede/:hotelId'), async ({ request }) => {
    const body = (await request.json()) as ParcelamentoRequest;
    if (body.credit_card_bin === FAILING_BIN) {
      return HttpResponse.json({ erro: 'Serviço indisponível.' }, { status: 503 });
    }
    if (!/^\d{6}$/.test(body.credit_card_bin)) return badRequest('BIN inválido.');
    return HttpResponse.json(plansFor(body.credit_card_bin, body.value));
  }),
  http.post(paymentsUrl('/public_key/:hotelId'), async () => {
    const answer: PublicKeyResponse = { retorno: 'sucesso', mensagem: await gatewayPublicKeyPem() };
    return HttpResponse.json(answer);
  }),
  http.post(paymentsUrl('/pagar/:hotelId'), async ({ request, params }) => {
    const hotel = Number(params.hotelId);
    const body = (await request.json()) as PagamentoRequest;
    if (body.transacao_forma_pagamento === 1) return cardAnswer(body, hotel);
    if (body.transacao_forma_pagamento === 9) {
      const expira_em = new Date(Date.now() + PIX_TTL_MS).toISOString();
      return HttpResponse.json({
        ...base,
        hotel,
        status: 'pendente',
        token: PIX_TOKEN,
        pix: { qr_code: PIX_COPY_PASTE, expira_em },
      } satisfies PagamentoResponse);
    }
    return HttpResponse.json({
      ...base,
      hotel,
      status: 'pendente',
      token: BOLETO_TOKEN,
      boleto_codigo: BOLETO_LINE,
      boleto_link: boletoLink(BOLETO_TOKEN),
    } satisfies PagamentoResponse);
  }),
  http.post(paymentsUrl('/consulta/:hotelId'), () =>
    HttpResponse.json({ status: 'pendente', transacao_erro: '' } satisfies ConsultaResponse),
  ),
];
