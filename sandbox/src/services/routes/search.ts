import type { FastifyInstance } from 'fastify';
import type { CupomCheckResponse, UpsellResponse } from '../../../../src/api/contract/search';
import type { AppContext } from '../../context';
import { today } from '../../shared/calendar';
import { couponChecker } from '../../booking/coupons';
import { upsellOffers } from '../upsell';
import { asBody, bad, integerOf, parseHotelId, parseStay } from '../../http/search-input';

/** POST /site/cupom/check and /site/upsell (services token, checked by the parent hook). */
export function serviceSearchRoutes(app: FastifyInstance, { db }: AppContext): void {
  const checkCoupon = couponChecker(db);
  const offers = upsellOffers(db);

  app.post('/site/cupom/check', async (request): Promise<CupomCheckResponse> => {
    const body = asBody(request.body);
    if (typeof body.cupom !== 'string' || body.cupom.trim() === '') {
      throw bad('Informe o código do cupom.');
    }
    const code = body.cupom.trim();
    if (code.length > 40) throw bad('O cupom deve ter no máximo 40 caracteres.');
    // Checking a coupon is harmless: past dates are allowed here (not in the search).
    const stay = parseStay(body.data_chegada, body.data_partida);
    if (
      body.valor !== undefined &&
      (typeof body.valor !== 'number' || !Number.isFinite(body.valor) || body.valor < 0)
    ) {
      throw bad('Valor inválido.');
    }
    if (body.id_reservas_front !== undefined && integerOf(body.id_reservas_front) === null) {
      throw bad('Reserva inválida.');
    }
    const hotelId = parseHotelId(body.id_hotel);
    const check = checkCoupon(code, stay.arrival, stay.departure, hotelId, today());
    return check.ok
      ? {
          CUPOM_APLICADO: 'true',
          tipo_desconto: check.coupon.tipo_desconto,
          desconto: check.coupon.desconto,
        }
      : { CUPOM_APLICADO: 'false', mensagem: check.mensagem };
  });

  app.post('/site/upsell', async (request): Promise<UpsellResponse> => {
    const body = asBody(request.body);
    const stay = parseStay(body.checkin, body.checkout);
    return offers(stay.arrival, stay.departure);
  });
}
