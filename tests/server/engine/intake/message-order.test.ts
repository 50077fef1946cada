import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Message } from '../../../../contract/inbox';
import { instances } from '../../../../server/db/schema';
import { WEBHOOK_SECRET_HEADER } from '../../../../server/gateways/evolution/webhook-config';
import { type EngineApp, engineApp } from '../app';
import { conversationOf, newCustomer, openShop } from '../shop';

/** WhatsApp times are whole seconds: a burst of one second must still read in the order it arrived. */

let t: EngineApp;
beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

describe('a burst of 20 messages in one second', () => {
  it('is listed in arrival order, through the real intake', async () => {
    const shop = await openShop(t);
    const [row] = await t.db.select().from(instances).where(eq(instances.id, shop.instanceId));
    const contact = newCustomer();
    const second = Math.floor(t.clock.now().getTime() / 1000);
    for (let index = 1; index <= 20; index += 1) {
      const response = await t.app.inject({
        method: 'POST',
        url: `/api/webhooks/evolution/${shop.instanceId}`,
        headers: { [WEBHOOK_SECRET_HEADER]: row?.webhookSecret ?? '', 'content-type': 'application/json' },
        payload: {
          event: 'messages.upsert',
          instance: row?.gatewayInstanceName,
          data: {
            // Random ids, as WhatsApp's: nothing in them tells the order.
            key: {
              remoteJid: `${contact}@s.whatsapp.net`,
              fromMe: false,
              id: randomBytes(10).toString('hex'),
            },
            pushName: 'Maria',
            message: { conversation: `mensagem ${index}` },
            messageType: 'conversation',
            messageTimestamp: second,
            source: 'android',
          },
          date_time: t.clock.now().toISOString(),
        },
      });
      expect(response.statusCode, response.body).toBe(200);
    }
    const conversation = await conversationOf(t, shop, contact);
    const page = await t.app.inject({
      method: 'GET',
      url: `/api/messages?conversationId=${conversation.id}&limit=50`,
      headers: shop.headers,
    });
    expect(page.statusCode, page.body).toBe(200);
    const listed: Message[] = page.json().messages;
    const expected = Array.from({ length: 20 }, (_, index) => `mensagem ${index + 1}`);
    // Oldest first inside a page; page 1 is the newest.
    expect(listed.map((message) => message.content)).toEqual(expected);
    // The second page boundary keeps the order too.
    const firstTen = await t.app.inject({
      method: 'GET',
      url: `/api/messages?conversationId=${conversation.id}&limit=10&page=2`,
      headers: shop.headers,
    });
    expect(firstTen.json().messages.map((message: Message) => message.content)).toEqual(
      expected.slice(0, 10),
    );
  });
});
