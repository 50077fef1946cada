import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiConfigs } from '../../../../server/db/schema';
import { encryptSecret } from '../../../../server/lib/crypto';
import { type FakeGemini, jsonBody, startFakeGemini } from '../../ai/fakes/gemini-fake';
import { type FakeOpenAi, startFakeOpenAi } from '../../ai/fakes/openai-fake';
import {
  conversationOf,
  customerWrites,
  elapse,
  leadOf,
  MINUTE,
  newCustomer,
  openShop,
  type Shop,
  startWorld,
  type World,
} from '../world';

/** Which model and key qualify a lead: the qualification's own key only for another provider. */

let world: World;
let openai: FakeOpenAi;
let gemini: FakeGemini;
beforeAll(async () => {
  openai = await startFakeOpenAi();
  gemini = await startFakeGemini();
  world = await startWorld({ openaiBaseUrl: `${openai.url}/v1`, geminiBaseUrl: gemini.url });
});
afterAll(async () => {
  await world.close();
  await openai.close();
  await gemini.close();
});

/** The one request made, failing the test when there was not exactly one. */
function onlyOne<T>(requests: T[]): T {
  expect(requests).toHaveLength(1);
  const [request] = requests;
  if (!request) throw new Error('no request');
  return request;
}

const VERDICT = '{"level": "HOT", "score": 88, "reason": "Cliente quer agendar test drive amanhã."}';

async function configureAi(
  shop: Shop,
  ai: { qualificationProvider: string; qualificationModel: string; qualificationKey: string },
) {
  const key = (plain: string) => encryptSecret(world.t.app.config.encryptionKey, plain);
  await world.t.db.insert(aiConfigs).values({
    instanceId: shop.instanceId,
    organizationId: shop.organizationId,
    provider: 'openai',
    model: 'gpt-4o-mini',
    apiKeyEnc: key('sk-main-key'),
    qualificationProvider: ai.qualificationProvider,
    qualificationModel: ai.qualificationModel,
    qualificationApiKeyEnc: key(ai.qualificationKey),
  });
}

describe('the qualification model', () => {
  it('uses its own provider and key when it differs from the main provider', async () => {
    const shop = await openShop(world, { enableAutoResponse: false });
    await configureAi(shop, {
      qualificationProvider: 'gemini',
      qualificationModel: 'gemini-1.5-flash',
      qualificationKey: 'AIza-qualificacao',
    });
    gemini.replyText = VERDICT;
    const customer = newCustomer('Daniel Freitas');
    await customerWrites(world, shop, customer, 'Posso fazer um test drive do T-Cross amanhã?');
    await elapse(world, 2 * MINUTE);

    const call = onlyOne(gemini.requests.filter((request) => request.path.includes('gemini-1.5-flash')));
    expect(call.headers['x-goog-api-key']).toBe('AIza-qualificacao');
    expect(JSON.stringify(jsonBody(call))).toContain('test drive do T-Cross');
    const lead = await leadOf(world, (await conversationOf(world, shop, customer.number)).id);
    expect(lead).toMatchObject({ qualificationLevel: 'HOT', aiQualificationScore: 88 });
  });

  it('shares the main key when both are the same provider', async () => {
    const shop = await openShop(world, { enableAutoResponse: false });
    await configureAi(shop, {
      qualificationProvider: 'openai',
      qualificationModel: 'gpt-4.1-mini',
      qualificationKey: 'sk-stale-key',
    });
    openai.chatContent = '{"level": "WARM", "score": 55, "reason": "Pesquisando preço."}';
    const before = openai.requests.length;
    const customer = newCustomer('Aline Barros');
    await customerWrites(world, shop, customer, 'Quanto está o Polo 2022?');
    await elapse(world, 2 * MINUTE);

    const call = onlyOne(openai.requests.slice(before));
    expect(call.headers.authorization).toBe('Bearer sk-main-key');
    expect(jsonBody(call)).toMatchObject({ model: 'gpt-4.1-mini' });
    const lead = await leadOf(world, (await conversationOf(world, shop, customer.number)).id);
    expect(lead).toMatchObject({ qualificationLevel: 'WARM', aiQualificationScore: 55 });
  });
});
