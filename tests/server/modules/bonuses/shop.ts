import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../../../server/db/client';
import { leads, users } from '../../../../server/db/schema';
import {
  authHeader,
  createInstanceRow,
  createOrganization,
  createUser,
  login,
  type TestUser,
} from '../../helpers/app';
import { type BoardLeadInit, createBoardLead } from '../leads/fixtures';

export interface ShopUser extends TestUser {
  headers: { authorization: string };
  instanceId: string;
}

/** A user of the shop with a number of its own, signed in. */
export async function shopUser(
  app: FastifyInstance,
  db: Db,
  organizationId: string,
  options: { role?: 'vendedor' | 'admin'; firstName?: string; phone?: string } = {},
): Promise<ShopUser> {
  const user = await createUser(db, organizationId, {
    role: options.role ?? 'vendedor',
    firstName: options.firstName,
  });
  if (options.phone) await db.update(users).set({ phone: options.phone }).where(eq(users.id, user.id));
  const instance = await createInstanceRow(db, organizationId, user.id, {
    name: `Loja de ${options.firstName ?? 'Ana'}`,
  });
  return {
    ...user,
    headers: authHeader(await login(app, user.email, user.password)),
    instanceId: instance.id,
  };
}

export async function shop(app: FastifyInstance, db: Db) {
  const organizationId = (await createOrganization(db, { plan: 'enterprise' })).id;
  const admin = await shopUser(app, db, organizationId, { role: 'admin', firstName: 'Gerente' });
  return { organizationId, admin };
}

/** A lead on the seller's own number, assigned to it as intake does. */
export async function sellerLead(db: Db, seller: ShopUser, init: BoardLeadInit & { assignedAt?: Date } = {}) {
  const lead = await createBoardLead(
    db,
    { id: seller.instanceId, organizationId: seller.organizationId },
    init,
  );
  await db
    .update(leads)
    .set({ assignedUserId: seller.id, assignedAt: init.assignedAt ?? init.createdAt ?? new Date() })
    .where(eq(leads.id, lead.id));
  return lead;
}
