import type { FastifyInstance } from 'fastify';
import type { GrupoReservaResponse } from '../../../../src/api/contract/checkout';
import type { AppContext } from '../../context';
import { groupKeyMatches } from '../group-keys';
import { describeGroup, groupRooms } from '../group-lifecycle';
import { authenticate } from '../../accounts/sessions';
import { DomainError } from '../../shared/domain-error';
import { bearerToken } from '../../http/fixed-token';
import { asBody, bad } from '../../http/search-input';

const NOT_FOUND = 'Grupo de reservas não encontrado.';

/**
 * POST /reserva/grupo (extension, README "Group lifecycle"): where a booking group is in its
 * lifecycle, its one deadline and the server's clock, and its last payment. Read with the
 * group's release key, or with the token of a user who owns one of its rooms; anyone else gets
 * 404, as if the group did not exist.
 */
export function groupRoutes(app: FastifyInstance, { db, config, now }: AppContext): void {
  const keys = { secret: config.jwtSecret, ttlSeconds: config.jwtTtlSeconds };

  app.post('/reserva/grupo', async (request): Promise<GrupoReservaResponse> => {
    const body = asBody(request.body, 'Dados do grupo inválidos.');
    const identificador = typeof body.identificador === 'string' ? body.identificador.trim() : '';
    if (identificador === '' || identificador.length > 200) {
      throw bad('Informe o identificador do grupo.');
    }
    const rooms = groupRooms(db, identificador);
    if (body.chave_grupo !== undefined) {
      if (rooms.length === 0 || !groupKeyMatches(db, identificador, body.chave_grupo)) {
        throw new DomainError('not_found', NOT_FOUND);
      }
    } else {
      const s = await authenticate(db, keys, bearerToken(request.headers.authorization));
      if (!rooms.some((r) => r.user_id === s.user.id))
        throw new DomainError('not_found', NOT_FOUND);
    }
    return describeGroup(db, identificador, rooms, now());
  });
}
