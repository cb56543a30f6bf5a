import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import Type, { type Static } from 'typebox';
import { bad } from '../shared/input';
import { body, textWith } from '../shared/request-fields';
import { parseWireDate, toIso } from '../shared/calendar';
import { raiseNightTariffs, sellOutNights } from '../repositories/room-nights';

/**
 * Test-only (SANDBOX_TEST_ENDPOINTS=1, under /__test): a hotel sold out on some nights, as if
 * other guests had booked every unit, so that a browser journey meets a sold-out stay on a date
 * of its own (issue 28's alternatives) without booking dozens of rooms first; and a hotel's
 * tariffs raised on some nights, as a revenue manager would, so that a journey sees a price it
 * was promised honoured after the price rose (issue 30's recovery e-mail).
 */
const SELL_OUT = 'Informe id_hotel, data_inicio e data_fim (dd/MM/aaaa, fim depois do início).';
const RAISE = 'Informe id_hotel, data_inicio, data_fim (dd/MM/aaaa) e percentual (inteiro).';
const nightFields = (message: string) => ({
  id_hotel: Type.Integer({ erro: message }),
  data_inicio: textWith(message, 40),
  data_fim: textWith(message, 40),
});
const sellOutBody = body(nightFields(SELL_OUT), SELL_OUT);
const raiseBody = body({ ...nightFields(RAISE), percentual: Type.Integer({ erro: RAISE }) }, RAISE);

/** A hotel's nights [data_inicio, data_fim) of the body, as the statements take them. */
function hotelNights(body: Static<typeof sellOutBody>, message: string): [string, string, number] {
  const from = parseWireDate(body.data_inicio);
  const to = parseWireDate(body.data_fim);
  if (from === null || to === null || to <= from) throw bad(message);
  return [toIso(from), toIso(to), body.id_hotel];
}

export async function inventoryTestRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** `{id_hotel, data_inicio, data_fim}`: every unit of the hotel taken, nights [início, fim). */
  app.post<{ Body: Static<typeof sellOutBody> }>(
    '/esgotar',
    { schema: { body: sellOutBody } },
    async (request) => {
      const nights = hotelNights(request.body, SELL_OUT);
      const changes = sellOutNights(db, ...nights);
      return { noites_esgotadas: changes };
    },
  );

  /** `{id_hotel, data_inicio, data_fim, percentual}`: its tariffs up that much, nights [início, fim). */
  app.post<{ Body: Static<typeof raiseBody> }>(
    '/reajustar',
    { schema: { body: raiseBody } },
    async (request) => {
      const nights = hotelNights(request.body, RAISE);
      const factor = 1 + request.body.percentual / 100;
      const changes = raiseNightTariffs(db, factor, ...nights);
      return { noites_reajustadas: changes };
    },
  );
}
