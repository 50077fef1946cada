import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations } from '../../../../server/db/schema';
import { type EngineApp, engineApp } from '../app';
import {
  businessPhoneTypes,
  conversationOf,
  customerSends,
  lastDecisionReason,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
  setSettings,
} from '../shop';

/**
 * Whether the AI answers a customer (DESIGN §4 step 5): each switch that keeps it quiet, recorded
 * with its reason on the webhook monitor, and the customer's phone receiving nothing.
 */

let t: EngineApp;

beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

/** The customer writes, the quiet period passes: what did the phone get, and why? */
async function customerWritesAndWaits(shop: Shop, contact: string, text = 'Oi, vocês têm o Onix 2020?') {
  await customerSends(t, shop, contact, { text });
  await quietPeriodPasses(t);
  return { phone: await phoneOf(t, shop, contact), reason: await lastDecisionReason(t, shop, contact) };
}

describe('the AI answers', () => {
  it('a customer of a shop with everything on, with the demo provider when there is no key', async () => {
    const shop = await openShop(t);
    const contact = newCustomer();
    const { phone, reason } = await customerWritesAndWaits(shop, contact);
    expect(reason).toBe('ai_will_respond');
    expect(phone.messages.length).toBeGreaterThan(0);
    expect(phone.messages.every((message) => message.kind === 'text' && message.content.length > 0)).toBe(
      true,
    );
  });
});

describe('the AI stays quiet', () => {
  it('when the organization switched its AI off', async () => {
    const shop = await openShop(t);
    await t.db
      .update(organizations)
      .set({ globalAiEnabled: false })
      .where(eq(organizations.id, shop.organizationId));
    const { phone, reason } = await customerWritesAndWaits(shop, newCustomer());
    expect(reason).toBe('organization_ai_disabled');
    expect(phone.messages).toEqual([]);
  });

  it("when the instance's AI is off", async () => {
    const shop = await openShop(t);
    const off = await t.app.inject({
      method: 'PATCH',
      url: `/api/instances/${shop.instanceId}`,
      headers: shop.headers,
      payload: { aiEnabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { phone, reason } = await customerWritesAndWaits(shop, newCustomer());
    expect(reason).toBe('instance_ai_disabled');
    expect(phone.messages).toEqual([]);
  });

  it("when the instance's system settings switch the AI off", async () => {
    const shop = await openShop(t);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${shop.instanceId}/system-settings`,
      headers: shop.headers,
      payload: { globalAiEnabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { phone, reason } = await customerWritesAndWaits(shop, newCustomer());
    expect(reason).toBe('instance_global_ai_disabled');
    expect(phone.messages).toEqual([]);
  });

  it("when the conversation's AI was switched off in the inbox", async () => {
    const shop = await openShop(t);
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Bom dia' });
    await quietPeriodPasses(t);
    const answered = (await phoneOf(t, shop, contact)).messages.length;
    const conversation = await conversationOf(t, shop, contact);
    const off = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${conversation.id}/toggle-ai`,
      headers: shop.headers,
      payload: { enabled: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const { phone, reason } = await customerWritesAndWaits(shop, contact, 'Ainda está aí?');
    expect(reason).toBe('conversation_ai_disabled');
    expect(phone.messages).toHaveLength(answered);
  });

  it("outside the schedule, on the organization's clock", async () => {
    const shop = await openShop(t);
    // Monday 10:00 in São Paulo: outside a 14:00–18:00 window.
    await setSettings(t, shop, { aiScheduleEnabled: true, aiStartTime: '14:00', aiEndTime: '18:00' });
    const { phone, reason } = await customerWritesAndWaits(shop, newCustomer());
    expect(reason).toBe('outside_schedule');
    expect(phone.messages).toEqual([]);
  });

  it('for a blacklisted number, written as people write numbers', async () => {
    const shop = await openShop(t);
    const contact = newCustomer();
    const local = `(${contact.slice(2, 4)}) ${contact.slice(4, 9)}-${contact.slice(9)}`;
    await setSettings(t, shop, { followUpBlacklist: `5511900000000\n${local}` });
    const { phone, reason } = await customerWritesAndWaits(shop, contact);
    expect(reason).toBe('contact_blacklisted');
    expect(phone.messages).toEqual([]);
  });

  it('for a first contact when first contacts go to a human, and for the rest of that conversation', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { firstContactHumanEnabled: true });
    const contact = newCustomer();
    const first = await customerWritesAndWaits(shop, contact);
    expect(first.reason).toBe('first_contact_human');
    expect(first.phone.messages).toEqual([]);
    expect(await conversationOf(t, shop, contact)).toMatchObject({ isAiActive: false });

    const second = await customerWritesAndWaits(shop, contact, 'Alguém pode me atender?');
    expect(second.reason).toBe('conversation_ai_disabled');
    expect(second.phone.messages).toEqual([]);
  });

  it('when auto response is off', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { enableAutoResponse: false });
    const { phone, reason } = await customerWritesAndWaits(shop, newCustomer());
    expect(reason).toBe('auto_response_disabled');
    expect(phone.messages).toEqual([]);
  });
});

describe('a human typing on the business phone', () => {
  it('takes the conversation over: the pending reply is not sent, nor later ones', async () => {
    const shop = await openShop(t);
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Qual o preço do HB20?' });
    t.clock.advance(10_000);
    await businessPhoneTypes(t, shop, contact, 'Oi Maria, aqui é o João da loja!');
    await quietPeriodPasses(t);
    expect((await phoneOf(t, shop, contact)).messages).toEqual([]);
    expect(await conversationOf(t, shop, contact)).toMatchObject({
      isAiActive: false,
      aiPausedReason: 'human_takeover',
    });
    const [customerRecord] = await monitorOf(t, shop, contact);
    expect(customerRecord?.finalOutcome).toBe('no_ai_response');

    const { phone, reason } = await customerWritesAndWaits(shop, contact, 'Obrigada João');
    expect(reason).toBe('conversation_ai_disabled');
    expect(phone.messages).toEqual([]);
  });

  it('does not pause the AI when the instance does not let a human take over', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { humanAssumesEnabled: false });
    const contact = newCustomer();
    await businessPhoneTypes(t, shop, contact, 'Olá! Temos novidades no estoque.');
    const { phone, reason } = await customerWritesAndWaits(shop, contact, 'Quais?');
    expect(reason).toBe('ai_will_respond');
    expect(phone.messages.length).toBeGreaterThan(0);
  });
});
