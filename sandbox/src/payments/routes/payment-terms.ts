import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import {
  PAYMENT_TERMS_PATH,
  type ProdutoPix,
  type PaymentTermsRequest,
  type PaymentTermsResponse,
} from '../../../../src/api/contract/payment-terms';
import type { AppContext } from '../../context';
import { merchantHotel } from '../../repositories/catalogue';
import { pixPercents } from '../../repositories/pix-discounts';
import { DomainError } from '../../shared/domain-error';
import { paymentTerms } from '../../shared/payment-terms';
import { PIX_PRODUCTS, pixTotalCents } from '../../shared/pix-price';
import { body, integer } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';

const termsBody = schemaOf<PaymentTermsRequest>()(
  body({
    id_hotel: integer('Informe o hotel (id_hotel).', 1, 1_000_000),
    itens: Type.Array(
      Type.Object(
        {
          produto: Type.Unsafe<ProdutoPix>({
            type: 'string',
            enum: [...PIX_PRODUCTS],
            erro: 'Informe o produto de cada item: quartos, ingressos, extras ou pacotes.',
          }),
          valor_centavos: integer(
            'Informe o valor de cada item em centavos (inteiro maior que zero).',
            1,
            1_000_000_000,
          ),
        },
        { erro: 'Informe cada item com produto e valor_centavos.' },
      ),
      { minItems: 1, maxItems: 50, erro: 'Informe de 1 a 50 itens.' },
    ),
  }),
);

/**
 * POST /api/pagamento/parcelamento (public): 'ou 10x de R$ … sem juros' and 'R$ … no PIX' for
 * items not yet held (the ticket sale's basket), by the gateway's own rule
 * (shared/installment-plans.ts) and the merchant's PIX discount, so the site never writes a
 * number itself.
 */
export function paymentTermsRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.post<{ Body: Static<typeof termsBody> }>(
    PAYMENT_TERMS_PATH,
    { schema: { body: termsBody } },
    async (request): Promise<PaymentTermsResponse> => {
      const { id_hotel, itens } = request.body;
      if (merchantHotel(db, id_hotel) === undefined) {
        throw new DomainError('not_found', 'Hotel não encontrado.');
      }
      const items = itens.map((i) => ({ produto: i.produto, cents: i.valor_centavos }));
      const cents = items.reduce((sum, item) => sum + item.cents, 0);
      return paymentTerms(cents, pixTotalCents(pixPercents(db, id_hotel), items));
    },
  );
}
