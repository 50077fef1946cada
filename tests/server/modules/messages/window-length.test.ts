/**
 * How long an official number's 24-hour window stays open: from the customer's last message, and
 * 72 h from the message of a customer who came from an ad.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../../../server/db/schema';
import { windowClosesAt } from '../../../../server/engine/outbound';
import { manualClock } from '../../../../server/lib/clock';
import { type CloudWorld, messagesWebhook, startCloudWorld } from '../webhooks/cloud-setup';

const HOUR = 3_600_000;
const MINUTE = 60_000;
const WROTE_AT = new Date('2026-03-02T12:00:00.000Z');

const clock = manualClock(WROTE_AT);
let w: CloudWorld;
let instanceId: string;

beforeAll(async () => {
  w = await startCloudWorld({ clock });
  instanceId = await w.createNumber();
});
afterAll(() => w.close());

describe('windowClosesAt', () => {
  it('closes 24 h after the customer last wrote, 72 h after an ad referral, never open without a message', () => {
    const last = new Date('2026-03-02T12:00:00Z');
    expect(windowClosesAt({ lastCustomerMessageAt: last, adReferralAt: null })).toEqual(
      new Date('2026-03-03T12:00:00Z'),
    );
    expect(windowClosesAt({ lastCustomerMessageAt: last, adReferralAt: last })).toEqual(
      new Date('2026-03-05T12:00:00Z'),
    );
    expect(windowClosesAt({ lastCustomerMessageAt: null, adReferralAt: null })).toBeNull();
  });
});

describe('the window of a customer who came from an ad', () => {
  it('a customer who came from an ad may be answered in free text for 72 h, counted from that message', async () => {
    const adCustomer = '5511987650000';
    const clicked = new Date(WROTE_AT.getTime() + 10 * HOUR);
    clock.set(clicked);
    const posted = await w.post(
      instanceId,
      messagesWebhook({
        contacts: [{ wa_id: adCustomer, profile: { name: 'Carla' } }],
        messages: [
          {
            from: adCustomer,
            id: 'wamid.ADCLICK1',
            timestamp: String(clicked.getTime() / 1000),
            type: 'text',
            text: { body: 'Vi o anúncio do Onix' },
            referral: {
              source_url: 'https://fb.me/anuncio',
              source_id: '120210000000001',
              source_type: 'ad',
              headline: 'Onix 2022 com garantia',
              ctwa_clid: 'ARAkLkA',
            },
          },
        ],
      }),
    );
    expect(posted.statusCode).toBe(200);
    const [conversation] = await w.t.db
      .select({ id: conversations.id })
      .from(conversations)
      .where(and(eq(conversations.instanceId, instanceId), eq(conversations.contactNumber, adCustomer)));
    const send = (message: string) =>
      w.call('POST', '/api/messages/send', { conversationId: conversation?.id, message });

    clock.set(new Date(clicked.getTime() + 71 * HOUR + 59 * MINUTE));
    expect((await send('Oi Carla, o Onix segue disponível!')).statusCode).toBe(201);
    clock.set(new Date(clicked.getTime() + 72 * HOUR + MINUTE));
    const refused = await send('Ainda pensando no Onix?');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ error: 'outside_window' });
  });
});
