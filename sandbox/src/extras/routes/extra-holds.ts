import type { FastifyInstance } from 'fastify';
import { EXTRA_HOLD_PATHS, type ExtraReservado } from '../../../../src/api/contract/extras';
import type { AppContext } from '../../context';
import { ownGroupOf } from '../../http/own-group';
import { asBody, bad, type Body, integerOf } from '../../http/search-input';
import { dayOfInstant, parseWireDate, wallClock } from '../../shared/calendar';
import { extraHolds, MAX_EXTRA_QUANTITY } from '../extra-holds';

/** The extra, how many, and its day and time when it has them, each with its own message. */
function parseExtraChoice(body: Body) {
  const extraId = integerOf(body.id_extra);
  if (extraId === null || extraId < 1) throw bad('Informe o extra (id_extra).');
  const quantity = integerOf(body.quantidade);
  if (quantity === null || quantity < 1 || quantity > MAX_EXTRA_QUANTITY) {
    throw bad(`Quantidade inválida: de 1 a ${MAX_EXTRA_QUANTITY}.`);
  }
  let day = null;
  if (body.data !== undefined && body.data !== null) {
    day = parseWireDate(body.data);
    if (day === null) throw bad('Data de uso inválida: use o formato dd/MM/aaaa.');
  }
  let hora: string | null = null;
  if (body.hora !== undefined && body.hora !== null) {
    if (typeof body.hora !== 'string' || !/^([01]\d|2[0-3]):[0-5]\d$/.test(body.hora)) {
      throw bad('Horário inválido: use HH:mm.');
    }
    hora = body.hora;
  }
  return { extraId, quantity, day, hora };
}

/**
 * POST /reserva/extras/reservar and /reserva/extras/cancelar (issue 29; src/api/contract/
 * extras.ts): an extra held with a booking group, and let go. Anyone holding the group's release
 * key may, like the rooms' release: a visitor has no token.
 */
export function extraHoldRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const holds = extraHolds(db);

  app.post(EXTRA_HOLD_PATHS.hold, async (request): Promise<ExtraReservado> => {
    const body = asBody(request.body, 'Dados do extra inválidos.');
    const identificador = ownGroupOf(db, body);
    const { extraId, quantity, day, hora } = parseExtraChoice(body);
    const nowMs = now();
    const { hour, minute } = wallClock(nowMs);
    return holds.hold({
      identificador,
      extraId,
      day,
      hora,
      quantity,
      today: dayOfInstant(nowMs),
      minuteNow: hour * 60 + minute,
      nowMs,
    });
  });

  app.post(EXTRA_HOLD_PATHS.release, async (request) => {
    const body = asBody(request.body, 'Dados do extra inválidos.');
    const identificador = ownGroupOf(db, body);
    const id = integerOf(body.id);
    if (id === null || id < 1) throw bad('Informe o extra reservado (id).');
    holds.release(identificador, id);
    return { mensagem: 'Extra removido da reserva.' };
  });
}
