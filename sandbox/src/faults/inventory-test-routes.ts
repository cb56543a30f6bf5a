import type { FastifyInstance } from 'fastify';
import type { Db } from '../db/types';
import { bad, asBody, integerOf } from '../shared/input';
import { parseWireDate, toIso } from '../shared/calendar';
import { raiseNightTariffs, sellOutNights } from '../repositories/room-nights';

/**
 * Test-only (SANDBOX_TEST_ENDPOINTS=1, under /__test): a hotel sold out on some nights, as if
 * other guests had booked every unit, so that a browser journey meets a sold-out stay on a date
 * of its own (issue 28's alternatives) without booking dozens of rooms first; and a hotel's
 * tariffs raised on some nights, as a revenue manager would, so that a journey sees a price it
 * was promised honoured after the price rose (issue 30's recovery e-mail).
 */
/** A hotel's nights [data_inicio, data_fim) of the body, as the statements take them. */
function hotelNights(body: Record<string, unknown>, message: string): [string, string, number] {
  const hotel = integerOf(body.id_hotel);
  const from = parseWireDate(body.data_inicio);
  const to = parseWireDate(body.data_fim);
  if (hotel === null || from === null || to === null || to <= from) throw bad(message);
  return [toIso(from), toIso(to), hotel];
}

export async function inventoryTestRoutes(app: FastifyInstance, { db }: { db: Db }) {
  /** `{id_hotel, data_inicio, data_fim}`: every unit of the hotel taken, nights [início, fim). */
  app.post('/esgotar', async (request) => {
    const nights = hotelNights(
      asBody(request.body),
      'Informe id_hotel, data_inicio e data_fim (dd/MM/aaaa, fim depois do início).',
    );
    const changes = sellOutNights(db, ...nights);
    return { noites_esgotadas: changes };
  });

  /** `{id_hotel, data_inicio, data_fim, percentual}`: its tariffs up that much, nights [início, fim). */
  app.post('/reajustar', async (request) => {
    const body = asBody(request.body);
    const message = 'Informe id_hotel, data_inicio, data_fim (dd/MM/aaaa) e percentual (inteiro).';
    const nights = hotelNights(body, message);
    const percent = integerOf(body.percentual);
    if (percent === null) throw bad(message);
    const factor = 1 + percent / 100;
    const changes = raiseNightTariffs(db, factor, ...nights);
    return { noites_reajustadas: changes };
  });
}
