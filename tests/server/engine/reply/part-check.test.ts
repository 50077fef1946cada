import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { stopIntake } from '../../../../server/engine/intake';
import { manualClock } from '../../../../server/lib/clock';
import { StatementTap } from '../../../bench/lib/tap';
import { type EngineApp, engineApp, MONDAY_10H } from '../app';
import {
  customerSends,
  messagesOf,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  setSettings,
} from '../shop';

/**
 * The check before a part stores the part as pending in the same statement (issue 27 §1: the job's
 * statements): the part goes out and is recorded as before, and a part the rest of the decision
 * stops leaves nothing behind in the conversation.
 */

let t: EngineApp;
/** Runs once during the next wait of the clock (the typing indicator of a reply being sent). */
let duringNextWait: (() => Promise<void>) | null = null;
beforeAll(async () => {
  const clock = manualClock(MONDAY_10H);
  const wait = clock.sleep;
  clock.sleep = async (ms) => {
    await wait(ms);
    const during = duringNextWait;
    duringNextWait = null;
    await during?.();
  };
  t = await engineApp({ clock });
});
afterAll(() => t.close());

const flat = (text: string) => text.replace(/\s+/g, ' ').trim();
const NO_DELAYS = { typingSeconds: 0, enableTypingSimulation: false, enableSmartPauses: false };

describe('the check before a reply’s part', () => {
  it('leaves no pending message when the rest of the decision says stop', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { singleMessage: true, enableTypingSimulation: false, typingSeconds: 5 });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'O Onix ainda está disponível?' });
    // While "digitando…" shows, someone turns the instance's automatic answers off: a switch of the
    // settings, which only the code's side of the decision reads.
    duringNextWait = () => setSettings(t, shop, { enableAutoResponse: false });
    const tap = new StatementTap(t.database);
    const run = await tap.capture(() => quietPeriodPasses(t, 120));
    expect(duringNextWait).toBeNull();

    const phone = await phoneOf(t, shop, contact);
    expect(phone.presences).toHaveLength(1);
    expect(phone.messages).toEqual([]);
    expect((await messagesOf(t, shop, contact)).filter((message) => message.direction === 'out')).toEqual([]);
    const [record] = await monitorOf(t, shop, contact);
    expect(record?.finalOutcome).toBe('no_ai_response');
    const step = record?.steps.find((entry) => entry.step === 'ai_reply');
    expect(step?.details).toMatchObject({ parts: 0, stoppedBecause: 'auto_response_disabled' });
    // The check after typing did store the part (what SQL sees said go), then took it back.
    const texts = run.statements.map((statement) => flat(statement.text));
    expect(texts.filter((text) => text.startsWith('with "pending_part" as'))).toHaveLength(1);
    expect(texts.filter((text) => text.startsWith('delete from "messages"'))).toHaveLength(1);
  });

  it('stores the part in its own statement, and the part goes out and is recorded as before', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { ...NO_DELAYS, singleMessage: true, responseSeconds: 10 });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Vocês têm SUV?' });
    // The intake's rounds stay out of what is recorded (it stays stopped: this test comes last).
    await stopIntake(t.app);
    const tap = new StatementTap(t.database);
    t.clock.advance(10_000);
    const sentAt = t.clock.now();
    const run = await tap.capture(() => t.app.jobs.runDue());
    expect(run.value).toBe(1);

    const phone = await phoneOf(t, shop, contact);
    expect(phone.messages).toHaveLength(1);
    const reply = (await messagesOf(t, shop, contact)).filter((message) => message.direction === 'out');
    expect(reply).toEqual([
      expect.objectContaining({
        origin: 'ai',
        content: phone.messages[0]?.content,
        status: 'delivered',
        timestamp: sentAt,
        error: null,
      }),
    ]);
    expect(reply[0]?.gatewayMessageId).toBeTruthy();
    const [record] = await monitorOf(t, shop, contact);
    expect(record?.finalOutcome).toBe('ai_response_sent');
    // The part's row is written by the check's statement, and by no statement of its own.
    const inserts = run.statements
      .map((statement) => flat(statement.text))
      .filter((text) => /insert into "messages"/.test(text));
    expect(inserts).toEqual([expect.stringMatching(/^with "pending_part" as \(insert into "messages"/)]);
  });
});
