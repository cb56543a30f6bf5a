import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { fileParams, type FileParams } from '../../http/schemas';
import { sendSvg } from '../../http/send-svg';

/** GET /uploads/<file>: banners, thumbnails, covers, logos and promotion images. Public. */
export function uploadRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: FileParams }>(
    '/uploads/:file',
    { schema: { params: fileParams('svg') } },
    async (request, reply) => sendSvg(ctx, reply, 'uploads', request.params.file),
  );
}
