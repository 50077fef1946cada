import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlaygroundResponse } from '../../../../contract/tools';
import { testConfig } from '../../../../server/config';
import {
  aiConfigs,
  conversations,
  messages,
  organizations,
  webhookEvents,
} from '../../../../server/db/schema';
import { demoStock } from '../../../../server/gateways/crm/demo/stock';
import { encryptSecret } from '../../../../server/lib/crypto';
import { applyCrmStock } from '../../../../server/stock/crm-stock';
import { type FakeOpenAi, jsonBody, startFakeOpenAi } from '../../ai/fakes/openai-fake';
import { createOrganization, createTestApp, signedInUser, type TestApp } from '../../helpers/app';
import { gatewayInstanceRow } from '../instances/helpers';

const KEY = 'sk-playground-secret-4242';

let openai: FakeOpenAi;
let t: TestApp;
let orgId: string;
let admin: Awaited<ReturnType<typeof signedInUser>>;

async function instanceWith(ai: { prompt: string; key?: string }) {
  const row = await gatewayInstanceRow(t.db, orgId, admin.id, { gateway: 'simulator', connected: true });
  await t.db
    .update(aiConfigs)
    .set({
      prompt: ai.prompt,
      provider: 'openai',
      apiKeyEnc: ai.key ? encryptSecret(testConfig().encryptionKey, ai.key) : null,
    })
    .where(eq(aiConfigs.instanceId, row.id));
  return row.id;
}

const tryIt = (id: string, payload: object, headers = admin.headers) =>
  t.app.inject({ method: 'POST', url: `/api/admin/tools/instances/${id}/playground`, headers, payload });

const rowCounts = async () => {
  const [m] = await t.db.select({ n: count() }).from(messages);
  const [c] = await t.db.select({ n: count() }).from(conversations);
  const [w] = await t.db.select({ n: count() }).from(webhookEvents);
  return [m?.n, c?.n, w?.n];
};

beforeAll(async () => {
  openai = await startFakeOpenAi();
  t = await createTestApp({ openaiBaseUrl: openai.url });
  orgId = (await createOrganization(t.db, { plan: 'enterprise' })).id;
  admin = await signedInUser(t, 'admin', orgId);
  await applyCrmStock(t.db, orgId, demoStock('http://localhost:3000'), new Date());
});
afterAll(async () => {
  await t.close();
  await openai.close();
});

describe('prompt playground', () => {
  it('answers from the stock with the demo AI when there is no key, and stores nothing', async () => {
    const id = await instanceWith({ prompt: 'Você é o vendedor da Auto Center Paulista.' });
    const before = await rowCounts();
    const response = await tryIt(id, { message: 'tem corola?', contactName: 'Marcos' });
    expect(response.statusCode, response.body).toBe(200);
    const result = response.json<PlaygroundResponse>();
    expect(result).toMatchObject({ provider: 'demo', demoReason: 'missing_api_key', error: null });
    expect(result.stock.match).toBe('exact');
    const corolla = result.stock.vehicles.find((car) => car.car.includes('Corolla'));
    expect(corolla).toBeDefined();
    expect(result.answer).toContain('Corolla');
    expect(result.prompt.system).toContain('Auto Center Paulista');
    expect(result.prompt.system).toContain('Nunca invente um carro');
    expect(result.prompt.messages).toEqual([{ role: 'user', content: 'tem corola?' }]);
    expect(result.decision).toMatchObject({ shouldRespond: true, reason: 'ai_will_respond' });
    expect(await rowCounts()).toEqual(before);
  });

  it('calls the configured provider with the real prompt and never shows the key', async () => {
    const id = await instanceWith({ prompt: `Somos a Loja Sul. Chave interna: ${KEY}`, key: KEY });
    openai.reset();
    openai.chatContent = 'Temos sim, o Civic está disponível!';
    const result = (await tryIt(id, { message: 'quanto tá o civic?' })).json<PlaygroundResponse>();
    expect(result).toMatchObject({ provider: 'openai', answer: 'Temos sim, o Civic está disponível!' });
    const [call] = openai.requests.filter((request) => request.path.endsWith('/chat/completions'));
    const sent = jsonBody(call as NonNullable<typeof call>) as {
      messages: { role: string; content: string }[];
    };
    expect(sent.messages.at(-1)).toEqual({ role: 'user', content: 'quanto tá o civic?' });
    expect(sent.messages[0]?.content).toContain('Civic');
    expect(JSON.stringify(result)).not.toContain(KEY);
    expect(result.prompt.system).toContain('Somos a Loja Sul');
  });

  it('says why the AI would stay silent, and the provider’s refusal in pt-BR', async () => {
    const id = await instanceWith({ prompt: 'Loja', key: 'sk-wrong-key-123456' });
    await t.db.update(organizations).set({ globalAiEnabled: false }).where(eq(organizations.id, orgId));
    const result = (await tryIt(id, { message: 'oi' })).json<PlaygroundResponse>();
    await t.db.update(organizations).set({ globalAiEnabled: true }).where(eq(organizations.id, orgId));
    expect(result.decision).toMatchObject({ shouldRespond: false, reason: 'organization_ai_disabled' });
    expect(result.decision.switches.organizationAiEnabled).toBe(false);
    expect(result.answer).toBeNull();
    expect(result.error).toContain('OpenAI recusou a chave de API');
  });

  it('refuses an empty message naming the field, sellers, and other organizations', async () => {
    const id = await instanceWith({ prompt: 'Loja' });
    const empty = await tryIt(id, { message: '   ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.body).toContain('message');
    const seller = await signedInUser(t, 'vendedor', orgId);
    expect((await tryIt(id, { message: 'oi' }, seller.headers)).statusCode).toBe(403);
    const stranger = await signedInUser(t, 'admin');
    expect((await tryIt(id, { message: 'oi' }, stranger.headers)).statusCode).toBe(404);
  });
});
