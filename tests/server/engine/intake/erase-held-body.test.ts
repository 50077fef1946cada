import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { conversations, leads, messages } from '../../../../server/db/schema';
import { stopIntake } from '../../../../server/engine/intake';
import { Appender } from '../../../../server/engine/intake/appender';
import { IntakeDrainer } from '../../../../server/engine/intake/drainer';
import type { HeldBody } from '../../../../server/engine/intake/queue';
import { authHeader, createOrganization, createUser, login, type TestApp } from '../../helpers/app';
import {
  createEvolutionInstance,
  type EvolutionInstance,
  postWebhook,
  startTestApp,
  textMessageBody,
  waitFor,
} from './helpers';

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
  t = await startTestApp();
  org = (await createOrganization(t.db, { plan: 'enterprise' })).id;
  const adminUser = await createUser(t.db, org, { role: 'admin' });
  admin = authHeader(await login(t.app, adminUser.email, adminUser.password));
  instance = await createEvolutionInstance(t.db, org, adminUser.id);
});
afterAll(() => t?.close());

const epoch = () => Math.floor(Date.now() / 1000);
const dataOf = (body: Record<string, unknown>) => body.data;
const conversationsOf = (number: string) =>
  t.db.select().from(conversations).where(eq(conversations.contactNumber, number));

describe('erasing a contact whose message this process appended and holds in memory', () => {
  it('drains the pruned body: the erased contact’s message is not stored, the other’s is', async () => {
    const number = `55119${String(Date.now()).slice(-8)}`;
    const other = `55218${String(Date.now()).slice(-8)}`;
    const first = await postWebhook(
      t.app,
      instance,
      textMessageBody({ id: 'HELD-1', number, text: 'Quero um SUV', timestamp: epoch() }),
    );
    expect(first.statusCode, first.body).toBe(200);
    const [lead] = await t.db
      .select({ id: leads.id })
      .from(leads)
      .innerJoin(conversations, eq(conversations.id, leads.conversationId))
      .where(eq(conversations.contactNumber, number));
    if (!lead) throw new Error('the webhook made no lead');
    // The app's drainer stops: the batch below waits in the queue for this test's own drainer.
    await stopIntake(t.app);

    // This process appends a batch of both customers' messages and keeps its parsed copy.
    const held = new Map<number, HeldBody>();
    const appender = new Appender(t.db, held, t.database.kind === 'postgres');
    const theirs = textMessageBody({
      id: 'HELD-2',
      number,
      text: 'Meu CPF é 123.456.789-00',
      timestamp: epoch(),
    });
    const others = textMessageBody({
      id: 'HELD-3',
      number: other,
      text: 'Tem Onix 2022?',
      timestamp: epoch(),
    });
    const id = await appender.append({
      organizationId: org,
      instanceId: instance.id,
      receivedAt: new Date(Date.now() - 1_000),
      eventSlug: null,
      body: { ...others, data: [dataOf(theirs), dataOf(others)] },
    });
    expect([...held.keys()]).toEqual([id]);

    const erased = await t.app.inject({
      method: 'POST',
      url: `/api/leads/${lead.id}/erase`,
      headers: admin,
      payload: { confirm: number },
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
    expect(await conversationsOf(other)).toHaveLength(1);
    expect(await conversationsOf(number)).toHaveLength(0);
    expect(await t.db.select().from(messages).where(like(messages.content, '%123.456.789%'))).toEqual([]);
  });
});
