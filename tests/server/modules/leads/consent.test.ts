import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, leads } from '../../../../server/db/schema';
import { sendOrTemplate } from '../../../../server/engine/outbound';
import { type EngineApp, engineApp } from '../../engine/app';
import { conversationOf, customerSends, newCustomer, openShop, type Shop } from '../../engine/shop';
import { errorOf } from '../../helpers/app';

/** Issue 25: staff record a contact's consent (by phone, at the shop); campaigns need `opted_in`. */

let t: EngineApp;
let shop: Shop;
let other: Shop;
beforeAll(async () => {
  t = await engineApp();
  shop = await openShop(t);
  other = await openShop(t);
});
afterAll(() => t.close());

async function leadOf(contact: string) {
  const conversation = await conversationOf(t, shop, contact);
  const [lead] = await t.db.select().from(leads).where(eq(leads.conversationId, conversation.id));
  if (!lead) throw new Error('lead not found');
  return lead;
}

const setConsent = (leadId: string, body: object, headers = shop.headers) =>
  t.app.inject({ method: 'PATCH', url: `/api/leads/${leadId}/consent`, headers, payload: body });

describe('PATCH /api/leads/:id/consent', () => {
  it('records an opt-in by an operator, audited, and the lead shows it', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Bom dia, vocês têm SUV?' });
    const lead = await leadOf(contact);
    expect(lead.consentStatus).toBe('unknown');

    const response = await setConsent(lead.id, { status: 'opted_in' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      id: lead.id,
      consentStatus: 'opted_in',
      consentSource: 'operator',
    });
    const shown = await t.app.inject({ method: 'GET', url: `/api/leads/${lead.id}`, headers: shop.headers });
    expect(shown.json()).toMatchObject({ consentStatus: 'opted_in' });
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lead.consent_changed'), eq(auditLog.targetId, lead.id)));
    expect(audit).toHaveLength(1);
    expect(audit[0]?.changes).toEqual({ consentStatus: { before: 'unknown', after: 'opted_in' } });
  });

  it('an opt-out by an operator stops follow-ups like the contact\'s own "parar"', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Quero saber do Onix' });
    const lead = await leadOf(contact);
    expect((await setConsent(lead.id, { status: 'opted_out' })).statusCode).toBe(200);
    const followUp = await sendOrTemplate(t.app, {
      organizationId: shop.organizationId,
      instanceId: shop.instanceId,
      conversationId: lead.conversationId,
      origin: 'followup',
      text: 'Ainda pensando no Onix?',
    });
    expect(followUp).toMatchObject({ status: 'failed', reason: 'opted_out' });
  });

  it('answers 400 naming status for anything else, and 404 to another organization', async () => {
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Olá' });
    const lead = await leadOf(contact);
    const bad = await setConsent(lead.id, { status: 'unknown' });
    expect(bad.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(bad).details)).toContain('status');
    const foreign = await setConsent(lead.id, { status: 'opted_in' }, other.headers);
    expect(foreign.statusCode).toBe(404);
    expect((await leadOf(contact)).consentStatus).toBe('unknown');
  });
});
