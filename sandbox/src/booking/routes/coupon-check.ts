import type { FastifyInstance } from 'fastify';
import type { CupomCheckResponse } from '../../../../src/api/contract/search';
import type { AppContext } from '../../context';
import { asBody, bad, integerOf, parseHotelId, parseStay } from '../../http/search-input';
import { today } from '../../shared/calendar';
import { couponChecker } from '../coupons';

/** POST /site/cupom/check on the services API (services token, checked by the parent hook). */
export function couponCheckRoutes(app: FastifyInstance, { db }: AppContext): void {
  const checkCoupon = couponChecker(db);

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
}
