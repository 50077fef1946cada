import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { conversations, jobs } from '../../../../server/db/schema';
import { followUpKey } from '../../../../server/engine/followup';
import { scheduleFollowUp } from '../../../../server/engine/followup/queue';
import { OWED_RESTART_GRACE_MS } from '../../../../server/engine/followup/start';
import { stopIntake } from '../../../../server/engine/intake';
import { StatementTap } from '../../../bench/lib/tap';
import { type EngineApp, engineApp } from '../app';
import {
  conversationOf,
  customerSends,
  messagesOf,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  type Shop,
  setSettings,
} from '../shop';
import { afterStatement, diesBefore } from './statement-hooks';

/**
 * The reply job finishes in the one statement that records its last part: the job is done, the
 * customer's monitor record settled and the follow-up's first rung scheduled (or dropped) exactly
 * when the reply is recorded sent, with no transaction and no statement of its own after (issue 27
 * §1, item 3: the job runs in 4 statements).
 */

let t: EngineApp;

// An app per test: each stops its intake before the job's run.
beforeEach(async () => {
  t = await engineApp();
});
afterEach(() => t.close());

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const NO_DELAYS = { typingSeconds: 0, enableTypingSimulation: false, enableSmartPauses: false };

/** A customer who wrote once and waits for the reply's quiet period; the intake is stopped after. */
async function customerWaiting(): Promise<{ shop: Shop; contact: string }> {
  const shop = await openShop(t);
  await setSettings(t, shop, { ...NO_DELAYS, singleMessage: true, responseSeconds: 10 });
  const contact = newCustomer();
  await customerSends(t, shop, contact, { text: 'Vocês têm SUV?' });
  // The intake's rounds stay out of what is recorded below: only the job's and its gateway's.
  await stopIntake(t.app);
  return { shop, contact };
}

/** A follow-up of an earlier message of ours, still pending (the last part's rung replaces or drops it). */
async function earlierFollowUp(shop: Shop, contact: string): Promise<void> {
  const conversation = await conversationOf(t, shop, contact);
  await scheduleFollowUp(
    t.db,
    {
      organizationId: shop.organizationId,
      instanceId: shop.instanceId,
      conversationId: conversation.id,
      rung: 2,
      since: new Date(t.clock.now().getTime() - 3_600_000).toISOString(),
    },
    new Date(t.clock.now().getTime() + 3_600_000),
  );
}

/** The reply job's run, every statement it sent counted at the driver. */
async function runReply() {
  const tap = new StatementTap(t.database);
  t.clock.advance(10_000);
  // The reply's quiet period only: the lead's qualification (30 s) is not due yet.
  const run = await tap.capture(() => tap.recordTransactions(() => t.app.jobs.runDue()));
  expect(run.value.value).toBe(1);
  return {
    statements: run.statements.map((statement) => flat(statement.text)),
    transactions: run.value.transactions,
  };
}

/** The built-in simulator's statements (the gateway's side: its instance read, its chat's rows). */
const ofSimulatedPhone = (text: string) => /simulator_messages|"webhook_secret"/.test(text);

const followUpsOf = async (shop: Shop, contact: string) => {
  const conversation = await conversationOf(t, shop, contact);
  return t.db
    .select({ status: jobs.status, runAt: jobs.runAt, payload: jobs.payload })
    .from(jobs)
    .where(
      and(eq(jobs.organizationId, shop.organizationId), eq(jobs.dedupeKey, followUpKey(conversation.id))),
    );
};

describe('the reply job’s end', () => {
  it('records the last part, schedules its follow-up, settles the record and is done in ONE statement', async () => {
    const { shop, contact } = await customerWaiting();
    await earlierFollowUp(shop, contact);
    const { statements, transactions } = await runReply();

    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    const reply = (await messagesOf(t, shop, contact)).filter((message) => message.direction === 'out');
    // Recorded sent (the simulated phone reports it delivered at once).
    expect(reply.map((message) => message.status)).toEqual(['delivered']);
    const [record] = await monitorOf(t, shop, contact);
    expect(record?.finalOutcome).toBe('ai_response_sent');
    expect(record?.steps.at(-1)).toMatchObject({ step: 'ai_reply', details: { parts: 1, markedRead: 1 } });
    const conversation = await conversationOf(t, shop, contact);
    expect(conversation.followUpsSent).toBe(0);
    // The earlier rung is replaced by rung 1, due one interval (24 h by default) after the reply.
    const followUps = await followUpsOf(shop, contact);
    expect(followUps).toEqual([
      expect.objectContaining({ status: 'pending', payload: expect.objectContaining({ rung: 1 }) }),
    ]);
    expect(followUps[0]?.runAt.getTime()).toBe(t.clock.now().getTime() + 24 * 3_600_000);

    expect(transactions).toEqual([]);
    const finishing = statements.filter((text) => text.includes(`status = 'done'`));
    expect(finishing).toEqual([
      expect.stringMatching(
        /^with sent as \(update "messages".*follow_up as \(insert into "jobs".*job_done as \(update "jobs" set status = 'done'.*also as \(update "webhook_events"/,
      ),
    ]);
    // Claim, start read, part check, the record-and-finish statement; then the runner's last claim.
    const claims = statements.filter((text) => text.includes(`set status = 'running'`));
    expect(claims).toHaveLength(2);
    // In order, the simulated phone's reads and writes of its chat left out: the runner's look for
    // stale jobs, then the job's 4 (the claim, the start read, the part check storing the part, the
    // record-and-finish statement), then the runner's last claim that finds nothing.
    expect(statements.filter((text) => !ofSimulatedPhone(text))).toEqual([
      expect.stringMatching(/^with stale as/),
      expect.stringMatching(/^update "jobs" set status = 'running'/),
      expect.stringMatching(/^select "instances"\."id"/),
      expect.stringMatching(/^with "pending_part" as \(insert into "messages"/),
      finishing[0],
      expect.stringMatching(/^update "jobs" set status = 'running'/),
    ]);
  });

  it('drops the pending follow-up in that same statement when follow-ups are off for the conversation', async () => {
    const { shop, contact } = await customerWaiting();
    await earlierFollowUp(shop, contact);
    const conversation = await conversationOf(t, shop, contact);
    await t.db
      .update(conversations)
      .set({ isFollowUpActive: false })
      .where(eq(conversations.id, conversation.id));
    const { statements, transactions } = await runReply();

    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    expect((await followUpsOf(shop, contact)).map((job) => job.status)).toEqual(['cancelled']);
    const [record] = await monitorOf(t, shop, contact);
    expect(record?.finalOutcome).toBe('ai_response_sent');
    expect(transactions).toEqual([]);
    expect(statements.filter((text) => text.includes(`status = 'done'`))).toEqual([
      expect.stringMatching(
        /^with sent as \(update "messages".*follow_up as \(update "jobs" set "status" = \$\d+, "finished_at" = now\(\).*job_done as \(update "jobs" set status = 'done'/,
      ),
    ]);
    expect(statements.filter((text) => text.includes(`set status = 'running'`))).toHaveLength(2);
  });

  it('restarts the ladder from what it is when the conversation’s follow-up changed during the send', async () => {
    const { shop, contact } = await customerWaiting();
    await earlierFollowUp(shop, contact);
    const conversation = await conversationOf(t, shop, contact);
    // The operator switches the conversation's follow-up off after the last part's check read it
    // on, while the part is on its way: the check's decision (schedule) must not be written.
    const restore = afterStatement(t.database, /pending_part/, () =>
      t.db
        .update(conversations)
        .set({ isFollowUpActive: false })
        .where(eq(conversations.id, conversation.id)),
    );
    try {
      await runReply();
    } finally {
      restore();
    }
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    expect((await followUpsOf(shop, contact)).map((job) => job.status)).toEqual(['cancelled']);
    const [record] = await monitorOf(t, shop, contact);
    expect(record?.finalOutcome).toBe('ai_response_sent');
    expect((await conversationOf(t, shop, contact)).followUpsSent).toBe(0);
  });

  it('restarts the ladder when the process died between the last part’s record and the restart', async () => {
    const { shop, contact } = await customerWaiting();
    await earlierFollowUp(shop, contact);
    const conversation = await conversationOf(t, shop, contact);
    // The conversation's follow-up is re-timed to 30 minutes while the last part is on its way
    // (its check read the old facts), and the process dies right before the ladder's restart.
    const restore = afterStatement(t.database, /pending_part/, () =>
      t.db.update(conversations).set({ followupTime: 30 }).where(eq(conversations.id, conversation.id)),
    );
    const dies = diesBefore(t.database, /^update "conversations" set "follow_ups_sent"/);
    try {
      await runReply();
    } finally {
      dies();
      restore();
    }
    const sentAt = t.clock.now().getTime();
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    const replyJobs = () =>
      t.db
        .select({ status: jobs.status })
        .from(jobs)
        .where(and(eq(jobs.organizationId, shop.organizationId), eq(jobs.kind, 'ai_reply')));
    expect(await replyJobs()).toEqual([{ status: 'done' }]);

    // The restart runs once the live process would have made it: rung 1, 30 minutes after the reply.
    t.clock.advance(OWED_RESTART_GRACE_MS);
    await t.app.jobs.runDue();
    const pending = (await followUpsOf(shop, contact)).filter((job) => job.status === 'pending');
    expect(pending).toEqual([
      expect.objectContaining({
        payload: expect.objectContaining({ rung: 1, since: new Date(sentAt).toISOString() }),
      }),
    ]);
    expect(pending[0]?.payload).not.toHaveProperty('restart');
    expect(pending[0]?.runAt.getTime()).toBe(sentAt + 30 * 60_000);
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    expect(await replyJobs()).toEqual([{ status: 'done' }]);
    const [record] = await monitorOf(t, shop, contact);
    expect(record?.finalOutcome).toBe('ai_response_sent');

    // And the customer who stays silent gets that follow-up, once.
    t.clock.advance(30 * 60_000);
    await t.app.jobs.runDue();
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(2);
    expect((await conversationOf(t, shop, contact)).followUpsSent).toBe(1);
  });

  it('leaves no owed restart behind when the live process restarts the ladder itself', async () => {
    const { shop, contact } = await customerWaiting();
    const conversation = await conversationOf(t, shop, contact);
    const restore = afterStatement(t.database, /pending_part/, () =>
      t.db.update(conversations).set({ followupTime: 30 }).where(eq(conversations.id, conversation.id)),
    );
    try {
      await runReply();
    } finally {
      restore();
    }
    const sentAt = t.clock.now().getTime();
    const followUps = await followUpsOf(shop, contact);
    expect(followUps).toEqual([
      expect.objectContaining({ status: 'pending', runAt: new Date(sentAt + 30 * 60_000) }),
    ]);
    expect(followUps[0]?.payload).not.toHaveProperty('restart');
  });
});
