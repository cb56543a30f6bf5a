import type { FastifyInstance } from 'fastify';
import Type, { type Static } from 'typebox';
import {
  type CancelarExtraRequest,
  EXTRA_HOLD_PATHS,
  type ExtraReservado,
  type ReservarExtraRequest,
} from '../../../../src/api/contract/extras';
import type { AppContext } from '../../context';
import { ownGroupFields, ownGroupOf } from '../../http/own-group';
import { bad } from '../../shared/input';
import { body, id, integer, optional, orNull, textWith } from '../../shared/request-fields';
import { schemaOf } from '../../shared/request-schema';
import { dayOfInstant, parseWireDate, wallClock } from '../../shared/calendar';
import { extraHolds, MAX_EXTRA_QUANTITY } from '../extra-holds';

const holdBody = schemaOf<ReservarExtraRequest>()(
  body(
    {
      ...ownGroupFields,
      id_extra: id('Informe o extra (id_extra).'),
      quantidade: integer(
        `Quantidade inválida: de 1 a ${MAX_EXTRA_QUANTITY}.`,
        1,
        MAX_EXTRA_QUANTITY,
      ),
      data: optional(orNull(textWith('Data de uso inválida: use o formato dd/MM/aaaa.', 40))),
      hora: optional(
        orNull(
          Type.String({
            pattern: '^([01]\\d|2[0-3]):[0-5]\\d$',
            erro: 'Horário inválido: use HH:mm.',
          }),
        ),
      ),
    },
    'Dados do extra inválidos.',
  ),
);
type HoldBody = Static<typeof holdBody>;

const releaseBody = schemaOf<CancelarExtraRequest>()(
  body(
    { ...ownGroupFields, id: id('Informe o extra reservado (id).') },
    'Dados do extra inválidos.',
  ),
);

/** The extra's day, when it has one, beyond its shape. */
function dayOf(body: HoldBody) {
  if (body.data === undefined || body.data === null) return null;
  const day = parseWireDate(body.data);
  if (day === null) throw bad('Data de uso inválida: use o formato dd/MM/aaaa.');
  return day;
}

/**
 * POST /reserva/extras/reservar and /reserva/extras/cancelar (issue 29; src/api/contract/
 * extras.ts): an extra held with a booking group, and let go. Anyone holding the group's release
 * key may, like the rooms' release: a visitor has no token.
 */
export function extraHoldRoutes(app: FastifyInstance, { db, now }: AppContext): void {
  const holds = extraHolds(db);

  app.post<{ Body: HoldBody }>(
    EXTRA_HOLD_PATHS.hold,
    { schema: { body: holdBody } },
    async (request): Promise<ExtraReservado> => {
      const body = request.body;
      const identificador = ownGroupOf(db, body);
      const day = dayOf(body);
      const nowMs = now();
      const { hour, minute } = wallClock(nowMs);
      return holds.hold({
        identificador,
        extraId: body.id_extra,
        day,
        hora: body.hora ?? null,
        quantity: body.quantidade,
        today: dayOfInstant(nowMs),
        minuteNow: hour * 60 + minute,
        nowMs,
      });
    },
  );

  app.post<{ Body: Static<typeof releaseBody> }>(
    EXTRA_HOLD_PATHS.release,
    { schema: { body: releaseBody } },
    async (request) => {
      holds.release(ownGroupOf(db, request.body), request.body.id);
      return { mensagem: 'Extra removido da reserva.' };
    },
  );
}
