import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations } from '../../../../server/db/schema';
import { lockOrganizationLane } from '../../../../server/engine/intake';
import { applyRetention } from '../../../../server/modules/privacy/retention';
import { type EvolutionInstance, settle, startShop } from '../../engine/intake/helpers';
import type { TestApp } from '../../helpers/app';
import { createBoardLead } from '../leads/fixtures';

/**
 * The retention sweep erases contact by contact, each under the organization's intake lane: a batch
 * drained meanwhile (another process, on PostgreSQL) commits first, and what it revived is not
 * erased even though it was old when the sweep listed it.
 */
let t: TestApp;
let org: string;
let instance: EvolutionInstance;

beforeAll(async () => {
  ({ t, org, instance } = await startShop());
});
afterAll(() => t?.close());

const DAY_MS = 24 * 60 * 60_000;

describe.skipIf(!process.env.TEST_DATABASE_URL)('the retention sweep while a batch is drained', () => {
  it('waits for the batch, erases the contact still old and keeps the one the batch revived', async () => {
    const longAgo = new Date(Date.now() - 400 * DAY_MS);
    const shop = { id: instance.id, organizationId: org };
    const silent = await createBoardLead(t.db, shop, { lastMessageAt: longAgo, lastMessage: 'obrigado' });
    const revived = await createBoardLead(t.db, shop, { lastMessageAt: longAgo, lastMessage: 'oi' });

    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    let started!: () => void;
    const batchStarted = new Promise<void>((resolve) => {
      started = resolve;
    });
    // The batch of another process holds the lane and stores a new message of the second contact.
    const batch = t.db.transaction(async (tx) => {
      await lockOrganizationLane(tx, org);
      await tx
        .update(conversations)
        .set({ lastMessageAt: new Date(), lastMessage: 'Ainda tem o Onix?' })
        .where(eq(conversations.id, revived.conversationId));
      started();
      await released;
    });
    await batchStarted;

    let done = false;
    const sweep = applyRetention(t.app, org, { conversationMonths: 12, mediaDays: null }, new Date()).then(
      (removed) => {
        done = true;
        return removed;
      },
    );
    await settle(300);
    expect(done).toBe(false);
    release();
    await batch;
    expect(await sweep).toBe(1);

    const numbers = new Map(
      (
        await t.db
          .select({ id: conversations.id, number: conversations.contactNumber })
          .from(conversations)
          .where(inArray(conversations.id, [silent.conversationId, revived.conversationId]))
      ).map((row) => [row.id, row.number]),
    );
    expect(numbers.get(silent.conversationId)?.startsWith('anon:')).toBe(true);
    expect(numbers.get(revived.conversationId)).toBe(revived.contactNumber);
  });
});
