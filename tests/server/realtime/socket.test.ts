import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { SOCKET_CLOSE } from '../../../contract/realtime';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  login,
  signedInUser,
  type TestApp,
} from '../helpers/app';

/** Collects what a socket receives (after the server's hello) until closed. */
function collect(socket: WebSocket): unknown[] {
  const received: unknown[] = [];
  socket.on('message', (data) => {
    const message = JSON.parse(data.toString()) as { type: string };
    if (message.type !== 'connected') received.push(message);
  });
  return received;
}

const settle = () => new Promise((r) => setTimeout(r, 300));

let t: TestApp;
let orgA: string;
let instanceOfSeller: string;
let instanceOfAdmin: string;
let adminToken: string;
let sellerToken: string;
let otherOrgToken: string;

beforeAll(async () => {
  t = await createTestApp();
  orgA = (await createOrganization(t.db)).id;
  const admin = await signedInUser(t, 'admin', orgA);
  const seller = await createUser(t.db, orgA, { role: 'vendedor' });
  adminToken = admin.token;
  sellerToken = await login(t.app, seller.email, seller.password);
  otherOrgToken = (await signedInUser(t, 'admin')).token;
  instanceOfSeller = (await createInstanceRow(t.db, orgA, seller.id)).id;
  instanceOfAdmin = (await createInstanceRow(t.db, orgA, admin.id)).id;
});
afterAll(() => t.close());

describe('GET /ws', () => {
  it('closes a socket without a valid token with the unauthorized code', async () => {
    const socket = await t.app.injectWS('/ws?token=not-a-token');
    const code = await new Promise<number>((done) => socket.on('close', (c) => done(c)));
    expect(code).toBe(SOCKET_CLOSE.unauthorized);
  });

  it('delivers an organization event to its admin and never to another organization', async () => {
    const admin = await t.app.injectWS(`/ws?token=${adminToken}`);
    const stranger = await t.app.injectWS(`/ws?token=${otherOrgToken}`);
    const adminGot = collect(admin);
    const strangerGot = collect(stranger);
    await settle();
    await t.app.events.publish(orgA, { type: 'instance_connected', instanceId: instanceOfAdmin });
    await settle();
    expect(adminGot).toEqual([{ type: 'instance_connected', instanceId: instanceOfAdmin }]);
    expect(strangerGot).toEqual([]);
    admin.terminate();
    stranger.terminate();
  });

  it('shows a seller only the events of its own instances', async () => {
    const seller = await t.app.injectWS(`/ws?token=${sellerToken}`);
    const got = collect(seller);
    await settle();
    await t.app.events.publish(orgA, { type: 'qrcode_updated', instanceId: instanceOfAdmin });
    await t.app.events.publish(orgA, { type: 'qrcode_updated', instanceId: instanceOfSeller });
    await settle();
    expect(got).toEqual([{ type: 'qrcode_updated', instanceId: instanceOfSeller }]);
    seller.terminate();
  });
});
