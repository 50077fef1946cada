import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { createOrganization, createUser, signedInUser, type TestApp } from '../../helpers/app';
import {
  createEvolutionInstance,
  type EvolutionInstance,
  loadPayload,
  postWebhook,
  settle,
  startTestApp,
  textMessageBody,
  waitFor,
} from './helpers';

/** What a socket receives after the server's hello. */
function collect(socket: WebSocket): Array<{ type: string; instanceId?: string }> {
  const received: Array<{ type: string; instanceId?: string }> = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string; instanceId?: string };
    // The monitor's own bookkeeping (`webhook_recorded`) is not what this test follows.
    if (message.type !== 'connected' && message.type !== 'webhook_recorded') received.push(message);
  });
  return received;
}

let t: TestApp;
let instanceOfA: EvolutionInstance;
let adminA: { token: string; headers: { authorization: string } };
let adminB: { token: string; headers: { authorization: string } };

beforeAll(async () => {
  t = await startTestApp();
  const organizationA = (await createOrganization(t.db)).id;
  adminA = await signedInUser(t, 'admin', organizationA);
  adminB = await signedInUser(t, 'admin');
  const seller = await createUser(t.db, organizationA, { role: 'vendedor' });
  instanceOfA = await createEvolutionInstance(t.db, organizationA, seller.id);
});
afterAll(() => t.close());

const statsOf = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/stats', headers })).json<Record<string, unknown>>();

describe("an event for one organization's instance", () => {
  it('reaches that organization only: not the other one’s socket, nor its figures', async () => {
    const statsOfBBefore = await statsOf(adminB.headers);
    const socketA = await t.app.injectWS(`/ws?token=${adminA.token}`);
    const socketB = await t.app.injectWS(`/ws?token=${adminB.token}`);
    const gotA = collect(socketA);
    const gotB = collect(socketB);
    await settle();

    for (const file of ['inbound-text.json', 'connection-update-open.json', 'qrcode-updated.json']) {
      expect((await postWebhook(t.app, instanceOfA, loadPayload(file))).statusCode).toBe(200);
    }
    const fresh = textMessageBody({
      id: 'NOW-1',
      number: '5511900000001',
      text: 'Oi',
      timestamp: Math.floor(Date.now() / 1000),
    });
    expect((await postWebhook(t.app, instanceOfA, fresh)).statusCode).toBe(200);
    await waitFor(() => gotA.length >= 4);
    await settle(300);

    expect(gotA.map((event) => event.type)).toEqual([
      'new_message',
      'instance_connected',
      'qrcode_updated',
      'new_message',
    ]);
    expect(gotA.every((event) => event.instanceId === instanceOfA.id)).toBe(true);
    expect(gotB).toEqual([]);
    expect(await statsOf(adminB.headers)).toEqual(statsOfBBefore);
    expect(await statsOf(adminA.headers)).toMatchObject({ totalInstances: 1, activeChats: 1 });
    socketA.terminate();
    socketB.terminate();
  });
});
