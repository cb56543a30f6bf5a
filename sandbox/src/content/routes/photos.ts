import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { fileParams, type FileParams } from '../../http/schemas';
import { sendImage } from './send-image';

/** GET /fotos/<file>: hotel, unit and park photos. Public. */
export function photoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: FileParams }>(
    '/fotos/:file',
    { schema: { params: fileParams('(svg|jpg)') } },
    async (request, reply) => sendImage(ctx, request, reply, 'fotos', request.params.file),
  );
}
