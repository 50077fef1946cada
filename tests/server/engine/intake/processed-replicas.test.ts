import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../../server/app';
import { testConfig } from '../../../../server/config';
import { type Database, openDatabase } from '../../../../server/db/client';
import { intakeEvents, messages } from '../../../../server/db/schema';
import { stopIntake } from '../../../../server/engine/intake';
import { createOrganization, createUser } from '../../helpers/app';
import { freshDatabase } from '../../helpers/db';
import { createEvolutionInstance, type EvolutionInstance, postWebhook, textMessageBody } from './helpers';

/**
 * `INTAKE_ACK=processed` with two replicas on one PostgreSQL: the webhook reaches the replica that
 * drains no lane, so the other one processes it. The answer still comes once the event is processed
 * (read from the queue), not never. Only with TEST_DATABASE_URL.
 */
const pgUrl = process.env.TEST_DATABASE_URL;

describe.skipIf(!pgUrl)("the 'processed' answer with several replicas", () => {
  let shared: Database;
  let second: Database;
  let draining: FastifyInstance;
  let answering: FastifyInstance;
  let instance: EvolutionInstance;

  beforeAll(async () => {
    shared = await freshDatabase();
    shared.pool?.on('error', () => undefined);
    const config = testConfig({ intakeAck: 'processed' });
    // The first replica to start holds every lane.
    draining = await buildApp({ config, database: shared });
    await draining.ready();
    second = await openDatabase({ kind: 'postgres', url: shared.url ?? '', poolSize: 2 });
    answering = await buildApp({ config, database: second });
    await answering.ready();
    // This replica drains nothing: every lane is the other's.
    await stopIntake(answering);
    const org = (await createOrganization(shared.db)).id;
    instance = await createEvolutionInstance(shared.db, org, (await createUser(shared.db, org)).id);
  });
  afterAll(async () => {
    await answering?.close();
    await second?.close();
    await draining?.close();
    await shared?.close();
  });

  it('answers 200 once the other replica has processed the event, with the message stored', async () => {
    const body = textMessageBody({
      id: 'PROCESSED-ELSEWHERE-1',
      number: '5511955550001',
      text: 'Oi, ainda tem o HB20?',
      timestamp: Math.floor(Date.now() / 1000),
    });
    const tooLong = new Promise<'timed out'>((resolve) => setTimeout(() => resolve('timed out'), 8_000));
    const response = await Promise.race([postWebhook(answering, instance, body), tooLong]);
    expect(response).not.toBe('timed out');
    if (response === 'timed out') return;
    expect(response.statusCode, response.body).toBe(200);
    // Processed means stored and gone from the queue when the gateway hears 200.
    const stored = await shared.db
      .select({ content: messages.content })
      .from(messages)
      .where(eq(messages.gatewayMessageId, 'PROCESSED-ELSEWHERE-1'));
    expect(stored).toEqual([{ content: 'Oi, ainda tem o HB20?' }]);
    expect(await shared.db.select().from(intakeEvents)).toHaveLength(0);
  });
});
