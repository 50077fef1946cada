import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cloudNumbers, instanceSettings, webhookEvents } from '../../../../server/db/schema';
import { phoneOf, type SimulatorWorld, startSimulatorWorld, storedMessages } from './world';

/**
 * The demo's official number end to end: a customer writes on the simulator page, the simulator
 * posts Meta's signed webhook to our route, the AI answers through the outbound stage and the
 * `cloud` adapter over HTTP, and the simulator's statuses come back as ticks.
 */

let w: SimulatorWorld;
beforeAll(async () => {
  w = await startSimulatorWorld();
  await w.t.db
    .update(instanceSettings)
    .set({ values: { responseSeconds: 0 } })
    .where(eq(instanceSettings.instanceId, w.instanceId));
});
afterAll(() => w.close());

const CUSTOMER = '5511955501234';

describe('a customer writing to the official number on the simulator', () => {
  it('is listed on the simulator page beside the Evolution-side numbers, as official', async () => {
    const listed = await w.t.app.inject({
      method: 'GET',
      url: '/api/simulator/instances',
      headers: w.headers,
    });
    expect(listed.json()).toMatchObject([{ id: w.instanceId, name: 'Vendas Oficial', official: true }]);
  });

  it('reaches our route signed as Meta signs, and gets the AI answer on the phone with ticks', async () => {
    const sent = await w.t.app.inject({
      method: 'POST',
      url: `/api/simulator/instances/${w.instanceId}/messages`,
      headers: w.headers,
      payload: { contactNumber: CUSTOMER, contactName: 'Otávio Rezende', text: 'Oi, vocês têm SUV?' },
    });
    expect(sent.statusCode, sent.body).toBe(201);
    // Accepted by the signature check: stored as the customer's message with Meta's wamid.
    const [question] = await storedMessages(w);
    expect(question).toMatchObject({ direction: 'in', content: 'Oi, vocês têm SUV?' });
    expect(question?.gatewayMessageId).toBe(sent.json().gatewayMessageId);

    await w.t.app.jobs.runDue();
    const phone = await phoneOf(w, CUSTOMER);
    expect(phone.messages.length).toBeGreaterThan(0);
    expect(phone.presences.map((p) => p.content)).toContain('composing');
    const answer = (await storedMessages(w)).find((m) => m.direction === 'out');
    expect(answer).toMatchObject({ origin: 'ai', status: 'sent' });
    expect(answer?.gatewayMessageId).toBe(phone.messages[0]?.gatewayMessageId);

    // Meta's statuses follow; the last one, read, is what the inbox shows.
    w.t.clock.advance(5_000);
    await w.t.app.jobs.runDue();
    const [read] = (await storedMessages(w)).filter((m) => m.direction === 'out');
    expect(read?.status).toBe('read');
  });

  it('keeps the ad a customer came from on the message row', async () => {
    const { customerWritesToCloud, numberByInstanceId } = await import(
      '../../../../server/gateways/cloud-simulator'
    );
    const number = await numberByInstanceId(w.t.db, w.t.app.config.encryptionKey, w.instanceId);
    if (!number) throw new Error('no simulated number');
    const sent = await customerWritesToCloud(w.t.app, number, {
      contactNumber: '5511955509999',
      contactName: 'Bruna',
      content: { kind: 'text', text: 'Vi o anúncio do Compass' },
      referral: { source_id: '120208', source_type: 'ad', headline: 'Compass 2022', ctwa_clid: 'ARAkLk' },
    });
    const stored = (await storedMessages(w)).find((m) => m.gatewayMessageId === sent.gatewayMessageId);
    expect(stored?.referral).toMatchObject({
      sourceId: '120208',
      headline: 'Compass 2022',
      ctwaClid: 'ARAkLk',
    });
  });

  it('refreshes the quality and tier the card shows when a quality webhook arrives', async () => {
    const { deliverSigned, numberByInstanceId, qualityBody } = await import(
      '../../../../server/gateways/cloud-simulator'
    );
    const number = await numberByInstanceId(w.t.db, w.t.app.config.encryptionKey, w.instanceId);
    if (!number) throw new Error('no simulated number');
    await deliverSigned(
      w.t.app,
      number,
      qualityBody(number, { event: 'DOWNGRADE', currentLimit: 'TIER_250' }),
    );
    const [facts] = await w.t.db.select().from(cloudNumbers).where(eq(cloudNumbers.instanceId, w.instanceId));
    expect(facts).toMatchObject({ qualityRating: 'YELLOW', messagingLimitTier: 'TIER_250' });
    const monitored = await w.t.db
      .select()
      .from(webhookEvents)
      .where(and(eq(webhookEvents.instanceId, w.instanceId)));
    expect(monitored.length).toBeGreaterThan(0);
  });
});
