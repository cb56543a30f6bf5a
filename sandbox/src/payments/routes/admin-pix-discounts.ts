import type { FastifyInstance } from 'fastify';
import type { Static } from 'typebox';
import Type from 'typebox';
import {
  type DescontoPix,
  PIX_DISCOUNTS_PATH,
  type PixDiscountsResponse,
  type ProdutoPix,
} from '../../../../src/api/contract/payment-terms';
import type { AppContext } from '../../context';
import { merchantHotel } from '../../repositories/catalogue';
import { allPixDiscounts, setPixDiscount } from '../../repositories/pix-discounts';
import { DomainError } from '../../shared/domain-error';
import { PIX_PRODUCTS } from '../../shared/pix-price';
import { body, integer } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';

const discountBody = schemaOf<DescontoPix>()(
  body({
    id_hotel: integer('Informe o hotel (id_hotel).', 1, 1_000_000),
    produto: Type.Unsafe<ProdutoPix>({
      type: 'string',
      enum: [...PIX_PRODUCTS],
      erro: 'Informe o produto: quartos, ingressos, extras ou pacotes.',
    }),
    percentual: integer('O desconto no PIX é um percentual inteiro de 0 a 30.', 0, 30),
  }),
);

const list = (rows: ReturnType<typeof allPixDiscounts>): PixDiscountsResponse => ({
  descontos: rows.map((r) => ({
    id_hotel: r.hotel_id,
    produto: r.produto,
    percentual: r.percentual,
  })),
});

/** The admin's PIX discounts (README "PIX price"): read them all, set one. */
export function adminPixDiscountRoutes(app: FastifyInstance, { db }: AppContext): void {
  app.get(PIX_DISCOUNTS_PATH, async (): Promise<PixDiscountsResponse> => list(allPixDiscounts(db)));

  app.put<{ Body: Static<typeof discountBody> }>(
    PIX_DISCOUNTS_PATH,
    { schema: { body: discountBody } },
    async (request): Promise<PixDiscountsResponse> => {
      const { id_hotel, produto, percentual } = request.body;
      if (merchantHotel(db, id_hotel) === undefined) {
        throw new DomainError('not_found', 'Hotel não encontrado.');
      }
      setPixDiscount(db, { hotel_id: id_hotel, produto, percentual });
      return list(allPixDiscounts(db));
    },
  );
}
