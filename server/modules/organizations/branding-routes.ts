import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { BrandingBody, OwnBranding } from '../../../contract/branding';
import { planHasFeature } from '../../../contract/plans';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { requireAdmin } from '../../plugins/auth';

/** The stored logo, when it is still an https address (a hand-edited row may hold anything). */
const storedLogo = (settings: Record<string, unknown>): string | null =>
  typeof settings.logoUrl === 'string' && settings.logoUrl.startsWith('https://') ? settings.logoUrl : null;

/** The shop's own brand as the header shows it (also part of `GET /api/bootstrap`). */
export async function ownBranding(db: DbOrTx, organizationId: string): Promise<OwnBranding> {
  const [row] = await db
    .select({ name: organizations.name, plan: organizations.plan, settings: organizations.settings })
    .from(organizations)
    .where(and(eq(organizations.id, organizationId), isNull(organizations.deletedAt)));
  if (!row) throw notFound('Organização não encontrada');
  return {
    name: row.name,
    whiteLabel: planHasFeature(row.plan, 'white_label'),
    logoUrl: storedLogo(row.settings),
  };
}

/** The shop's own brand for the app's header, and its logo setting (admins). */
export const brandingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/organization/branding', { schema: { response: { 200: OwnBranding } } }, async (request) =>
    ownBranding(app.db, request.auth.organizationId),
  );

  app.put(
    '/api/organization/branding',
    { onRequest: requireAdmin, schema: { body: BrandingBody, response: { 200: OwnBranding } } },
    async (request) => {
      const logoUrl = request.body.logoUrl || null;
      await app.db
        .update(organizations)
        .set({ settings: sql`${organizations.settings} || ${JSON.stringify({ logoUrl })}::jsonb` })
        .where(eq(organizations.id, request.auth.organizationId));
      return ownBranding(app.db, request.auth.organizationId);
    },
  );
};
