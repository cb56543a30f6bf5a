import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import type { CupomCheckRequest, CupomCheckResponse } from '../../../../src/api/contract/search';
import { body, optional, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import type { AppContext } from '../../context';
import {
  bad,
  hotelIdField,
  parseHotelId,
  parseStay,
  stayDateFields,
} from '../../http/search-input';
import { today } from '../../shared/calendar';
import { couponChecker } from '../coupons';

const checkBody = schemaOf<CupomCheckRequest>()(
  body({
    cupom: textWith('Informe o código do cupom.', 200),
    ...stayDateFields,
    valor: optional(Type.Number({ minimum: 0, erro: 'Valor inválido.' })),
    id_reservas_front: optional(Type.Integer({ erro: 'Reserva inválida.' })),
    id_hotel: hotelIdField,
  }),
);

/** POST /site/cupom/check on the services API (services token, checked by the parent hook). */
export function couponCheckRoutes(app: FastifyInstance, { db }: AppContext): void {
  const checkCoupon = couponChecker(db);

  app.post<{ Body: Static<typeof checkBody> }>(
    '/site/cupom/check',
    { schema: { body: checkBody } },
    async (request): Promise<CupomCheckResponse> => {
      const body = request.body;
      const code = body.cupom.trim();
      if (code === '') throw bad('Informe o código do cupom.');
      if (code.length > 40) throw bad('O cupom deve ter no máximo 40 caracteres.');
      // Checking a coupon is harmless: past dates are allowed here (not in the search).
      const stay = parseStay(body.data_chegada, body.data_partida);
      const hotelId = parseHotelId(body.id_hotel);
      const check = checkCoupon(code, stay.arrival, stay.departure, hotelId, today());
      return check.ok
        ? {
            CUPOM_APLICADO: 'true',
            tipo_desconto: check.coupon.tipo_desconto,
            desconto: check.coupon.desconto,
          }
        : { CUPOM_APLICADO: 'false', mensagem: check.mensagem };
    },
  );
}
