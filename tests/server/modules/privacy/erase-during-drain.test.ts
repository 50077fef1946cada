import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERASED_TEXT } from '../../../../contract/privacy';
import { conversations, intakeEvents, jobs, leads, messages } from '../../../../server/db/schema';
import type { EngineDeps } from '../../../../server/engine/deps';
import { authenticateWebhook } from '../../../../server/engine/intake';
import { DRAIN_KEY } from '../../../../server/engine/intake/lanes';
import { processBatch } from '../../../../server/engine/intake/process-batch';
import { claimBatch } from '../../../../server/engine/intake/queue';
import {
  type EvolutionInstance,
  postWebhook,
  settle,
  startShop,
  textMessageBody,
} from '../../engine/intake/helpers';
import type { TestApp } from '../../helpers/app';

/**
 * An erasure requested while a batch of the organization is being drained (several server
 * processes on PostgreSQL): the batch, on a connection of its own, holds its lane's drain lock as
 * the drainer does; the erasure waits for it, then erases what the batch stored.
 */
let t: TestApp;
let org: string;
let admin: { authorization: string };
let instance: EvolutionInstance;

beforeAll(async () => {
  ({ t, org, admin, instance } = await startShop());
});
afterAll(() => t?.close());

const epoch = () => Math.floor(Date.now() / 1000);

describe.skipIf(!process.env.TEST_DATABASE_URL)('erasing a contact while a batch is drained', () => {
  it('waits for the batch, then erases the message it stored', async () => {
    const number = `55119${String(Date.now()).slice(-8)}`;
    const first = await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'DRAIN-1', number, text: 'Quero um SUV', timestamp: epoch() }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const [lead] = await t.db
      .select({ id: leads.id, conversationId: leads.conversationId })
      .from(leads)
      .innerJoin(conversations, eq(conversations.id, leads.conversationId))
      .where(eq(conversations.contactNumber, number));
    if (!lead) throw new Error('the webhook made no lead');
    // The reply to their first message went out: nothing of theirs is pending when the batch starts.
    await t.db
      .update(jobs)
      .set({ status: 'done', finishedAt: new Date() })
      .where(and(eq(jobs.organizationId, org), eq(jobs.status, 'pending')));
    const secret = 'Meu CPF é 987.654.321-00';
    const body = textMessageBody({ id: 'DRAIN-2', number, text: secret, timestamp: epoch() });

    let stored!: () => void;
    const batchStored = new Promise<void>((resolve) => {
      stored = resolve;
    });
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const intakeInstance = await authenticateWebhook(t.db, instance.id, instance.secret);
    if (!intakeInstance) throw new Error('instance not authenticated');
    // The batch of another process, on a connection of its own: their next message arrived during it,
    // so the appender wrote it in the batch's transaction (nobody else sees it before the commit);
    // the batch holds its lane's drain lock, claims and processes it, and its commit is held open.
    const batch = t.db.transaction(async (tx) => {
      const [queued] = await tx
        .insert(intakeEvents)
        .values({
          organizationId: org,
          instanceId: instance.id,
          receivedAt: new Date(),
          body: JSON.stringify(body),
        })
        .returning({ id: intakeEvents.id, lane: intakeEvents.lane });
      if (!queued) throw new Error('not queued');
      await tx.execute(sql`select pg_advisory_xact_lock(${DRAIN_KEY}, ${queued.lane}::int)`);
      const held = { body, bytes: Buffer.byteLength(JSON.stringify(body)) };
      const claimed = await claimBatch(tx, 10, new Map([[queued.id, held]]), [queued.lane]);
      expect(claimed.map((row) => row.id)).toEqual([queued.id]);
      const deps: EngineDeps = Object.create(t.app, { db: { value: tx } });
      await processBatch(deps, tx, claimed, new Map());
      stored();
      await released;
      return queued.id;
    });
    await batchStored;

    let answered = false;
    const erasure = t.app
      .inject({
        method: 'POST',
        url: `/api/leads/${lead.id}/erase`,
        headers: admin,
        payload: { confirm: number },
      })
      .then((response) => {
        answered = true;
        return response;
      });
    await settle(500);
    expect(answered).toBe(false);
    release();
    const queuedId = await batch;
    const response = await erasure;
    expect(response.statusCode, response.body).toBe(200);

    const texts = await t.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.conversationId, lead.conversationId));
    expect(texts).toHaveLength(2);
    expect(texts.every((row) => row.content === ERASED_TEXT)).toBe(true);
    expect(await t.db.select().from(intakeEvents).where(eq(intakeEvents.id, queuedId))).toEqual([]);
    const [after] = await t.db
      .select({ number: conversations.contactNumber })
      .from(conversations)
      .where(eq(conversations.id, lead.conversationId));
    expect(after?.number.startsWith('anon:')).toBe(true);
  });
});
