import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type {
  ConsultaRequest,
  ConsultaResponse,
  PagamentoResponse,
  ParcelamentoRequest,
  ParcelamentoResponse,
  PublicKeyResponse,
} from '../../../../src/api/contract/payments';
import type { AppContext } from '../../context';
import { DomainError } from '../../shared/domain-error';
import { bad, integerOf } from '../../shared/input';
import { body, optional } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { chargeCard, decryptCard, refuseCardData } from '../card';
import { pay } from '../pay';
import type { PayableKindOf } from '../settlement';
import { brandOf, installmentPlans, MAX_INSTALLMENTS } from '../payment-codes';
import { gatewayKeys } from '../payment-keys';
import type { Merchant } from '../pix';
import { findTransaction } from '../../repositories/payment-transactions';
import { parsePaymentForm, type PaymentBody, paymentBody } from './payment-input';
import { merchantHotel } from '../../repositories/catalogue';

/**
 * The payment gateway simulator's routes (product-rules §3 payment payload and result, §5 card rules,
 * §7, §9), behind the fixed payments token. `:id` is the merchant (a hotel, the park, the
 * club). Each handler parses, calls the payments domain, and answers: card.ts, pix.ts,
 * boleto.ts and pay.ts charge; settlement.ts settles what the reference names.
 */

export const PAYMENT_MESSAGES = {
  unknownHotel: 'Estabelecimento não encontrado.',
  unknownBrand: 'Bandeira não identificada.',
  installmentsDown: 'Serviço de parcelamento indisponível.',
} as const;

/** Test-only BIN of /parcelamento that answers 503 (the site's retry and fallback). */
export const FAILING_BIN = '999999';

/** `:id`, the merchant: whether it is one is the gateway's answer (404, or retorno 'erro'). */
const merchantParams = Type.Object({
  id: Type.String({ maxLength: 12, erro: PAYMENT_MESSAGES.unknownHotel }),
});
type MerchantParams = Static<typeof merchantParams>;

const installmentsBody = schemaOf<ParcelamentoRequest>()(
  body(
    {
      credit_card_bin: Type.String({
        pattern: '^\\d{6}$',
        erro: 'credit_card_bin deve ter os 6 primeiros dígitos do cartão.',
      }),
      value: Type.Integer({
        minimum: 1,
        erro: 'value deve ser o valor em centavos, inteiro e positivo.',
      }),
      max_installments: optional(Type.Integer({ minimum: 1, erro: 'max_installments inválido.' })),
    },
    'Dados do parcelamento inválidos.',
  ),
);

const lookupBody = schemaOf<ConsultaRequest>()(
  body({
    transacao_token: Type.String({ pattern: '^[0-9a-f]{24}$', erro: 'Informe transacao_token.' }),
  }),
);

export function gatewayRoutes(
  app: FastifyInstance,
  { db, now, config }: AppContext,
  payableKindOf: PayableKindOf,
): void {
  // Hotels are merchants; so is the park (tipo 2), for its ticket sale.
  const hotelOf = (value: unknown): Merchant => {
    const id = integerOf(value);
    const hotel = id === null ? undefined : merchantHotel(db, id);
    if (!hotel) throw new DomainError('not_found', PAYMENT_MESSAGES.unknownHotel);
    return hotel as Merchant;
  };

  app.post<{ Params: MerchantParams; Body: Static<typeof installmentsBody> }>(
    '/parcelamento/rede/:id',
    { schema: { params: merchantParams, body: installmentsBody } },
    async (request): Promise<ParcelamentoResponse> => {
      hotelOf(request.params.id);
      const { credit_card_bin: bin, value } = request.body;
      if (bin === FAILING_BIN)
        throw new DomainError('unavailable', PAYMENT_MESSAGES.installmentsDown);
      const brand = brandOf(bin);
      if (!brand) throw bad(PAYMENT_MESSAGES.unknownBrand);
      const max = request.body.max_installments ?? MAX_INSTALLMENTS;
      const plans = Math.min(MAX_INSTALLMENTS, max);
      return {
        payment_methods: {
          credit_card: { [brand]: { installment_plans: installmentPlans(value, plans) } },
        },
      };
    },
  );

  app.post<{ Params: MerchantParams }>(
    '/public_key/:id',
    { schema: { params: merchantParams } },
    async (request): Promise<PublicKeyResponse> => {
      const id = integerOf(request.params.id);
      if (id === null || !merchantHotel(db, id)) {
        return { retorno: 'erro', mensagem: PAYMENT_MESSAGES.unknownHotel };
      }
      return { retorno: 'sucesso', mensagem: gatewayKeys(db).publicPem };
    },
  );

  app.post<{ Params: MerchantParams; Body: PaymentBody }>(
    '/pagar/:id',
    { schema: { params: merchantParams, body: paymentBody } },
    async (request): Promise<PagamentoResponse> => {
      const merchant = hotelOf(request.params.id);
      const form = parsePaymentForm(request.body);
      const nowMs = now();
      const card = form.metodo === 'cartao' ? chargeCard(decryptCard(db, form.body), nowMs) : null;
      if (!card) refuseCardData(form.body);
      return pay(
        db,
        merchant,
        { ...form, card },
        { nowMs, siteUrl: config.siteUrl },
        payableKindOf,
      );
    },
  );

  app.post<{ Params: MerchantParams; Body: Static<typeof lookupBody> }>(
    '/consulta/:id',
    { schema: { params: merchantParams, body: lookupBody } },
    async (request): Promise<ConsultaResponse> => {
      const hotel = hotelOf(request.params.id);
      const tx = findTransaction(db, request.body.transacao_token);
      if (!tx || tx.hotel_id !== hotel.id)
        throw new DomainError('not_found', 'Transação não encontrada.');
      const status: ConsultaResponse['status'] = tx.status === 'erro' ? 'recusado' : tx.status;
      return { status, transacao_erro: tx.transacao_erro };
    },
  );
}
