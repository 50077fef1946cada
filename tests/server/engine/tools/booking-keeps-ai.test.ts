/**
 * With the shop's default settings, a customer who books a test drive with the AI gets the
 * confirmation, the seller hears of the visit, and the AI stays on for the customer's questions
 * until the visit, although the booking made the lead HOT (counted as handed over). The seller
 * answering in the chat still pauses the AI ("Pausar a IA quando um humano responder").
 */

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { leads, notifications } from '../../../../server/db/schema';
import { type EngineApp, engineApp } from '../app';
import {
  businessPhoneTypes,
  conversationOf,
  customerSends,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
  setSettings,
} from '../shop';

let t: EngineApp;
let shop: Shop;

beforeAll(async () => {
  t = await engineApp();
  shop = await openShop(t);
});
afterAll(() => t.close());

/**
 * The customer writes and time passes in `steps` (seconds), the due jobs running after each: the
 * AI and the qualification have both run.
 */
async function says(contact: string, text: string, steps: readonly number[] = [30, 30]): Promise<string> {
  const before = (await phoneOf(t, shop, contact)).messages.length;
  await customerSends(t, shop, contact, { text });
  for (const seconds of steps) await quietPeriodPasses(t, seconds);
  const after = (await phoneOf(t, shop, contact)).messages.slice(before);
  return after.map((message) => message.content).join('\n');
}

async function leadOf(contact: string) {
  const conversation = await conversationOf(t, shop, contact);
  const [lead] = await t.db.select().from(leads).where(eq(leads.conversationId, conversation.id));
  if (!lead) throw new Error('no lead');
  return { lead, conversation };
}

const visitNotices = async (userId: string | null) =>
  t.db
    .select({ title: notifications.title, body: notifications.body })
    .from(notifications)
    .where(and(eq(notifications.userId, userId ?? ''), eq(notifications.kind, 'appointment')));

describe('after the AI books a visit, with the default settings', () => {
  // The reply waits as long as the qualification (both 30 s) and runs beside it; or it answers
  // after 5 s, and the qualification finds the visit booked 25 s later.
  for (const [label, responseSeconds, steps] of [
    ['qualified as the reply books', 30, [30, 30]],
    ['qualified after the reply booked', 5, [5, 30]],
  ] as const) {
    it(`keeps the AI on for questions until the visit (${label})`, async () => {
      await setSettings(t, shop, { responseSeconds });
      const contact = newCustomer();
      // Monday 10 March 2025, 10:00 in São Paulo: "sábado" is the 15th.
      expect(await says(contact, 'posso fazer um test drive sábado às 10h?', steps)).toContain(
        '15/03 às 10:00',
      );

      const { lead, conversation } = await leadOf(contact);
      expect(lead.qualificationLevel).toBe('HOT');
      expect(conversation.transferredToConsultantAt).not.toBeNull();
      expect(conversation.isAiActive).toBe(true);
      const notices = (await visitNotices(lead.assignedUserId)).filter((notice) =>
        notice.title.includes('Maria Silva'),
      );
      expect(notices.at(-1)?.body).toBe('test drive — sáb 15/03 10:00 (pela IA)');

      expect(await says(contact, 'qual o endereço da loja?')).not.toBe('');
      expect((await conversationOf(t, shop, contact)).isAiActive).toBe(true);
    });
  }

  it('the seller answering in the chat still takes it over from the AI', async () => {
    await setSettings(t, shop, { responseSeconds: 30 });
    const contact = newCustomer();
    expect(await says(contact, 'posso fazer um test drive sábado às 11h?')).toContain('15/03 às 11:00');
    await businessPhoneTypes(t, shop, contact, 'Oi Maria, aqui é o Rafael, te espero no sábado!');
    expect((await conversationOf(t, shop, contact)).isAiActive).toBe(false);
    expect(await says(contact, 'qual o endereço da loja?')).toBe('');
  });
});
