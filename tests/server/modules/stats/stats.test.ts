import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Stats } from '../../../../contract/stats';
import { organizations } from '../../../../server/db/schema';
import { getStats, percentString } from '../../../../server/modules/stats/service';
import { startTestApp } from '../../engine/intake/helpers';
import { createOrganization, createUser, login, signedInUser, type TestApp } from '../../helpers/app';
import { addChat, addInstance, type ChatFixture, zonedDayStart } from './fixture';

let t: TestApp;
let organizationId: string;
let adminHeaders: { authorization: string };
let firstSellerHeaders: { authorization: string };
let secondSellerHeaders: { authorization: string };
/** Every fixture message with its instance, to count "today" the way a person would. */
const written: Array<{ instanceId: string; at: Date }> = [];

const now = new Date();
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000);

async function chat(fixture: Omit<ChatFixture, 'organizationId'>): Promise<void> {
  await addChat(t.db, { ...fixture, organizationId });
  for (const message of fixture.messages) written.push({ instanceId: fixture.instanceId, at: message.at });
}

/**
 * One organization: seller 1 owns an AI instance and a deleted one, seller 2 an instance with AI off,
 * the admin an instance switched off globally. Each chat is built for one figure.
 */
beforeAll(async () => {
  t = await startTestApp();
  organizationId = (await createOrganization(t.db)).id;
  const admin = await signedInUser(t, 'admin', organizationId);
  adminHeaders = admin.headers;
  const firstSeller = await createUser(t.db, organizationId, { role: 'vendedor' });
  const secondSeller = await createUser(t.db, organizationId, { role: 'vendedor' });
  firstSellerHeaders = {
    authorization: `Bearer ${await login(t.app, firstSeller.email, firstSeller.password)}`,
  };
  secondSellerHeaders = {
    authorization: `Bearer ${await login(t.app, secondSeller.email, secondSeller.password)}`,
  };

  const sellerAi = await addInstance(t.db, organizationId, firstSeller.id);
  const sellerDeleted = await addInstance(t.db, organizationId, firstSeller.id, { deleted: true });
  const sellerAiOff = await addInstance(t.db, organizationId, secondSeller.id, { aiEnabled: false });
  const adminGlobalOff = await addInstance(t.db, organizationId, admin.id, { globalAiEnabled: false });

  // Answered by the AI after the customer wrote.
  await chat({
    instanceId: sellerAi,
    messages: [
      { origin: 'contact', at: hoursAgo(2) },
      { origin: 'ai', at: hoursAgo(1) },
    ],
  });
  // Waiting for an answer.
  await chat({ instanceId: sellerAi, messages: [{ origin: 'contact', at: hoursAgo(3) }] });
  // Yesterday's chat, handed to a consultant: neither active nor counted in the rate.
  await chat({
    instanceId: sellerAi,
    transferred: true,
    messages: [
      { origin: 'contact', at: hoursAgo(30) },
      { origin: 'ai', at: hoursAgo(29) },
    ],
  });
  // The AI wrote first; the customer's later message is unanswered.
  await chat({
    instanceId: sellerAi,
    messages: [
      { origin: 'ai', at: hoursAgo(5) },
      { origin: 'contact', at: hoursAgo(4) },
    ],
  });
  // Answered by a follow-up, and transferred.
  await chat({
    instanceId: sellerAiOff,
    transferred: true,
    messages: [
      { origin: 'contact', at: hoursAgo(1) },
      { origin: 'followup', at: hoursAgo(0.5) },
    ],
  });
  // A human's answer is not the AI's.
  await chat({
    instanceId: adminGlobalOff,
    messages: [
      { origin: 'contact', at: hoursAgo(10) },
      { origin: 'human', at: hoursAgo(9) },
    ],
  });
  // A deleted instance counts for nothing.
  await addChat(t.db, {
    organizationId,
    instanceId: sellerDeleted,
    transferred: true,
    messages: [
      { origin: 'contact', at: hoursAgo(1) },
      { origin: 'ai', at: hoursAgo(0.5) },
    ],
  });

  // Another organization's busy chat never shows up here.
  const other = await createOrganization(t.db);
  const otherUser = await createUser(t.db, other.id, { role: 'admin' });
  const otherInstance = await addInstance(t.db, other.id, otherUser.id);
  await addChat(t.db, {
    organizationId: other.id,
    instanceId: otherInstance,
    transferred: true,
    messages: [
      { origin: 'contact', at: hoursAgo(1) },
      { origin: 'ai', at: hoursAgo(0.5) },
    ],
  });
});
afterAll(() => t.close());

const statsOf = async (headers: { authorization: string }): Promise<Stats> => {
  const response = await t.app.inject({ method: 'GET', url: '/api/stats', headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Stats>();
};

const todayIn = (instanceIds: string[]) => {
  const start = zonedDayStart('America/Sao_Paulo', now).getTime();
  return written.filter(
    (message) =>
      instanceIds.includes(message.instanceId) &&
      message.at.getTime() >= start &&
      message.at.getTime() < start + 86_400_000,
  ).length;
};

describe('GET /api/stats', () => {
  it('needs a session', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/stats' })).statusCode).toBe(401);
  });

  it('gives an admin the figures of the whole organization', async () => {
    const stats = await statsOf(adminHeaders);
    const instanceIds = [...new Set(written.map((message) => message.instanceId))];
    expect(stats).toEqual({
      totalInstances: 3,
      activeChats: 5,
      activeAI: 1,
      aiResponseRate: '40.0%',
      messagesProcessedToday: todayIn(instanceIds),
      transferredToConsultant: 2,
    });
  });

  it('gives a seller only the figures of its own instances', async () => {
    const first = await statsOf(firstSellerHeaders);
    expect(first).toMatchObject({
      totalInstances: 1,
      activeChats: 3,
      activeAI: 1,
      aiResponseRate: '33.3%',
      transferredToConsultant: 1,
    });
    const second = await statsOf(secondSellerHeaders);
    expect(second).toMatchObject({
      totalInstances: 1,
      activeChats: 1,
      activeAI: 0,
      aiResponseRate: '100.0%',
      transferredToConsultant: 1,
    });
    expect(first.messagesProcessedToday + second.messagesProcessedToday).toBeLessThanOrEqual(
      (await statsOf(adminHeaders)).messagesProcessedToday,
    );
  });

  it('answers zeros and 0.0% for an organization with nothing yet', async () => {
    const empty = await signedInUser(t, 'admin');
    expect(await statsOf(empty.headers)).toEqual({
      totalInstances: 0,
      activeChats: 0,
      activeAI: 0,
      aiResponseRate: '0.0%',
      messagesProcessedToday: 0,
      transferredToConsultant: 0,
    });
  });
});

describe("today, in the organization's time zone", () => {
  it('counts the messages of the local calendar day', async () => {
    const org = await createOrganization(t.db);
    const user = await createUser(t.db, org.id, { role: 'admin' });
    const instanceId = await addInstance(t.db, org.id, user.id);
    // 02:00 UTC on 3 Nov 2025: still 2 Nov in São Paulo (UTC−3), already 3 Nov in Tokyo (UTC+9).
    const at = new Date('2025-11-03T02:00:00Z');
    await addChat(t.db, {
      organizationId: org.id,
      instanceId,
      messages: [
        { origin: 'contact', at: new Date('2025-11-02T14:00:00Z') },
        { origin: 'ai', at: new Date('2025-11-02T20:00:00Z') },
        { origin: 'contact', at: new Date('2025-11-03T01:00:00Z') },
        { origin: 'contact', at: new Date('2025-11-01T20:00:00Z') },
      ],
    });
    const actor = {
      userId: user.id,
      organizationId: org.id,
      role: 'admin' as const,
      name: 'Ana',
      email: 'a@b.c',
    };
    const countIn = async (timezone: string) => {
      await t.db.update(organizations).set({ timezone }).where(eq(organizations.id, org.id));
      return (await getStats(t.db, actor, at)).messagesProcessedToday;
    };
    expect(await countIn('America/Sao_Paulo')).toBe(3);
    expect(await countIn('Asia/Tokyo')).toBe(2);
    expect(await countIn('UTC')).toBe(1);
  });
});

describe('percentString', () => {
  it('formats a share with one decimal and a percent sign', () => {
    expect(percentString(0, 0)).toBe('0.0%');
    expect(percentString(1, 3)).toBe('33.3%');
    expect(percentString(2, 3)).toBe('66.7%');
    expect(percentString(5, 5)).toBe('100.0%');
  });
});
