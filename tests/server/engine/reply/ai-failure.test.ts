import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Conversation } from '../../../../contract/inbox';
import type { Instance } from '../../../../contract/instances';
import { testConfig } from '../../../../server/config';
import { aiConfigs } from '../../../../server/db/schema';
import { encryptSecret } from '../../../../server/lib/crypto';
import { type FakeOpenAi, jsonBody, startFakeOpenAi } from '../../ai/fakes/openai-fake';
import { type EngineApp, engineApp } from '../app';
import {
  customerSends,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
  setSettings,
} from '../shop';

/** A refused key must be seen by the shop everywhere, reach the consultant, and stop being retried. */

let t: EngineApp;
let openai: FakeOpenAi;
const CONSULTANT = '5511955554444';

beforeAll(async () => {
  openai = await startFakeOpenAi();
  t = await engineApp({ config: { openaiBaseUrl: openai.url } });
});
afterAll(async () => {
  await t.close();
  await openai.close();
});
beforeEach(() => openai.reset());

/** The reply calls (lead qualification talks to the same provider with a prompt of its own). */
const chatCalls = () =>
  openai.requests
    .filter((request) => request.path.endsWith('/chat/completions'))
    .map((request) => jsonBody(request) as { messages: Array<{ content: string }> })
    .filter((body) => body.messages[0]?.content.includes('assistente virtual de vendas'));

async function shopWithWrongKey(): Promise<Shop> {
  const shop = await openShop(t);
  await t.db
    .update(aiConfigs)
    .set({ provider: 'openai', apiKeyEnc: encryptSecret(testConfig().encryptionKey, 'sk-wrong-key') })
    .where(eq(aiConfigs.instanceId, shop.instanceId));
  const consultant = await t.app.inject({
    method: 'PATCH',
    url: `/api/instances/${shop.instanceId}`,
    headers: shop.headers,
    payload: { consultorNotificationEnabled: true, consultorNotificationPhone: CONSULTANT },
  });
  expect(consultant.statusCode, consultant.body).toBe(200);
  await setSettings(t, shop, { singleMessage: true });
  return shop;
}

async function instanceOf(shop: Shop): Promise<Instance> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/instances/${shop.instanceId}`,
    headers: shop.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json();
}

async function conversations(shop: Shop, query = ''): Promise<Conversation[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/conversations?instanceId=${shop.instanceId}${query}`,
    headers: shop.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().conversations;
}

describe('a reply that fails on a refused key', () => {
  it('marks the card, shows on the instance, notifies the consultant and records the pt-BR error', async () => {
    const shop = await shopWithWrongKey();
    const failing = newCustomer();
    const fine = newCustomer();
    await customerSends(t, shop, failing, { text: 'Quero ver o Corolla hoje' });
    await quietPeriodPasses(t);
    // The consultant's notice goes out at once, like a HOT lead's.
    await quietPeriodPasses(t, 1);

    const listed = await conversations(shop);
    const card = listed.find((conversation) => conversation.contactNumber === failing);
    expect(card?.needsAttentionAt).not.toBeNull();
    expect(card?.attentionReason).toMatch(/OpenAI recusou a chave de API \(401\): Incorrect API key/);

    await customerSends(t, shop, fine, { text: 'Só olhando' });
    const attention = await conversations(shop, '&needsAttention=true');
    expect(attention.map((conversation) => conversation.contactNumber)).toEqual([failing]);

    const instance = await instanceOf(shop);
    expect(instance.aiFailure).toMatchObject({
      message: expect.stringContaining('recusou a chave de API'),
      keyRejected: false,
    });
    expect(Date.parse(instance.aiFailure?.at ?? '')).toBeGreaterThan(0);

    const notice = (await phoneOf(t, shop, CONSULTANT)).messages.map((message) => message.content);
    expect(notice).toHaveLength(1);
    expect(notice[0]).toContain('A IA não conseguiu responder');
    expect(notice[0]).toContain(`+${failing}`);

    const [record] = await monitorOf(t, shop, failing);
    expect(record?.steps.find((step) => step.step === 'ai_reply')).toMatchObject({
      status: 'failure',
      error: expect.stringMatching(/^OpenAI recusou a chave de API \(401\)/),
    });
    // The other customer's reply runs now, not in the next test.
    await quietPeriodPasses(t);
  });

  it('stops calling the provider after repeated refusals, until the key changes', async () => {
    const shop = await shopWithWrongKey();
    for (const contact of [newCustomer(), newCustomer()]) {
      await customerSends(t, shop, contact, { text: 'Olá' });
      await quietPeriodPasses(t);
    }
    expect(chatCalls()).toHaveLength(2);
    expect((await instanceOf(shop)).aiFailure).toMatchObject({ keyRejected: true });

    const third = newCustomer();
    await customerSends(t, shop, third, { text: 'Alguém?' });
    await quietPeriodPasses(t);
    expect(chatCalls()).toHaveLength(2);
    const cards = await conversations(shop, '&needsAttention=true');
    expect(cards.map((conversation) => conversation.contactNumber)).toContain(third);

    // A new key is checked against the provider and clears the refusal.
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${shop.instanceId}/ai-config`,
      headers: shop.headers,
      payload: { apiKey: 'sk-good-key-1234' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().keyCheck).toMatchObject({ status: 'accepted' });
    expect((await instanceOf(shop)).aiFailure).toBeNull();

    openai.chatContent = 'Olá! Como posso ajudar?';
    const fourth = newCustomer();
    await customerSends(t, shop, fourth, { text: 'Oi' });
    await quietPeriodPasses(t);
    expect(chatCalls().length).toBeGreaterThan(2);
    expect((await phoneOf(t, shop, fourth)).messages.map((message) => message.content)).toEqual([
      'Olá! Como posso ajudar?',
    ]);
  });
});

describe('saving a key', () => {
  it('refuses a key the provider rejects, naming the field, and keeps the stored one', async () => {
    const shop = await shopWithWrongKey();
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${shop.instanceId}/ai-config`,
      headers: shop.headers,
      payload: { provider: 'openai', apiKey: 'sk-wrong-again' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: expect.stringContaining('Chave da API recusada: OpenAI recusou a chave de API (401)'),
      details: [{ field: 'apiKey' }],
    });
    const models = openai.requests.filter((request) => request.path.endsWith('/models'));
    expect(models.map((request) => request.headers.authorization)).toEqual(['Bearer sk-wrong-again']);
    expect(models.every((request) => request.method === 'GET' && request.body.length === 0)).toBe(true);
  });

  it('checks the qualification key against its own provider, naming its field when refused', async () => {
    const shop = await openShop(t);
    const save = (qualificationApiKey: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/instances/${shop.instanceId}/ai-config`,
        headers: shop.headers,
        payload: { provider: 'gemini', qualificationProvider: 'openai', qualificationApiKey },
      });
    const refused = await save('sk-wrong-qualification');
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: expect.stringContaining('Chave da API da qualificação recusada: OpenAI recusou a chave'),
      details: [{ field: 'qualificationApiKey' }],
    });
    const [row] = await t.db.select().from(aiConfigs).where(eq(aiConfigs.instanceId, shop.instanceId));
    expect(row?.qualificationApiKeyEnc ?? null).toBeNull();

    const accepted = await save('sk-good-qualification');
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({
      hasQualificationApiKey: true,
      keyCheck: { status: 'accepted', message: 'Chave da API da qualificação aceita pelo provedor' },
    });
    const models = openai.requests.filter((request) => request.path.endsWith('/models'));
    expect(models.map((request) => request.headers.authorization)).toEqual([
      'Bearer sk-wrong-qualification',
      'Bearer sk-good-qualification',
    ]);
  });

  it('"Remover chave" (a null key) deletes the stored key and the demo answers again', async () => {
    const shop = await shopWithWrongKey();
    const removed = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${shop.instanceId}/ai-config`,
      headers: shop.headers,
      payload: { apiKey: null },
    });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({ hasApiKey: false, apiKey: '', effectiveProvider: 'demo' });
    const [row] = await t.db.select().from(aiConfigs).where(eq(aiConfigs.instanceId, shop.instanceId));
    expect(row?.apiKeyEnc).toBeNull();
  });
});
