import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Conversation, ConversationPage, Message } from '../../../../contract/inbox';
import {
  authHeader,
  createInstanceRow,
  createTestApp,
  createUser,
  login,
  signedInUser,
  type TestApp,
} from '../../helpers/app';
import { addMessage, createConversation, minutesAgo } from '../messages/fixtures';

/**
 * The inbox's lists as simple-rest resources: with `range`, `sort` or `filter` the routes answer an
 * array and `Content-Range`, filtered as the inbox filters; without them, the spec's own pages.
 */

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let sellerHeaders: { authorization: string };
let sellerChat: { id: string };
let unreadChat: { id: string };
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'admin');
  const org = admin.organizationId;
  const seller = await createUser(t.db, org, { role: 'vendedor', firstName: 'Gil' });
  sellerHeaders = authHeader(await login(t.app, seller.email, seller.password));
  const sellerInstance = {
    ...(await createInstanceRow(t.db, org, seller.id, { name: 'Loja do Gil' })),
    organizationId: org,
  };
  const adminInstance = {
    ...(await createInstanceRow(t.db, org, admin.id, { name: 'Matriz' })),
    organizationId: org,
  };
  sellerChat = await createConversation(t.db, sellerInstance, {
    contactName: 'Dona Cida',
    contactNumber: '5521987650001',
    lastMessageAt: minutesAgo(1, now),
  });
  unreadChat = await createConversation(t.db, adminInstance, {
    contactName: 'Seu Jorge',
    lastMessageAt: minutesAgo(3, now),
    unreadCount: 2,
  });
  await createConversation(t.db, adminInstance, {
    contactName: 'Marta',
    lastMessageAt: minutesAgo(5, now),
  });
  for (const [minutes, content] of [
    [30, 'Oi, tem Onix?'],
    [20, 'Tem sim, prata'],
    [10, 'Qual o valor?'],
  ] as const) {
    await addMessage(t.db, unreadChat, adminInstance, {
      content,
      timestamp: minutesAgo(minutes, now),
      direction: content.startsWith('Tem') ? 'out' : 'in',
    });
  }
});
afterAll(() => t.close());

const get = (url: string, headers = admin.headers) => t.app.inject({ method: 'GET', url, headers });
const query = (params: { range?: unknown; sort?: unknown; filter?: unknown }) =>
  Object.entries(params)
    .map(([key, value]) => `${key}=${encodeURIComponent(JSON.stringify(value))}`)
    .join('&');

describe('GET /api/conversations as the conversations resource', () => {
  it('pages in the inbox order with a Content-Range total, and still answers the spec page without range', async () => {
    const first = await get(`/api/conversations?${query({ range: [0, 1] })}`);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['content-range']).toBe('conversations 0-1/3');
    expect(first.json<Conversation[]>().map((c) => c.id)).toEqual([sellerChat.id, unreadChat.id]);

    const spec = await get('/api/conversations?page=1&limit=2');
    expect(spec.headers['content-range']).toBeUndefined();
    const page = spec.json<ConversationPage>();
    expect(page.conversations.map((c) => c.id)).toEqual([sellerChat.id, unreadChat.id]);
    expect(page.hasMore).toBe(true);
  });

  it('filters as the inbox does: instance, unread, search by name or typed number', async () => {
    const found = async (filter: Record<string, unknown>) => {
      const response = await get(`/api/conversations?${query({ range: [0, 9], filter })}`);
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Conversation[]>().map((c) => c.contactName);
    };
    expect(await found({ unread: true })).toEqual(['Seu Jorge']);
    expect(await found({ q: 'marta' })).toEqual(['Marta']);
    expect(await found({ q: '(21) 98765' })).toEqual(['Dona Cida']);
    expect(await found({ instanceId: (await firstOf(sellerChat.id)).instanceId })).toEqual(['Dona Cida']);
    expect(await found({ unread: true, q: 'marta' })).toEqual([]);
  });

  it("shows a seller only its own instance's conversations, and names a bad sort field", async () => {
    const mine = await get(`/api/conversations?${query({ range: [0, 9] })}`, sellerHeaders);
    expect(mine.json<Conversation[]>().map((c) => c.id)).toEqual([sellerChat.id]);
    expect(mine.headers['content-range']).toBe('conversations 0-0/1');

    const bad = await get(`/api/conversations?${query({ range: [0, 9], sort: ['senha', 'ASC'] })}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('sort');
  });
});

async function firstOf(id: string): Promise<Conversation> {
  const response = await get(`/api/conversations/${id}`);
  return response.json<Conversation>();
}

describe('GET /api/messages as the messages resource', () => {
  it("lists one chat's messages by time without reading the chat, and reads one by id", async () => {
    const params = { range: [0, 9], sort: ['timestamp', 'ASC'], filter: { conversationId: unreadChat.id } };
    const response = await get(`/api/messages?${query(params)}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-range']).toBe('messages 0-2/3');
    const rows = response.json<Message[]>();
    expect(rows.map((m) => m.content)).toEqual(['Oi, tem Onix?', 'Tem sim, prata', 'Qual o valor?']);
    // Only the chat's own page marks it read: the badge is still there.
    expect((await firstOf(unreadChat.id)).unreadCount).toBe(2);

    const one = await get(`/api/messages/${rows[1]?.id}`);
    expect(one.json<Message>().content).toBe('Tem sim, prata');
    const hidden = await get(`/api/messages/${rows[1]?.id}`, sellerHeaders);
    expect(hidden.statusCode).toBe(404);
  });

  it("answers 404 for a chat the caller may not see, and 400 naming conversationId for the spec's page without one", async () => {
    const params = { range: [0, 9], filter: { conversationId: unreadChat.id } };
    expect((await get(`/api/messages?${query(params)}`, sellerHeaders)).statusCode).toBe(404);
    const missing = await get('/api/messages?page=1');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('conversationId');
  });
});
