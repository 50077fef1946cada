import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import type { ConversationResponse, GlobalSwitchResponse } from '../../../../contract/inbox';
import { conversations, instanceSettings, instances } from '../../../../server/db/schema';
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
import { collectEvents, createConversation, eventsArrive } from '../messages/fixtures';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let org: string;
let seller: { headers: { authorization: string } };
let otherOrg: Awaited<ReturnType<typeof signedInUser>>;
let sellerInstance: { id: string; organizationId: string };
let adminInstance: { id: string; organizationId: string };
const sellerChats: string[] = [];
const adminChats: string[] = [];

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInUser(t, 'admin');
  org = admin.organizationId;
  const user = await createUser(t.db, org, { role: 'vendedor' });
  seller = { headers: authHeader(await login(t.app, user.email, user.password)) };
  otherOrg = await signedInUser(t, 'admin');
  sellerInstance = { ...(await createInstanceRow(t.db, org, user.id)), organizationId: org };
  adminInstance = { ...(await createInstanceRow(t.db, org, admin.id)), organizationId: org };
  for (let i = 0; i < 3; i++) {
    sellerChats.push((await createConversation(t.db, sellerInstance)).id);
    adminChats.push((await createConversation(t.db, adminInstance, { isAiActive: i !== 0 })).id);
  }
});
afterAll(() => t.close());

const post = (url: string, payload: unknown, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as Record<string, unknown> });
const flags = async (ids: string[]) =>
  (
    await t.db
      .select({ ai: conversations.isAiActive, followup: conversations.isFollowUpActive })
      .from(conversations)
      .where(inArray(conversations.id, ids))
  ).map((row) => [row.ai, row.followup]);
const instanceRow = async (id: string) =>
  (await t.db.select().from(instances).where(eq(instances.id, id)))[0];

describe('global switches over every instance', () => {
  it('turn the AI off on every instance and conversation in one call, then on again', async () => {
    const listener = collectEvents(t, org);
    const off = await post('/api/settings/global-ai', { enabled: false });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json<GlobalSwitchResponse>()).toEqual({
      success: true,
      enabled: false,
      instances: 2,
      conversations: 5,
    });
    expect(await flags([...sellerChats, ...adminChats])).toEqual(Array(6).fill([false, true]));
    expect((await instanceRow(sellerInstance.id))?.globalAiEnabled).toBe(false);
    expect((await instanceRow(adminInstance.id))?.globalAiEnabled).toBe(false);
    const [paused] = await t.db
      .select()
      .from(conversations)
      .where(eq(conversations.id, sellerChats[0] as string));
    expect(paused?.aiPausedReason).toBe('manual');
    await eventsArrive(listener, 2);
    listener.stop();
    expect(listener.events).toHaveLength(2);
    expect(listener.events).toEqual(
      expect.arrayContaining([
        { type: 'ai_disabled', instanceId: sellerInstance.id },
        { type: 'ai_disabled', instanceId: adminInstance.id },
      ]),
    );

    const onListener = collectEvents(t, org);
    const on = await post('/api/settings/global-ai', { enabled: true });
    expect(on.json<GlobalSwitchResponse>()).toMatchObject({ instances: 2, conversations: 6 });
    expect(await flags([...sellerChats, ...adminChats])).toEqual(Array(6).fill([true, true]));
    // The next test listens to the same organization: these must not reach it.
    await eventsArrive(onListener, 2);
    onListener.stop();
    expect(onListener.events.map((event) => event.type)).toEqual(['ai_enabled', 'ai_enabled']);
  });

  it("reach only a seller's own instances, and announce the instance's follow-up switch", async () => {
    const listener = collectEvents(t, org);
    const response = await post('/api/settings/global-followup', { enabled: false }, seller.headers);
    await eventsArrive(listener, 1);
    listener.stop();
    expect(listener.events).toEqual([{ type: 'followup_disabled', instanceId: sellerInstance.id }]);
    expect(response.json<GlobalSwitchResponse>()).toMatchObject({ instances: 1, conversations: 3 });
    expect(await flags(sellerChats)).toEqual(Array(3).fill([true, false]));
    expect(await flags(adminChats)).toEqual(Array(3).fill([true, true]));
    expect((await instanceRow(sellerInstance.id))?.globalFollowupEnabled).toBe(false);
    expect((await instanceRow(adminInstance.id))?.globalFollowupEnabled).toBe(true);
    await post('/api/settings/global-followup', { enabled: true }, seller.headers);
  });

  it('never touch another organization', async () => {
    const response = await post('/api/settings/global-ai', { enabled: false }, otherOrg.headers);
    expect(response.json<GlobalSwitchResponse>()).toMatchObject({ instances: 0, conversations: 0 });
    expect(await flags(adminChats)).toEqual(Array(3).fill([true, true]));
  });

  it('need a boolean', async () => {
    const response = await post('/api/settings/global-ai', { enabled: 'sim' });
    expect(response.statusCode).toBe(400);
    expect(errorOf(response).details).toEqual([
      { field: 'enabled', message: 'Informe enabled como verdadeiro ou falso' },
    ]);
  });
});

describe('instance switches', () => {
  it('flip the instance and all its conversations, and show in its settings', async () => {
    const off = await post(`/api/instances/${adminInstance.id}/settings/global-followup`, { enabled: false });
    expect(off.json<GlobalSwitchResponse>()).toMatchObject({ instances: 1, conversations: 3 });
    expect(await flags(adminChats)).toEqual(Array(3).fill([true, false]));
    expect(await flags(sellerChats)).toEqual(Array(3).fill([true, true]));

    await t.db
      .update(instanceSettings)
      .set({ values: { responseSeconds: 45 } })
      .where(eq(instanceSettings.instanceId, adminInstance.id));
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/instances/${adminInstance.id}/settings`,
      headers: admin.headers,
    });
    expect(settings.json()).toMatchObject({
      instanceId: adminInstance.id,
      globalAiEnabled: true,
      globalFollowupEnabled: false,
      typingSeconds: 3,
      followUpInterval: 24,
    });
    await post(`/api/instances/${adminInstance.id}/settings/global-followup`, { enabled: true });
  });

  it("are the owner's or an admin's: 404 for another seller and another organization", async () => {
    const sellerTry = await post(
      `/api/instances/${adminInstance.id}/settings/global-ai`,
      { enabled: false },
      seller.headers,
    );
    expect(sellerTry.statusCode).toBe(404);
    expect(errorOf(sellerTry)).toEqual({ error: 'not_found', message: 'Instância não encontrada' });
    const strangerTry = await post(
      `/api/instances/${sellerInstance.id}/settings/global-ai`,
      { enabled: false },
      otherOrg.headers,
    );
    expect(strangerTry.statusCode).toBe(404);
    const settings = await t.app.inject({
      method: 'GET',
      url: `/api/instances/${adminInstance.id}/settings`,
      headers: seller.headers,
    });
    expect(settings.statusCode).toBe(404);
    expect((await instanceRow(adminInstance.id))?.globalAiEnabled).toBe(true);

    const own = await post(
      `/api/instances/${sellerInstance.id}/settings/global-ai`,
      { enabled: false },
      seller.headers,
    );
    expect(own.json<GlobalSwitchResponse>()).toMatchObject({ instances: 1, conversations: 3 });
    await post(`/api/instances/${sellerInstance.id}/settings/global-ai`, { enabled: true }, seller.headers);
  });
});

describe('conversation switches', () => {
  const conversationOf = (response: { json: () => unknown }) =>
    (response.json() as ConversationResponse).conversation;

  it('switch the AI by either spelling and announce it', async () => {
    const id = sellerChats[1] as string;
    const listener = collectEvents(t, org, id);
    const off = await post(`/api/conversations/${id}/toggle-ai`, { enabled: false }, seller.headers);
    expect(off.statusCode, off.body).toBe(200);
    expect(conversationOf(off)).toMatchObject({ id, isAiActive: false, aiPausedReason: 'manual' });
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${id}/ai-toggle`,
      headers: seller.headers,
      payload: { enabled: true },
    });
    expect(conversationOf(on)).toMatchObject({ isAiActive: true, aiPausedReason: null });
    const disabled = await t.app.inject({
      method: 'POST',
      url: `/api/conversations/${id}/disable-ai`,
      headers: seller.headers,
    });
    expect(conversationOf(disabled)).toMatchObject({ isAiActive: false });
    await eventsArrive(listener, 3);
    listener.stop();
    const ids = { instanceId: sellerInstance.id, conversationId: id };
    expect(listener.events).toEqual([
      { type: 'ai_disabled', ...ids },
      { type: 'ai_enabled', ...ids },
      { type: 'ai_disabled', ...ids },
    ]);
  });

  it('switch the follow-up with the spec defaults, in minutes, and announce it', async () => {
    const id = adminChats[1] as string;
    const listener = collectEvents(t, org, id);
    const off = await post(`/api/conversations/${id}/toggle-followup`, { enabled: false });
    expect(conversationOf(off)).toMatchObject({ isFollowUpActive: false, followupTime: null });
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${id}/followup-toggle`,
      headers: admin.headers,
      payload: { enabled: true },
    });
    expect(conversationOf(on)).toMatchObject({
      isFollowUpActive: true,
      followupTime: 60,
      followupMessage: 'Olá! Como posso ajudar você hoje?',
    });
    const custom = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${id}/followup-toggle`,
      headers: admin.headers,
      payload: { enabled: true, followupTime: 90, followupMessage: 'Ainda procura um carro?' },
    });
    expect(conversationOf(custom)).toMatchObject({
      followupTime: 90,
      followupMessage: 'Ainda procura um carro?',
    });
    const zero = await t.app.inject({
      method: 'PATCH',
      url: `/api/conversations/${id}/followup-toggle`,
      headers: admin.headers,
      payload: { enabled: true, followupTime: 0 },
    });
    expect(zero.statusCode).toBe(400);
    await eventsArrive(listener, 3);
    listener.stop();
    const ids = { instanceId: adminInstance.id, conversationId: id };
    expect(listener.events).toEqual([
      { type: 'followup_disabled', ...ids },
      { type: 'followup_enabled', ...ids },
      { type: 'followup_enabled', ...ids },
    ]);
  });

  it("are 404 on another seller's or organization's conversation", async () => {
    const id = adminChats[2] as string;
    expect(
      (await post(`/api/conversations/${id}/toggle-ai`, { enabled: false }, seller.headers)).statusCode,
    ).toBe(404);
    expect(
      (await post(`/api/conversations/${id}/toggle-ai`, { enabled: false }, otherOrg.headers)).statusCode,
    ).toBe(404);
    expect(await flags([id])).toEqual([[true, true]]);
  });
});
