import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../../server/db/client';
import { campaignRecipients } from '../../../../server/db/schema';
import { insertPendingOutbound } from '../../../../server/engine/outbound/repository';
import { EVOLUTION_GAP_MS, JITTER } from '../../../../server/modules/campaigns/pace';
import { engineApp } from '../../engine/app';
import { openShop } from '../../engine/shop';
import { addLead, later, received, startCampaign } from './world';

const LONGEST_GAP = EVOLUTION_GAP_MS * (1 + JITTER);

let database: Database | undefined;
afterAll(() => database?.close());

describe('a server restart in the middle of a campaign', () => {
  it('continues where it stopped and reaches every recipient exactly once', async () => {
    const before = await engineApp();
    database = before.database;
    const shop = await openShop(before);
    const contacts = [];
    for (let n = 0; n < 5; n++) contacts.push(await addLead(before, shop));
    const id = await startCampaign(before, shop);
    await later(before, 0);
    await later(before, LONGEST_GAP);

    // The process dies mid-send twice over: one recipient claimed before its message was stored
    // (the gateway was never asked), one whose message was stored and handed to the gateway.
    const queued = await before.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.status, 'queued'));
    const [neverAsked, handedOver] = queued;
    if (!neverAsked || !handedOver) throw new Error('expected queued recipients');
    const now = before.clock.now();
    await before.db
      .update(campaignRecipients)
      .set({ status: 'sending', claimedAt: now })
      .where(eq(campaignRecipients.id, neverAsked.id));
    await before.db
      .update(campaignRecipients)
      .set({ status: 'sending', claimedAt: now })
      .where(eq(campaignRecipients.id, handedOver.id));
    await insertPendingOutbound(before.db, shop.organizationId, {
      conversationId: handedOver.conversationId,
      instanceId: shop.instanceId,
      origin: 'system',
      content: 'Feirão de sábado: Onix com taxa zero!',
      media: null,
      timestamp: now,
    });
    await before.stopApp();

    const restarted = await engineApp({ database: before.database, clock: before.clock });
    for (let step = 0; step < 8; step++) await later(restarted, LONGEST_GAP);

    const phones = await Promise.all(contacts.map((contact) => received(restarted, shop, contact)));
    const handedOverContact = contacts.find((c) => c.conversationId === handedOver.conversationId);
    for (const [n, contact] of contacts.entries()) {
      // The one handed over reached the gateway in the dead process (not on this phone's record).
      expect(phones[n], contact.number).toHaveLength(contact === handedOverContact ? 0 : 1);
    }
    const rows = await restarted.db
      .select()
      .from(campaignRecipients)
      .where(eq(campaignRecipients.campaignId, id));
    expect(rows.map((row) => row.status).sort()).toEqual(['sent', 'sent', 'sent', 'sent', 'sent']);
    await restarted.stopApp();
  });
});
