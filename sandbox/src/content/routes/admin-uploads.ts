import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { fileParams, type FileParams } from '../../http/schemas';
import { sendImage } from './send-image';

/** GET /uploads/<file>: banners, thumbnails, covers, logos and promotion images. Public. */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: FileParams }>(
    '/uploads/:file',
    { schema: { params: fileParams('(svg|jpg)') } },
    async (request, reply) => sendImage(ctx, request, reply, 'uploads', request.params.file),
  );
}
