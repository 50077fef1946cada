import type { FastifyInstance } from 'fastify';

/**
 * Once a request is authenticated, its log lines (the handlers' and the access line) carry the
 * caller's organization, so the `logs` table files them under it.
 */
export function bindRequestLogsToOrganization(app: FastifyInstance): void {
  app.addHook('preHandler', async (request, reply) => {
    if (!request.auth) return;
    const child = request.log.child({ organizationId: request.auth.organizationId });
    request.log = child;
    reply.log = child;
  });
}
