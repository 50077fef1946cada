import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { SOCKET_CLOSE } from '../../../contract/realtime';
import { leads } from '../../../server/db/schema';
import {
  createInstanceRow,
  createOrganization,
  createTestApp,
  createUser,
  login,
  signedInUser,
  type TestApp,
} from '../helpers/app';
import { createConversation, createLead } from '../modules/messages/fixtures';

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
let sellerId: string;
let otherOrgToken: string;

beforeAll(async () => {
  t = await createTestApp();
  orgA = (await createOrganization(t.db)).id;
  const admin = await signedInUser(t, 'admin', orgA);
  const seller = await createUser(t.db, orgA, { role: 'vendedor' });
  adminToken = admin.token;
  sellerToken = await login(t.app, seller.email, seller.password);
  sellerId = seller.id;
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

  it("follows a conversation of another's number once its lead is handed to the seller, in order", async () => {
    const instance = { id: instanceOfAdmin, organizationId: orgA };
    const handed = await createConversation(t.db, instance);
    const lead = await createLead(t.db, handed, instance);
    const notHanded = await createConversation(t.db, instance);
    const socket = await t.app.injectWS(`/ws?token=${sellerToken}`);
    const got = collect(socket);
    await settle();
    const message = (conversationId: string, messageId: string) =>
      t.app.events.publish(orgA, {
        type: 'new_message',
        instanceId: instanceOfAdmin,
        conversationId,
        messageId,
        origin: 'contact',
      });
    await message(handed.id, 'before');
    await settle();
    await t.db.update(leads).set({ assignedUserId: sellerId }).where(eq(leads.id, lead.id));
    await t.app.events.publish(orgA, {
      type: 'lead_assigned',
      instanceId: instanceOfAdmin,
      leadId: lead.id,
      conversationId: handed.id,
      contactName: 'Contato',
      toUserId: sellerId,
      fromUserId: null,
      reason: 'idle',
    });
    await message(handed.id, 'after-1');
    await message(notHanded.id, 'elsewhere');
    await message(handed.id, 'after-2');
    await settle();
    expect(
      got.map(
        (event) =>
          (event as { type: string; messageId?: string }).messageId ?? (event as { type: string }).type,
      ),
    ).toEqual(['lead_assigned', 'after-1', 'after-2']);
    socket.terminate();
  });
});
