import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Message, MessagePage } from '../../../../contract/inbox';
import { conversations, messages } from '../../../../server/db/schema';
import {
  authHeader,
  createInstanceRow,
  createTestApp,
  createUser,
  errorOf,
  login,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { addMessage, collectEvents, createConversation, minutesAgo, settle } from './fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let sellerHeaders: { authorization: string };
let otherOrg: Awaited<ReturnType<typeof signedInUser>>;
let instance: { id: string; organizationId: string };
let chat: { id: string };
/** Message ids, oldest first. */
const timeline: string[] = [];
const now = Date.now();
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
let imageMessage: { id: string };
let textOnly: { id: string };

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'admin');
  const org = admin.organizationId;
  const seller = await createUser(t.db, org, { role: 'vendedor' });
  sellerHeaders = authHeader(await login(t.app, seller.email, seller.password));
  otherOrg = await signedInUser(t, 'admin');
  instance = { ...(await createInstanceRow(t.db, org, admin.id)), organizationId: org };
  chat = await createConversation(t.db, instance, { unreadCount: 3 });

  // 60 messages a minute apart, oldest first: customer, AI, human, follow-up in turn.
  const origins = ['contact', 'ai', 'human', 'followup'] as const;
  for (let i = 0; i < 60; i++) {
    const origin = origins[i % 4] ?? 'contact';
    const message = await addMessage(t.db, chat, instance, {
      timestamp: minutesAgo(60 - i, now),
      content: `mensagem ${i}`,
      direction: origin === 'contact' ? 'in' : 'out',
      origin,
    });
    timeline.push(message.id);
  }
  imageMessage = await addMessage(t.db, chat, instance, {
    timestamp: new Date(now),
    content: 'foto do carro',
    media: { type: 'image', mimetype: 'image/png', filename: 'carro.png', bytes: PNG },
  });
  textOnly = { id: timeline[0] as string };
});
afterAll(() => t.close());

const read = async (query: string, headers = admin.headers): Promise<MessagePage> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/messages?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<MessagePage>();
};

describe('GET /api/messages', () => {
  it('answers the newest 50 in ascending time, then the older ones on page 2', async () => {
    const first = await read(`conversationId=${chat.id}&page=1&limit=50`);
    const second = await read(`conversationId=${chat.id}&page=2&limit=50`);
    const all = [...timeline, imageMessage.id];
    expect(first.messages.map((m) => m.id)).toEqual(all.slice(-50));
    expect(first.hasMore).toBe(true);
    expect(second.messages.map((m) => m.id)).toEqual(all.slice(0, 11));
    expect(second.hasMore).toBe(false);
  });

  it('describes each bubble with its origin flags and serves media by URL', async () => {
    const page = await read(`conversationId=${chat.id}&limit=5`);
    const byContent = new Map(page.messages.map((m) => [m.content, m]));
    expect(byContent.get('mensagem 56')).toMatchObject({
      direction: 'in',
      origin: 'contact',
      isFromUser: true,
      isFromAi: false,
      isFromHuman: false,
      isFromFollowUp: false,
      mediaUrl: null,
    });
    expect(byContent.get('mensagem 57')).toMatchObject({ isFromAi: true, isFromUser: false });
    expect(byContent.get('mensagem 58')).toMatchObject({ isFromHuman: true });
    expect(byContent.get('mensagem 59')).toMatchObject({ isFromFollowUp: true });
    const image = byContent.get('foto do carro') as Message;
    expect(image).toMatchObject({
      id: imageMessage.id,
      conversationId: chat.id,
      instanceId: instance.id,
      mediaType: 'image',
      mediaMimetype: 'image/png',
      mediaFilename: 'carro.png',
      mediaSize: PNG.length,
      mediaUrl: `/api/messages/${imageMessage.id}/media`,
      // The first read of page 1 (previous test) read the customer's messages.
      status: 'read',
      error: null,
    });
    expect(JSON.stringify(page)).not.toContain(PNG.toString('base64'));
  });

  it('marks the conversation and its customer messages read on page 1', async () => {
    const fresh = await createConversation(t.db, instance, { unreadCount: 2 });
    const older = await addMessage(t.db, fresh, instance, { timestamp: minutesAgo(3, now) });
    const newer = await addMessage(t.db, fresh, instance, { timestamp: minutesAgo(2, now) });
    await read(`conversationId=${fresh.id}&page=2`);
    const [before] = await t.db.select().from(conversations).where(eq(conversations.id, fresh.id));
    expect(before?.unreadCount).toBe(2);

    const listener = collectEvents(t, instance.organizationId, fresh.id);
    const page = await read(`conversationId=${fresh.id}`);
    await read(`conversationId=${fresh.id}`);
    await settle();
    listener.stop();
    // Every screen clears the badge, once: a second reading has nothing left to clear.
    expect(listener.events).toEqual([
      { type: 'conversation_read', instanceId: instance.id, conversationId: fresh.id },
    ]);
    expect(page.messages.map((m) => m.status)).toEqual(['read', 'read']);
    const [after] = await t.db.select().from(conversations).where(eq(conversations.id, fresh.id));
    expect(after?.unreadCount).toBe(0);
    const rows = await t.db.select().from(messages).where(eq(messages.conversationId, fresh.id));
    expect(rows.map((m) => [m.id, m.status]).sort()).toEqual(
      [
        [older.id, 'read'],
        [newer.id, 'read'],
      ].sort(),
    );
  });

  it('answers the very text the contract writes, field for field and in its order', async () => {
    const failed = await addMessage(t.db, chat, instance, {
      timestamp: minutesAgo(90, now),
      content: 'não enviada',
      direction: 'out',
      origin: 'human',
      status: 'failed',
    });
    await t.db
      .update(messages)
      .set({ senderName: 'Ana Souza', error: 'WhatsApp recusou a mensagem' })
      .where(eq(messages.id, failed.id));
    for (const query of [`conversationId=${chat.id}`, `conversationId=${chat.id}&page=2&limit=20`]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/messages?${query}`,
        headers: admin.headers,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.body).toBe(JSON.stringify(MessagePage.encode(response.json<MessagePage>())));
    }
    const oldest = await read(`conversationId=${chat.id}&page=4&limit=20`);
    expect(oldest.messages[0]).toMatchObject({
      id: failed.id,
      senderName: 'Ana Souza',
      status: 'failed',
      error: 'WhatsApp recusou a mensagem',
      isFromHuman: true,
    });
    await t.db.delete(messages).where(eq(messages.id, failed.id));
  });

  it('answers an empty page for a chat without messages, and past the last page', async () => {
    const empty = await createConversation(t.db, instance);
    expect(await read(`conversationId=${empty.id}`)).toEqual({ messages: [], hasMore: false });
    expect(await read(`conversationId=${chat.id}&page=9`)).toEqual({ messages: [], hasMore: false });
  });

  it('shows a seller the chats of its own number, and only them', async () => {
    const seller = await createUser(t.db, admin.organizationId, { role: 'vendedor' });
    const headers = authHeader(await login(t.app, seller.email, seller.password));
    const own = {
      ...(await createInstanceRow(t.db, admin.organizationId, seller.id)),
      organizationId: admin.organizationId,
    };
    const ownChat = await createConversation(t.db, own);
    const message = await addMessage(t.db, ownChat, own, { timestamp: minutesAgo(1, now), content: 'oi' });
    const page = await read(`conversationId=${ownChat.id}`, headers);
    expect(page.messages.map((m) => m.id)).toEqual([message.id]);
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/messages?conversationId=${chat.id}`,
      headers,
    });
    expect(response.statusCode).toBe(404);
  });

  it('answers 404 for a conversation out of reach and 400 without a valid id', async () => {
    for (const headers of [sellerHeaders, otherOrg.headers]) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/messages?conversationId=${chat.id}`,
        headers,
      });
      expect(response.statusCode).toBe(404);
    }
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/messages?conversationId=abc',
      headers: admin.headers,
    });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).details).toEqual([{ field: 'conversationId', message: 'ID inválido' }]);
  });
});

describe('GET /api/messages/:id/media', () => {
  const media = (id: string, headers?: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/messages/${id}/media`, headers });

  it('serves the bytes with their content type, length and a private cache', async () => {
    const response = await media(imageMessage.id, admin.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['content-length']).toBe(String(PNG.length));
    expect(response.headers['cache-control']).toBe('private, max-age=86400');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-disposition']).toBe(
      `inline; filename="carro.png"; filename*=UTF-8''carro.png`,
    );
    expect(response.rawPayload.equals(PNG)).toBe(true);
  });

  it('offers anything a browser could run as a download', async () => {
    const html = await addMessage(t.db, chat, instance, {
      timestamp: minutesAgo(90, now),
      media: {
        type: 'document',
        mimetype: 'text/html',
        filename: 'página.html',
        bytes: Buffer.from('<script>1</script>'),
      },
    });
    const response = await media(html.id, admin.headers);
    expect(response.headers['content-type']).toBe('text/html');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="p_gina.html"; filename*=UTF-8''p%C3%A1gina.html`,
    );
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('needs a token, and is 404 out of reach or without bytes', async () => {
    expect((await media(imageMessage.id)).statusCode).toBe(401);
    expect((await media(imageMessage.id, otherOrg.headers)).statusCode).toBe(404);
    expect((await media(imageMessage.id, sellerHeaders)).statusCode).toBe(404);
    const none = await media(textOnly.id, admin.headers);
    expect(none.statusCode).toBe(404);
    expect(errorOf(none)).toEqual({ error: 'not_found', message: 'Mídia não encontrada' });
  });
});
