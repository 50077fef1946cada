import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../../server/db/schema';
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
  setSettings,
} from '../shop';

/**
 * The reply job finishes in the transaction that records its last part: the job is done, the
 * customer's monitor record settled and the follow-up scheduled exactly when the reply is recorded
 * sent, with no statement of its own after (issue 27 §1: the job's statements).
 */

let t: EngineApp;

beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();

const NO_DELAYS = { typingSeconds: 0, enableTypingSimulation: false, enableSmartPauses: false };

describe('the reply job’s end', () => {
  it('is done with its reply recorded, the follow-up queued and the record settled, in one transaction', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { ...NO_DELAYS, singleMessage: true, responseSeconds: 10 });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Vocês têm SUV?' });
    // The intake's rounds stay out of what is recorded below: only the job's and its gateway's.
    await stopIntake(t.app);
    const tap = new StatementTap(t.database);
    t.clock.advance(10_000);
    // The reply's quiet period only: the lead's qualification (30 s) is not due yet.
    const run = await tap.capture(() => tap.recordTransactions(() => t.app.jobs.runDue()));
    expect(run.value.value).toBe(1);

    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    const reply = (await messagesOf(t, shop, contact)).filter((message) => message.direction === 'out');
    // Recorded sent (the simulated phone reports it delivered at once).
    expect(reply.map((message) => message.status)).toEqual(['delivered']);
    const [record] = await monitorOf(t, shop, contact);
    expect(record?.finalOutcome).toBe('ai_response_sent');
    expect(record?.steps.at(-1)).toMatchObject({ step: 'ai_reply', details: { parts: 1, markedRead: 1 } });
    const conversation = await conversationOf(t, shop, contact);
    const queued = await t.db
      .select({ kind: jobs.kind, status: jobs.status })
      .from(jobs)
      .where(eq(jobs.organizationId, shop.organizationId));
    expect(queued).toEqual(
      expect.arrayContaining([
        { kind: 'ai_reply', status: 'done' },
        { kind: 'qualify_lead', status: 'pending' },
        { kind: 'follow_up', status: 'pending' },
      ]),
    );
    expect(conversation.followUpsSent).toBe(0);
    // The job ends in the transaction that records its reply sent: its done and the record's
    // settling ride with the follow-up's write there, and no statement of its own follows.
    const alone = run.statements.map((statement) => flat(statement.text));
    const [recorded, ...others] = run.value.transactions;
    expect(others).toEqual([]);
    expect(recorded?.map((statement) => flat(statement.text))).toEqual([
      expect.stringMatching(/^with sent as \(update "messages"/),
      expect.stringMatching(
        /^with follow_up as \(insert into "jobs".*also as \(update "webhook_events".*update "jobs" set status = 'done'/,
      ),
    ]);
    expect(alone.filter((text) => text.includes(`status = 'done'`))).toEqual([]);
    // The job's claim, and the runner's last claim that finds nothing more.
    expect(alone.filter((text) => text.includes(`set status = 'running'`))).toHaveLength(2);
  });
});
