import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testConfig } from '../../../../server/config';
import { aiConfigs, logs } from '../../../../server/db/schema';
import { encryptSecret } from '../../../../server/lib/crypto';
import {
  FAKE_OGG,
  type FakeOpenAi,
  jsonBody,
  openAiError,
  startFakeOpenAi,
} from '../../ai/fakes/openai-fake';
import { type EngineApp, engineApp } from '../app';
import {
  customerSends,
  messagesOf,
  monitorOf,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  type Shop,
  setSettings,
} from '../shop';

/** Replies through a real provider's wire format (the OpenAI fake): what the model is given, and failures. */

let t: EngineApp;
let openai: FakeOpenAi;

beforeAll(async () => {
  openai = await startFakeOpenAi();
  t = await engineApp({ config: { openaiBaseUrl: openai.url } });
});
afterAll(async () => {
  await t.close();
  await openai.close();
});
beforeEach(() => openai.reset());

async function openAiShop(prompt = 'Somos a Auto Center Paulista. Nunca prometa desconto.'): Promise<Shop> {
  const shop = await openShop(t);
  await t.db
    .update(aiConfigs)
    .set({ provider: 'openai', apiKeyEnc: encryptSecret(testConfig().encryptionKey, 'sk-test-key'), prompt })
    .where(eq(aiConfigs.instanceId, shop.instanceId));
  await setSettings(t, shop, { singleMessage: true, enableContextMemory: true, maxContextMessages: 10 });
  return shop;
}

interface ChatBody {
  model: string;
  messages: Array<{ role: string; content: string }>;
}
/** The reply calls (lead qualification talks to the same provider with a prompt of its own). */
const chatRequests = () =>
  openai.requests
    .filter((request) => request.path.endsWith('/chat/completions'))
    .map((request) => jsonBody(request) as ChatBody)
    .filter((body) => body.messages[0]?.content.includes('assistente virtual de vendas'));

describe('what the model is given', () => {
  it("the instance's prompt, the contact's name and the conversation so far", async () => {
    const shop = await openAiShop();
    await setSettings(t, shop, { includeContactName: true });
    const contact = newCustomer();
    openai.chatContent = 'Temos sim! Qual versão te interessa?';
    await customerSends(t, shop, contact, { text: 'Tem Onix 2022?' }, 'Joana Prado');
    await quietPeriodPasses(t);
    openai.chatContent = 'A versão LT sai por R$ 75.900.';
    // The customer reads the answer and writes back a little later.
    t.clock.advance(5_000);
    await customerSends(t, shop, contact, { text: 'E o preço da LT?' }, 'Joana Prado');
    await quietPeriodPasses(t);

    const [, second] = chatRequests();
    const system = second?.messages[0];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Somos a Auto Center Paulista');
    expect(system?.content).toContain('Joana Prado');
    // On by default (the AI config's Brazilian interjections).
    expect(system?.content).toContain('interjeições brasileiras');
    expect(second?.messages.slice(1)).toEqual([
      { role: 'user', content: 'Tem Onix 2022?' },
      { role: 'assistant', content: 'Temos sim! Qual versão te interessa?' },
      { role: 'user', content: 'E o preço da LT?' },
    ]);
    expect((await phoneOf(t, shop, contact)).messages.map((message) => message.content)).toEqual([
      'Temos sim! Qual versão te interessa?',
      'A versão LT sai por R$ 75.900.',
    ]);
  });

  it('no interjections once the instance switches them off', async () => {
    const shop = await openAiShop();
    const saved = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${shop.instanceId}/ai-config`,
      headers: shop.headers,
      payload: { enableBrazilianInterjections: false },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await customerSends(t, shop, newCustomer(), { text: 'Bom dia, tem Corolla?' });
    await quietPeriodPasses(t);
    const system = chatRequests().at(-1)?.messages[0]?.content;
    expect(system).toContain('Somos a Auto Center Paulista');
    expect(system).not.toContain('interjeições');
  });

  it('nothing from before the AI was restarted', async () => {
    const shop = await openAiShop();
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Meu nome é Carlos e quero um Corolla' });
    await quietPeriodPasses(t);
    t.clock.advance(60_000);
    const restarted = await t.app.inject({
      method: 'POST',
      url: `/api/instances/${shop.instanceId}/ai/restart`,
      headers: shop.headers,
    });
    expect(restarted.statusCode, restarted.body).toBe(200);
    t.clock.advance(60_000);
    await customerSends(t, shop, contact, { text: 'Oi de novo' });
    await quietPeriodPasses(t);

    const last = chatRequests().at(-1);
    expect(last?.messages.slice(1)).toEqual([{ role: 'user', content: 'Oi de novo' }]);
  });

  it("the transcription of the customer's voice note, also kept on the message", async () => {
    const shop = await openAiShop();
    openai.transcriptText = 'Quero saber o preço do Onix';
    const contact = newCustomer();
    await customerSends(t, shop, contact, {
      voice: Buffer.concat([Buffer.from('OggS'), Buffer.alloc(512, 9)]),
    });
    await quietPeriodPasses(t);

    expect(chatRequests().at(-1)?.messages.slice(1)).toEqual([
      { role: 'user', content: 'Quero saber o preço do Onix' },
    ]);
    const [voiceNote] = await messagesOf(t, shop, contact);
    expect(voiceNote).toMatchObject({ mediaType: 'audio', transcription: 'Quero saber o preço do Onix' });
  });
});

describe('where the model is asked', () => {
  it("at the instance's own base URL when it has one, over the server's default", async () => {
    const shop = await openAiShop();
    // The API takes only public https addresses; the fake listens on the loopback.
    await t.db
      .update(aiConfigs)
      .set({ baseUrl: `${openai.url}/tenant-proxy/v1` })
      .where(eq(aiConfigs.instanceId, shop.instanceId));
    openai.chatContent = 'Temos o Onix 2024 no pátio.';
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Tem Onix?' });
    await quietPeriodPasses(t);

    expect(openai.requests.length).toBeGreaterThan(0);
    for (const request of openai.requests) {
      expect(request.path).toMatch(/^\/tenant-proxy\/v1\//);
      expect(request.headers.authorization).toBe('Bearer sk-test-key');
    }
    expect(openai.requests.map((request) => request.path)).toContain('/tenant-proxy/v1/chat/completions');
    expect((await phoneOf(t, shop, contact)).messages.map((message) => message.content)).toEqual([
      'Temos o Onix 2024 no pátio.',
    ]);
  });
});

describe('an audio reply', () => {
  it("is an Ogg/Opus voice note spoken by OpenAI in the instance's voice and speed", async () => {
    const shop = await openAiShop();
    await t.db
      .update(aiConfigs)
      .set({ audioResponseEnabled: true, audioVoice: 'nova', audioSpeed: 1.25 })
      .where(eq(aiConfigs.instanceId, shop.instanceId));
    openai.chatContent = 'Temos sim! O Onix LT 2023 está no pátio.';
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Me manda um áudio com as opções?' });
    await quietPeriodPasses(t);

    const speech = openai.requests.filter((request) => request.path.endsWith('/audio/speech'));
    expect(speech.map((request) => jsonBody(request))).toEqual([
      expect.objectContaining({
        input: 'Temos sim! O Onix LT 2023 está no pátio.',
        voice: 'nova',
        speed: 1.25,
        response_format: 'opus',
      }),
    ]);
    const { messages: received } = await phoneOf(t, shop, contact);
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({
      kind: 'audio',
      mediaBase64: Buffer.from(FAKE_OGG).toString('base64'),
    });
    const [, ours] = await messagesOf(t, shop, contact);
    expect(ours).toMatchObject({ origin: 'ai', mediaType: 'audio' });
  });
});

describe('a reply of several paragraphs', () => {
  it('goes out as one message per paragraph, each typed, with a pause between them', async () => {
    const shop = await openAiShop();
    await setSettings(t, shop, {
      singleMessage: false,
      enableSmartPauses: true,
      enableTypingSimulation: false,
      typingSeconds: 5,
    });
    openai.chatContent =
      'Temos sim, o Onix 2022 LT está disponível.\n\nQuer agendar uma visita para ver de perto?';
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Tem Onix 2022?' });
    const waitsBefore = t.clock.sleeps.length;
    await quietPeriodPasses(t);

    const phone = await phoneOf(t, shop, contact);
    expect(phone.messages.map((message) => message.content)).toEqual([
      'Temos sim, o Onix 2022 LT está disponível.',
      'Quer agendar uma visita para ver de perto?',
    ]);
    expect(phone.presences.map((presence) => presence.content)).toEqual(['composing', 'composing']);
    // Typing, a short pause, typing again.
    const [typing, pause, typingAgain] = t.clock.sleeps.slice(waitsBefore);
    expect([typing, typingAgain]).toEqual([5_000, 5_000]);
    expect(pause).toBeGreaterThan(0);
    expect(pause).toBeLessThan(5_000);
  });

  it('goes out as a single message when the instance asks for one', async () => {
    const shop = await openAiShop();
    await setSettings(t, shop, { singleMessage: true });
    openai.chatContent = 'Temos sim, o Onix 2022 LT está disponível.\n\nQuer agendar uma visita?';
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Tem Onix 2022?' });
    await quietPeriodPasses(t);
    expect((await phoneOf(t, shop, contact)).messages.map((message) => message.content)).toEqual([
      'Temos sim, o Onix 2022 LT está disponível.\n\nQuer agendar uma visita?',
    ]);
  });
});

describe('a provider that keeps failing', () => {
  it('is retried, then the conversation, the monitor, the logs and the diagnostic show the failure', async () => {
    const shop = await openAiShop();
    const contact = newCustomer();
    const failures = Array.from({ length: 60 }, () =>
      openAiError(503, 'The server is overloaded', 'server_error'),
    );
    openai.enqueue(...failures);
    await customerSends(t, shop, contact, { text: 'Alguém aí?' });
    await quietPeriodPasses(t);
    // The job's retries wait longer each time; an hour covers them all.
    for (let minute = 0; minute < 60; minute += 5) await quietPeriodPasses(t, 300);

    expect(chatRequests().length).toBeGreaterThan(1);
    expect((await phoneOf(t, shop, contact)).messages).toEqual([]);
    const note = (await messagesOf(t, shop, contact)).find((message) => message.origin === 'system');
    expect(note).toMatchObject({ status: 'failed', error: expect.stringContaining('overloaded') });
    expect(note?.content).toMatch(/A IA não conseguiu responder/);

    const [record] = await monitorOf(t, shop, contact);
    expect(record?.finalOutcome).toBe('processing_error');
    expect(record?.steps.find((step) => step.step === 'ai_reply')).toMatchObject({ status: 'failure' });

    const logged = await t.db
      .select()
      .from(logs)
      .where(and(eq(logs.instanceId, shop.instanceId), eq(logs.level, 'error')));
    expect(logged.length).toBeGreaterThan(0);

    const diagnostics = await t.app.inject({
      method: 'GET',
      url: `/api/instances/${shop.instanceId}/diagnostics`,
      headers: shop.headers,
    });
    expect(diagnostics.statusCode, diagnostics.body).toBe(200);
    expect(diagnostics.json().checks.aiConfig).toMatchObject({ ok: false, recentFailures: 1 });
    openai.reset();
  });

  it('with a refused key fails at once, without retrying', async () => {
    const shop = await openAiShop();
    const contact = newCustomer();
    const refusals = Array.from({ length: 10 }, () =>
      openAiError(401, 'Incorrect API key provided', 'invalid_request_error', 'invalid_api_key'),
    );
    openai.enqueue(...refusals);
    await customerSends(t, shop, contact, { text: 'Olá' });
    await quietPeriodPasses(t);
    expect(chatRequests()).toHaveLength(1);
    const note = (await messagesOf(t, shop, contact)).find((message) => message.origin === 'system');
    expect(note).toMatchObject({ status: 'failed', error: expect.stringContaining('Incorrect API key') });
  });
});
