import type { FastifyInstance } from 'fastify';
import type {
  ConsultaResponse,
  PagamentoResponse,
  ParcelamentoResponse,
  PublicKeyResponse,
} from '../../../../src/api/contract/payments';
import type { AppContext } from '../../context';
import { DomainError } from '../../shared/domain-error';
import { asBody, bad, integerOf } from '../../shared/input';
import { chargeCard, decryptCard, refuseCardData } from '../card';
import { pay } from '../pay';
import type { PayableKindOf } from '../settlement';
import { brandOf, installmentPlans, MAX_INSTALLMENTS } from '../payment-codes';
import { gatewayKeys } from '../payment-keys';
import type { Merchant } from '../pix';
import { findTransaction } from '../../repositories/payment-transactions';
import { parsePaymentForm } from './payment-input';
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

  app.post('/parcelamento/rede/:id', async (request): Promise<ParcelamentoResponse> => {
    hotelOf((request.params as { id: string }).id);
    const body = asBody(request.body, 'Dados do parcelamento inválidos.');
    const bin = body.credit_card_bin;
    if (typeof bin !== 'string' || !/^\d{6}$/.test(bin)) {
      throw bad('credit_card_bin deve ter os 6 primeiros dígitos do cartão.');
    }
    const value = body.value;
    if (typeof value !== 'number' || !Number.isSafeInteger(value) || value <= 0) {
      throw bad('value deve ser o valor em centavos, inteiro e positivo.');
    }
    if (bin === FAILING_BIN)
      throw new DomainError('unavailable', PAYMENT_MESSAGES.installmentsDown);
    const brand = brandOf(bin);
    if (!brand) throw bad(PAYMENT_MESSAGES.unknownBrand);
    const max = integerOf(body.max_installments);
    const plans = Math.min(MAX_INSTALLMENTS, max !== null && max >= 1 ? max : MAX_INSTALLMENTS);
    return {
      payment_methods: {
        credit_card: { [brand]: { installment_plans: installmentPlans(value, plans) } },
      },
    };
  });

  app.post('/public_key/:id', async (request): Promise<PublicKeyResponse> => {
    const id = integerOf((request.params as { id: string }).id);
    if (id === null || !merchantHotel(db, id)) {
      return { retorno: 'erro', mensagem: PAYMENT_MESSAGES.unknownHotel };
    }
    return { retorno: 'sucesso', mensagem: gatewayKeys(db).publicPem };
  });

  app.post('/pagar/:id', async (request): Promise<PagamentoResponse> => {
    const merchant = hotelOf((request.params as { id: string }).id);
    const form = parsePaymentForm(request.body);
    const nowMs = now();
    const card = form.metodo === 'cartao' ? chargeCard(decryptCard(db, form.body), nowMs) : null;
    if (!card) refuseCardData(form.body);
    return pay(db, merchant, { ...form, card }, { nowMs, siteUrl: config.siteUrl }, payableKindOf);
  });

  app.post('/consulta/:id', async (request): Promise<ConsultaResponse> => {
    const hotel = hotelOf((request.params as { id: string }).id);
    const token = asBody(request.body).transacao_token;
    if (typeof token !== 'string' || !/^[0-9a-f]{24}$/.test(token)) {
      throw bad('Informe transacao_token.');
    }
    const tx = findTransaction(db, token);
    if (!tx || tx.hotel_id !== hotel.id)
      throw new DomainError('not_found', 'Transação não encontrada.');
    const status: ConsultaResponse['status'] = tx.status === 'erro' ? 'recusado' : tx.status;
    return { status, transacao_erro: tx.transacao_erro };
  });
}
