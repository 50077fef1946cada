import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Conversation, ConversationPage } from '../../../../contract/inbox';
import { conversations, instances, leads } from '../../../../server/db/schema';
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
import { createConversation, createLead, minutesAgo } from '../messages/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let sellerHeaders: { authorization: string };
let otherOrg: Awaited<ReturnType<typeof signedInUser>>;
let sellerInstance: { id: string; organizationId: string };
let adminInstance: { id: string; organizationId: string };
/** Conversation ids of the seller's instance, newest first. */
const sellerChats: string[] = [];
const adminChats: string[] = [];
let never: { id: string };
let sellerChat: { id: string };
const now = Date.now();

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'admin');
  const org = admin.organizationId;
  const seller = await createUser(t.db, org, { role: 'vendedor', firstName: 'Gil' });
  sellerHeaders = authHeader(await login(t.app, seller.email, seller.password));
  otherOrg = await signedInUser(t, 'admin');

  sellerInstance = {
    ...(await createInstanceRow(t.db, org, seller.id, { name: 'Loja do Gil' })),
    organizationId: org,
  };
  adminInstance = {
    ...(await createInstanceRow(t.db, org, admin.id, { name: 'Matriz' })),
    organizationId: org,
  };

  // 25 chats a minute apart on the seller's instance, interleaved with 5 on the admin's.
  for (let i = 0; i < 25; i++) {
    const chat = await createConversation(t.db, sellerInstance, {
      contactName: `Cliente ${String(i).padStart(2, '0')}`,
      lastMessageAt: minutesAgo(i * 2, now),
    });
    sellerChats.push(chat.id);
  }
  for (let i = 0; i < 5; i++) {
    const chat = await createConversation(t.db, adminInstance, {
      contactName: `Matriz ${i}`,
      lastMessageAt: minutesAgo(i * 2 + 1, now),
    });
    adminChats.push(chat.id);
  }
  // No message yet: after every dated chat.
  never = await createConversation(t.db, adminInstance, {
    contactName: 'Sem mensagens',
    lastMessageAt: null,
    lastMessage: null,
  });
  sellerChat = { id: sellerChats[0] as string };
});
afterAll(() => t.close());

const list = async (query: string, headers = admin.headers): Promise<ConversationPage> => {
  const response = await t.app.inject({ method: 'GET', url: `/api/conversations?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ConversationPage>();
};
const ids = (page: ConversationPage) => page.conversations.map((c) => c.id);

describe('GET /api/conversations paging and order', () => {
  it('answers the newest 20 first and continues on page 2 without overlap', async () => {
    const first = await list('page=1&limit=20');
    const second = await list('page=2&limit=20');
    expect(first.conversations).toHaveLength(20);
    expect(first.hasMore).toBe(true);
    expect(second.conversations).toHaveLength(11);
    expect(second.hasMore).toBe(false);
    const all = [...ids(first), ...ids(second)];
    expect(new Set(all).size).toBe(31);
    const times = [...first.conversations, ...second.conversations].map((c) => c.lastMessageAt);
    const dated = times.filter((time): time is string => time !== null);
    expect(dated).toEqual([...dated].sort().reverse());
    // The chat without messages comes last.
    expect(all.at(-1)).toBe(never.id);
    expect(all.slice(0, 4)).toEqual([sellerChats[0], adminChats[0], sellerChats[1], adminChats[1]]);
  });

  it('pages a seller, a search and an instance filter exactly as one long list', async () => {
    for (const [query, headers] of [
      ['', sellerHeaders],
      ['search=cliente', admin.headers],
      [`instanceId=${sellerInstance.id}`, admin.headers],
    ] as const) {
      const whole = ids(await list(`${query}&limit=100`, headers));
      expect(whole.length).toBeGreaterThan(7);
      const pages: string[] = [];
      for (let page = 1; page <= Math.ceil(whole.length / 7); page++) {
        pages.push(...ids(await list(`${query}&limit=7&page=${page}`, headers)));
      }
      expect(pages).toEqual(whole);
    }
  });

  it('uses 20 as the default page size and caps the limit at 100', async () => {
    expect((await list('')).conversations).toHaveLength(20);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/conversations?limit=500',
      headers: admin.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).error).toBe('validation_error');
  });

  it('describes each card with its instance name and lead', async () => {
    const lead = await createLead(t.db, { id: adminChats[0] as string }, adminInstance, {
      status: 'qualified',
      qualificationLevel: 'HOT',
      score: 87,
    });
    const card = (await list(`instanceId=${adminInstance.id}`)).conversations[0] as Conversation;
    expect(card).toMatchObject({
      id: adminChats[0],
      instanceId: adminInstance.id,
      instanceName: 'Matriz',
      contactName: 'Matriz 0',
      lastMessage: 'Oi',
      lastMessageType: 'text',
      unreadCount: 0,
      isAiActive: true,
      isFollowUpActive: true,
      followupTime: null,
      followupMessage: null,
      leadId: lead.id,
      leadStatus: 'qualified',
      qualificationLevel: 'HOT',
      aiQualificationScore: 87,
    });
    expect(new Date(card.lastMessageAt as string).getTime()).toBe(minutesAgo(1, now).getTime());
  });
});

describe('GET /api/conversations text', () => {
  it('answers the very text the contract writes, field for field and in its order', async () => {
    await t.db
      .update(conversations)
      .set({
        needsAttentionAt: minutesAgo(3, now),
        attentionReason: 'A IA não conseguiu responder',
        aiPausedReason: 'manual',
        followupTime: 90,
        followupMessage: 'Ainda tem interesse?',
      })
      .where(eq(conversations.id, adminChats[1] as string));
    // A lead with its seller: the card names them.
    await createLead(t.db, { id: adminChats[1] as string }, adminInstance, { status: 'new' });
    await t.db
      .update(leads)
      .set({ assignedUserId: admin.id })
      .where(eq(leads.conversationId, adminChats[1] as string));
    for (const [query, headers] of [
      ['limit=100', admin.headers],
      [`instanceId=${adminInstance.id}`, admin.headers],
      ['limit=10', sellerHeaders],
    ] as const) {
      const response = await t.app.inject({ method: 'GET', url: `/api/conversations?${query}`, headers });
      expect(response.statusCode, response.body).toBe(200);
      const page = response.json<ConversationPage>();
      expect(response.body).toBe(JSON.stringify(ConversationPage.encode(page)));
    }
    const card = (await list(`instanceId=${adminInstance.id}`)).conversations.find(
      (c) => c.id === adminChats[1],
    );
    expect(card).toMatchObject({
      aiPausedReason: 'manual',
      followupTime: 90,
      followupMessage: 'Ainda tem interesse?',
      attentionReason: 'A IA não conseguiu responder',
      leadStatus: 'new',
      assignedUserId: admin.id,
      sellerName: expect.any(String),
    });
    expect(new Date(card?.needsAttentionAt as string).getTime()).toBe(minutesAgo(3, now).getTime());
  });
});

describe('GET /api/conversations filters', () => {
  it('filters by instance', async () => {
    const page = await list(`instanceId=${adminInstance.id}&limit=100`);
    expect(ids(page)).toEqual([...adminChats, never.id]);
    expect((await list('instanceId=all&limit=100')).conversations).toHaveLength(31);
  });

  it('searches the name case-insensitively and the number by digits', async () => {
    expect(ids(await list('search=cliente%2007'))).toEqual([sellerChats[7]]);
    expect(ids(await list('search=MATRIZ&limit=100'))).toEqual(adminChats);
    const numbered = await createConversation(t.db, adminInstance, {
      contactNumber: '5521987650001',
      lastMessageAt: minutesAgo(500, now),
    });
    expect(ids(await list(`search=${encodeURIComponent('(21) 98765-0001')}`))).toEqual([numbered.id]);
    expect(ids(await list('search=%25'))).toEqual([]);
  });
});

describe('GET /api/conversations scope', () => {
  it("shows a seller only its own instances' conversations", async () => {
    const page = await list('limit=100', sellerHeaders);
    expect(ids(page)).toEqual(sellerChats);
    const filtered = await list(`instanceId=${adminInstance.id}`, sellerHeaders);
    expect(filtered.conversations).toEqual([]);
  });

  it("answers 404 for another seller's or another organization's conversation", async () => {
    const adminOnly = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${adminChats[0]}`,
      headers: sellerHeaders,
    });
    expect(adminOnly.statusCode).toBe(404);
    expect(errorOf(adminOnly)).toEqual({ error: 'not_found', message: 'Conversa não encontrada' });
    const stranger = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${sellerChat.id}`,
      headers: otherOrg.headers,
    });
    expect(stranger.statusCode).toBe(404);
    expect((await list('', otherOrg.headers)).conversations).toEqual([]);
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/conversations/${sellerChat.id}`,
      headers: sellerHeaders,
    });
    expect(own.json()).toMatchObject({ id: sellerChat.id, instanceName: 'Loja do Gil' });
  });

  it('hides the conversations of a deleted instance', async () => {
    const gone = {
      ...(await createInstanceRow(t.db, admin.organizationId, admin.id)),
      organizationId: admin.organizationId,
    };
    const chat = await createConversation(t.db, gone, { lastMessageAt: new Date(now + 60_000) });
    expect(ids(await list('limit=1'))).toEqual([chat.id]);
    await t.db.update(instances).set({ deletedAt: new Date() }).where(eq(instances.id, gone.id));
    expect(ids(await list('limit=1'))).not.toContain(chat.id);
  });

  it('answers each caller of a burst its own page: an admin, a seller, another organization', async () => {
    // Asked at the same moment, as every open inbox does when a message arrives: identical pages
    // share one read, but never across organizations or visibility scopes.
    const callers = [admin.headers, sellerHeaders, otherOrg.headers];
    const alone = await Promise.all(callers.map((headers) => list('limit=100', headers)));
    const burst = await Promise.all(
      Array.from({ length: 30 }, (_, i) => list('limit=100', callers[i % callers.length])),
    );
    burst.forEach((page, i) => {
      expect(page).toEqual(alone[i % callers.length]);
    });
    expect(ids(alone[1] as ConversationPage)).toEqual(sellerChats);
    expect(ids(alone[0] as ConversationPage)).toEqual(
      expect.arrayContaining([...sellerChats, ...adminChats]),
    );
    expect(alone[2]?.conversations).toEqual([]);
  });

  it('shows a change made just before the call even while the same page is being read', async () => {
    const first = sellerChats[0] as string;
    const reading = list('limit=1', sellerHeaders);
    await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${first}`,
      headers: sellerHeaders,
      payload: { contactName: 'Renomeado na rajada' },
    });
    const after = await list('limit=1', sellerHeaders);
    await reading;
    expect(after.conversations[0]).toMatchObject({ id: first, contactName: 'Renomeado na rajada' });
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/conversations' });
    expect(response.statusCode).toBe(401);
  });
});
