import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { fileParams, type FileParams } from '../../http/schemas';
import { sendSvg } from '../../http/send-svg';

/** GET /fotos/<file>: hotel, unit and park photos. Public. */
export function photoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: FileParams }>(
    '/fotos/:file',
    { schema: { params: fileParams('svg') } },
    async (request, reply) => sendSvg(ctx, reply, 'fotos', request.params.file),
  );
}
