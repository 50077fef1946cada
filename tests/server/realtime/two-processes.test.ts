import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import {
  createEvolutionInstance,
  type EvolutionInstance,
  postWebhook,
  settle,
  textMessageBody,
  waitFor,
} from '../engine/intake/helpers';
import { createOrganization, createTestApp, signedInUser, type TestApp } from '../helpers/app';

/**
 * Two server processes on one database: a webhook received by the first reaches a socket held by
 * the second, through the database's LISTEN/NOTIFY and not through memory they share. PostgreSQL
 * only: the embedded database belongs to one process, whose intake hands its live events to its
 * own listeners after the commit (server/realtime/bus.ts).
 */
let first: TestApp;
let second: FastifyInstance;
let token: string;
let instance: EvolutionInstance;

describe.skipIf(!process.env.TEST_DATABASE_URL)('live events across server processes', () => {
  beforeAll(async () => {
    first = await createTestApp();
    first.database.pool?.on('error', () => undefined);
    second = await buildApp({ config: testConfig(), database: first.database });
    await second.ready();
    const organizationId = (await createOrganization(first.db)).id;
    const admin = await signedInUser(first, 'admin', organizationId);
    token = admin.token;
    instance = await createEvolutionInstance(first.db, organizationId, admin.id);
  });

  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('shows on a socket of one process the message that another process received', async () => {
    const socket = await second.injectWS(`/ws?token=${token}`);
    const received: Array<{ type: string; instanceId?: string; conversationId?: string }> = [];
    socket.on('message', (data) => received.push(JSON.parse(data.toString())));
    // The server subscribes the socket right after checking its token.
    await settle();

    const response = await postWebhook(
      first.app,
      instance,
      textMessageBody({
        id: 'TWO-PROCESSES-1',
        number: '5511987650001',
        text: 'Olá, ainda tem o Onix 2022?',
        timestamp: 1_763_800_000,
      }),
    );
    expect(response.statusCode).toBe(200);

    await waitFor(() => received.some((event) => event.type === 'new_message'));
    const event = received.find((candidate) => candidate.type === 'new_message');
    expect(event).toMatchObject({ type: 'new_message', instanceId: instance.id });
    expect(event?.conversationId).toEqual(expect.any(String));
    socket.terminate();
  });
});
