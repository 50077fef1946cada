import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { conversations, leads, simulatorMessages } from '../../../../server/db/schema';
import type { EngineApp } from '../../engine/app';
import { newCustomer, type Shop } from '../../engine/shop';

/** A shop's leads and its campaigns, driven through the API on the engine's manual clock. */

export interface Contact {
  number: string;
  conversationId: string;
  leadId: string;
}

export async function addLead(
  t: Pick<EngineApp, 'db' | 'clock'>,
  shop: Pick<Shop, 'organizationId' | 'instanceId'>,
  options: {
    status?: 'new' | 'qualified';
    consent?: 'unknown' | 'opted_in' | 'opted_out';
    name?: string;
  } = {},
): Promise<Contact> {
  const number = newCustomer();
  const [conversation] = await t.db
    .insert(conversations)
    .values({
      organizationId: shop.organizationId,
      instanceId: shop.instanceId,
      contactNumber: number,
      contactName: options.name ?? `Cliente ${number.slice(-4)}`,
      lastMessageAt: t.clock.now(),
    })
    .returning({ id: conversations.id });
  if (!conversation) throw new Error('conversation not created');
  const [lead] = await t.db
    .insert(leads)
    .values({
      organizationId: shop.organizationId,
      instanceId: shop.instanceId,
      conversationId: conversation.id,
      status: options.status ?? 'new',
      consentStatus: options.consent ?? 'opted_in',
    })
    .returning({ id: leads.id });
  if (!lead) throw new Error('lead not created');
  return { number, conversationId: conversation.id, leadId: lead.id };
}

export function call(
  t: EngineApp,
  shop: Shop,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return t.app.inject({ method, url, headers: shop.headers, ...(payload ? { payload } : {}) });
}

/** Creates and starts a text campaign to the shop's leads of the given status; answers its id. */
export async function startCampaign(
  t: EngineApp,
  shop: Shop,
  audience: Record<string, unknown> = {},
  text = 'Feirão de sábado: Onix com taxa zero!',
): Promise<string> {
  const created = await call(t, shop, 'POST', '/api/campaigns', {
    name: 'Feirão',
    instanceId: shop.instanceId,
    text,
    audience,
    sendNow: true,
  });
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json<{ id: string }>().id;
  const started = await call(t, shop, 'POST', `/api/campaigns/${id}/start`);
  expect(started.statusCode, started.body).toBe(200);
  return id;
}

/** The texts the contact's phone received from the shop. */
export async function received(t: EngineApp, shop: Shop, contact: Contact): Promise<string[]> {
  const rows = await t.db
    .select({ content: simulatorMessages.content, kind: simulatorMessages.kind })
    .from(simulatorMessages)
    .where(
      and(
        eq(simulatorMessages.instanceId, shop.instanceId),
        eq(simulatorMessages.contactNumber, contact.number),
      ),
    );
  return rows.filter((row) => row.kind !== 'presence').map((row) => row.content);
}

/** Moves the clock and runs what is due, as the server's runner would. */
export async function later(t: EngineApp, ms: number): Promise<void> {
  t.clock.advance(ms);
  await t.app.jobs.runDue();
}
