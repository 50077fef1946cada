import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AiMetrics, AiReadinessReport, EmergencyFixResponse } from '../../../../contract/diagnostic';
import { testConfig } from '../../../../server/config';
import { aiConfigs, conversations, instances, messages, organizations } from '../../../../server/db/schema';
import { encryptSecret } from '../../../../server/lib/crypto';
import { createOrganization, createTestApp, signedInUser, type TestApp } from '../../helpers/app';
import { gatewayInstanceRow } from '../instances/helpers';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInUser>>;
let orgId: string;

/** A simulator instance, connected, with a prompt and an OpenAI key unless told otherwise. */
async function prepared(options: { key?: boolean; prompt?: boolean; connected?: boolean } = {}) {
  const row = await gatewayInstanceRow(t.db, orgId, admin.id, {
    gateway: 'simulator',
    connected: options.connected ?? true,
  });
  await t.db
    .update(aiConfigs)
    .set({
      prompt: options.prompt === false ? '' : 'Você é o vendedor da loja.',
      apiKeyEnc: options.key === false ? null : encryptSecret(testConfig().encryptionKey, 'sk-teste-123'),
    })
    .where(eq(aiConfigs.instanceId, row.id));
  return row.id;
}

const readiness = async (id: string, headers = admin.headers) => {
  const response = await t.app.inject({ method: 'GET', url: `/api/instances/${id}/ai-readiness`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AiReadinessReport>();
};
const codes = (report: AiReadinessReport) => report.issues.map((issue) => issue.code).sort();

async function conversation(instanceId: string, isAiActive: boolean, reason: string | null) {
  const [row] = await t.db
    .insert(conversations)
    .values({
      organizationId: orgId,
      instanceId,
      contactNumber: `55119${randomBytes(4).readUInt32BE() % 100_000_000}`,
      isAiActive,
      aiPausedReason: reason,
    })
    .returning({ id: conversations.id });
  if (!row) throw new Error('conversation not created');
  return row.id;
}

beforeAll(async () => {
  t = await createTestApp();
  orgId = (await createOrganization(t.db, { plan: 'enterprise' })).id;
  admin = await signedInUser(t, 'admin', orgId);
});
afterAll(() => t.close());

describe('AI readiness', () => {
  it('is 100 and fully ready when connected, switched on, with a prompt and a key', async () => {
    const report = await readiness(await prepared());
    expect(report.overallStatus).toMatchObject({
      readinessScore: 100,
      isFullyReady: true,
      criticalIssues: [],
    });
    expect(report.coreValidation.details).toEqual({
      aiEnabled: true,
      hasPrompt: true,
      hasBikerHubConfig: true,
      hasApiKey: true,
    });
    expect(report.configuration.aiProvider).toMatchObject({ hasOpenAIKey: true, currentProvider: 'openai' });
  });

  it('finds a missing OpenAI key (75, yellow) and links to the settings that fix it', async () => {
    const id = await prepared({ key: false });
    const report = await readiness(id);
    expect(codes(report)).toEqual(['openai_key_missing']);
    expect(report.overallStatus.readinessScore).toBe(75);
    expect(report.overallStatus.criticalIssues).toEqual(['Chave da OpenAI não configurada']);
    expect(report.issues[0]?.link).toBe(`/?dialog=settings&id=${id}`);
  });

  it('adds up problems below 60 (red): AI off, no prompt, WhatsApp disconnected', async () => {
    const id = await prepared({ prompt: false, connected: false });
    await t.db.update(instances).set({ aiEnabled: false }).where(eq(instances.id, id));
    const report = await readiness(id);
    expect(codes(report)).toEqual(['ai_disabled', 'prompt_missing', 'whatsapp_disconnected']);
    expect(report.overallStatus.readinessScore).toBe(40);
  });

  it("sees the organization's global switch and customers left without an answer", async () => {
    const id = await prepared();
    const conversationId = await conversation(id, true, null);
    await t.db.insert(messages).values({
      organizationId: orgId,
      conversationId,
      instanceId: id,
      direction: 'in',
      origin: 'contact',
      content: 'Oi, tem o Onix 2020?',
      timestamp: new Date(),
    });
    expect(codes(await readiness(id))).toEqual(['not_replying']);
    const metrics = (
      await t.app.inject({ method: 'GET', url: `/api/instances/${id}/ai-metrics`, headers: admin.headers })
    ).json<AiMetrics>();
    expect(metrics.behavior).toMatchObject({ inboundCount: 1, aiReplyCount: 0, replyRate: 0 });
    expect(metrics.status.overall).toBe('healthy');

    await t.db.update(organizations).set({ globalAiEnabled: false }).where(eq(organizations.id, orgId));
    const off = await readiness(id);
    // With the AI off, silence is expected: only the switch is the problem.
    expect(codes(off)).toEqual(['organization_ai_disabled']);
    expect(off.issues[0]?.link).toBe('/settings');
    await t.db.update(organizations).set({ globalAiEnabled: true }).where(eq(organizations.id, orgId));
  });
});

describe('fixes', () => {
  it('turns the AI back on only where an automatic rule paused it, in one call', async () => {
    const id = await prepared();
    const automatic = [
      await conversation(id, false, 'hot_lead'),
      await conversation(id, false, 'first_contact_human'),
    ];
    const human = [
      await conversation(id, false, 'manual'),
      await conversation(id, false, 'human_reply'),
      await conversation(id, false, 'human_takeover'),
    ];
    await conversation(id, true, null);
    const before = await readiness(id);
    expect(before.conversationAnalysis.stats).toEqual({
      total: 6,
      aiActive: 1,
      aiInactive: 5,
      humanTakenOver: 3,
      automaticallyPaused: 2,
    });

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${id}/emergency-fix-ai`,
      headers: admin.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<EmergencyFixResponse>();
    expect(result).toMatchObject({ conversationsFixed: 2, totalConversations: 6 });
    expect(result.keptOff.map((row) => row.conversationId).sort()).toEqual([...human].sort());
    const rows = await t.db.select().from(conversations).where(eq(conversations.instanceId, id));
    for (const row of rows) expect(row.isAiActive).toBe(!human.includes(row.id));
    expect(automatic.every((conversationId) => rows.some((row) => row.id === conversationId))).toBe(true);
  });

  it('switches the AI and the hub on as quick fixes; an unknown fix is a 400', async () => {
    const id = await prepared();
    await t.db
      .update(instances)
      .set({ aiEnabled: false, globalAiEnabled: false })
      .where(eq(instances.id, id));
    await t.db.update(aiConfigs).set({ isActive: false }).where(eq(aiConfigs.instanceId, id));
    expect(codes(await readiness(id))).toEqual(['ai_disabled']);
    const fix = (payload: object) =>
      t.app.inject({ method: 'POST', url: `/api/instances/${id}/settings`, headers: admin.headers, payload });
    expect((await fix({ aiEnabled: true })).statusCode).toBe(200);
    expect(codes(await readiness(id))).toEqual([]);
    expect((await fix({ bikerHubEnabled: true })).statusCode).toBe(200);
    expect((await readiness(id)).configuration.bikerHub.bikerHubEnabled).toBe(true);
    const unknown = await fix({});
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ message: string }>().message).toBe('Tipo de correção não reconhecido');
  });

  it("answers 404 for another organization's instance on every route", async () => {
    const id = await prepared();
    const stranger = await signedInUser(t, 'admin');
    for (const [method, path, payload] of [
      ['GET', 'ai-readiness', undefined],
      ['GET', 'ai-metrics', undefined],
      ['POST', 'emergency-fix-ai', undefined],
      ['POST', 'settings', { aiEnabled: true }],
    ] as const) {
      const response = await t.app.inject({
        method,
        url: `/api/instances/${id}/${path}`,
        headers: stranger.headers,
        payload,
      });
      expect(response.statusCode, `${method} ${path}`).toBe(404);
    }
  });
});
