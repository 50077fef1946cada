import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, leads, messages } from '../../../../server/db/schema';
import { stopIntake } from '../../../../server/engine/intake';
import { Appender } from '../../../../server/engine/intake/appender';
import { IntakeDrainer } from '../../../../server/engine/intake/drainer';
import type { HeldBody } from '../../../../server/engine/intake/queue';
import type { TestApp } from '../../helpers/app';
import { type EvolutionInstance, postWebhook, startShop, textMessageBody, waitFor } from './helpers';

/**
 * A process drains the bodies it appended from the parsed copy it holds, without reading them back
 * (queue.ts). An erasure that prunes such a body before the drain (a batch carrying the erased
 * contact's message and another customer's) must reach that copy too: the erased words are not
 * stored again, the other customer's message is. On PGlite and, with TEST_DATABASE_URL, PostgreSQL.
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
const dataOf = (body: Record<string, unknown>) => body.data;
const conversationsOf = (number: string) =>
  t.db.select().from(conversations).where(eq(conversations.contactNumber, number));
let serial = 0;

/** A contact who wrote once (processed by the app's drainer): their number and lead. */
async function contactWhoWrote() {
  serial += 1;
  const number = `55119${String(Date.now()).slice(-7)}${serial}`;
  const response = await postWebhook(
    t.app,
    instance,
    textMessageBody({ id: `HELD-${serial}-1`, number, text: 'Quero um SUV', timestamp: epoch() }),
  );
  expect(response.statusCode, response.body).toBe(200);
  const [lead] = await t.db
    .select({ id: leads.id })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(eq(conversations.contactNumber, number));
  if (!lead) throw new Error('the webhook made no lead');
  return { number, leadId: lead.id };
}

/**
 * This process appends `text` (a batch of both customers' messages) and keeps its parsed copy; the
 * contact is erased; then this process's drainer drains the queue.
 */
async function appendEraseDrain(contact: { number: string; leadId: string }, text: string): Promise<void> {
  const held = new Map<number, HeldBody>();
  const appender = new Appender(t.db, held, t.database.kind === 'postgres' ? 'erasing-process' : undefined);
  const id = await appender.append({
    organizationId: org,
    instanceId: instance.id,
    receivedAt: new Date(Date.now() - 1_000),
    eventSlug: null,
    body: JSON.parse(text) as unknown,
    text,
  });
  expect([...held.keys()]).toEqual([id]);

  const erased = await t.app.inject({
    method: 'POST',
    url: `/api/leads/${contact.leadId}/erase`,
    headers: admin,
    payload: { confirm: contact.number },
  });
  expect(erased.statusCode, erased.body).toBe(200);

  const drainer = new IntakeDrainer(t.app, false, held, appender);
  try {
    drainer.start();
    await waitFor(() => held.size === 0);
    await drainer.idle();
  } finally {
    await drainer.stop();
  }
}

/** Both customers' messages in one Evolution batch body: the contact's first. */
function batchOf(number: string, secret: string, other: string) {
  const theirs = dataOf(
    textMessageBody({ id: `HELD-${number}-2`, number, text: secret, timestamp: epoch() }),
  );
  const others = textMessageBody({
    id: `HELD-${other}-3`,
    number: other,
    text: 'Tem Onix 2022?',
    timestamp: epoch(),
  });
  return { body: { ...others, data: [theirs, dataOf(others)] }, theirs, others: dataOf(others) };
}

describe('erasing a contact whose message this process appended and holds in memory', () => {
  let first: { number: string; leadId: string };
  let second: { number: string; leadId: string };
  beforeAll(async () => {
    first = await contactWhoWrote();
    second = await contactWhoWrote();
    // The app's drainer stops: the batches below wait in the queue for each test's own drainer.
    await stopIntake(t.app);
  });

  it('drains the pruned body: the erased contact’s message is not stored, the other’s is', async () => {
    const other = `55218${String(Date.now()).slice(-8)}`;
    await appendEraseDrain(
      first,
      JSON.stringify(batchOf(first.number, 'Meu CPF é 123.456.789-00', other).body),
    );
    expect(await conversationsOf(other)).toHaveLength(1);
    expect(await conversationsOf(first.number)).toHaveLength(0);
    expect(await t.db.select().from(messages).where(like(messages.content, '%123.456.789%'))).toEqual([]);
  });

  it('also when the pruned body came out at the byte length the sender’s text had', async () => {
    // The sender wrote numbers in exponent form ("1e20"), which the pruned body's JSON spells out in
    // 21 digits: 17 bytes longer each. With as many as the erased message's bytes, the lengths match.
    const other = `55218${String(Date.now()).slice(-7)}9`;
    const big = '100000000000000000000';
    let secret = 'Minha renda é 4.500';
    const removed = () => Buffer.byteLength(JSON.stringify(batchOf(second.number, secret, other).theirs)) + 1;
    while (removed() % 17 !== 0) secret += '.';
    const batch = batchOf(second.number, secret, other);
    const body = { ...batch.body, sizes: Array(removed() / 17).fill(1e20) };
    const text = JSON.stringify(body).replaceAll(big, '1e20');
    const pruned = JSON.stringify({ ...body, data: [batch.others] });
    expect(Buffer.byteLength(pruned)).toBe(Buffer.byteLength(text));

    await appendEraseDrain(second, text);
    expect(await conversationsOf(other)).toHaveLength(1);
    expect(await conversationsOf(second.number)).toHaveLength(0);
    expect(await t.db.select().from(messages).where(like(messages.content, '%renda%'))).toEqual([]);
  });
});
