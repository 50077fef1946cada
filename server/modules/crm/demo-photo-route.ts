import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { demoPhotoFile } from '../../gateways/crm/demo/photo';
import { notFound } from '../../lib/errors';

/**
 * The demo CRM's car photos, public like any stock photo URL (WhatsApp fetches them to send them).
 * They show no data of any organization: the demo lot is the same for everyone.
 */
export const demoPhotoRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/demo-crm/fotos/:file',
    { schema: { params: z.object({ file: z.string().regex(/^[A-Z0-9]+-[12]\.svg$/, 'Foto inválida') }) } },
    async (request, reply) => {
      const svg = demoPhotoFile(request.params.file);
      if (!svg) throw notFound('Foto não encontrada');
      return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
    },
  );
};
