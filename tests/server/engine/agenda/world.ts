import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { leads, users } from '../../../../server/db/schema';
import { signedInUser } from '../../helpers/app';
import { engineApp } from '../app';
import { newCustomer } from '../shop';
import { conversationOf, customerWrites, openShop, type Shop, type World } from '../world';

/** Wednesday 12 March 2025, 10:00 in São Paulo: two days after the engine clock's Monday 10:00. */
export const WEDNESDAY_10H = '2025-03-12T10:00:00-03:00';

export interface Booking {
  shop: Shop;
  seller: Awaited<ReturnType<typeof signedInUser>>;
  customer: { number: string; name: string };
  conversationId: string;
  leadId: string;
}

/**
 * A shop (AI replies off, so the phone shows only what the agenda sends), a seller with a WhatsApp
 * number, and a customer who wrote in: their lead is the seller's.
 */
export async function shopWithLead(world: World): Promise<Booking> {
  const shop = await openShop(world, { enableAutoResponse: false, humanAssumesEnabled: false });
  const seller = await signedInUser(world.t, 'vendedor', shop.organizationId);
  await world.t.db.update(users).set({ phone: '5511966665555' }).where(eq(users.id, seller.id));
  const customer = { number: newCustomer(), name: 'Maria Silva' };
  await customerWrites(world, shop, customer, 'Posso fazer um test drive na quarta?');
  await world.t.app.jobs.runDue();
  const conversation = await conversationOf(world, shop, customer.number);
  const [lead] = await world.t.db
    .update(leads)
    .set({ assignedUserId: seller.id })
    .where(eq(leads.conversationId, conversation.id))
    .returning({ id: leads.id });
  if (!lead) throw new Error('lead not created');
  return { shop, seller, customer, conversationId: conversation.id, leadId: lead.id };
}

export async function book(
  world: World,
  headers: { authorization: string },
  payload: Record<string, unknown>,
  status = 201,
) {
  const response = await world.t.app.inject({ method: 'POST', url: '/api/appointments', headers, payload });
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

/** A second process on the same database and clock, as after a restart. */
export function restarted(world: World) {
  return engineApp({
    database: world.t.database,
    clock: world.t.clock,
    config: { evolutionApiUrl: world.fake.url, evolutionApiKey: world.fake.globalKey },
  });
}
