import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiProviderError } from '../../../server/ai/errors';
import { chooseProvider, createLlmProvider, createSpeechProvider } from '../../../server/ai/registry';
import { type FakeOpenAi, startFakeOpenAi } from './fakes/openai-fake';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const chat = {
  model: 'm',
  system: 's',
  messages: [{ role: 'user' as const, content: 'Oi' }],
  temperature: 0.7,
  topP: 1,
};

describe('chooseProvider', () => {
  it('keeps a real provider that has a key', () => {
    expect(chooseProvider({ provider: 'gemini', apiKey: ' AIza-1 ', baseUrl: null })).toEqual({
      provider: 'gemini',
      apiKey: 'AIza-1',
      baseUrl: null,
    });
  });

  it('falls back to the demo, saying why', () => {
    expect(chooseProvider({ provider: 'openai', apiKey: '' })).toEqual({
      provider: 'demo',
      demoReason: 'missing_api_key',
    });
    expect(chooseProvider({ provider: 'openai', apiKey: null })).toMatchObject({
      demoReason: 'missing_api_key',
    });
    expect(chooseProvider({ provider: 'demo', apiKey: 'sk-1' })).toEqual({
      provider: 'demo',
      demoReason: 'demo_selected',
    });
    expect(chooseProvider({ provider: 'claude', apiKey: 'x' })).toEqual({
      provider: 'demo',
      demoReason: 'unknown_provider',
    });
  });
});

describe('createLlmProvider', () => {
  it('builds each provider by id', () => {
    expect(createLlmProvider({ provider: 'demo' }).id).toBe('demo');
    expect(createLlmProvider({ provider: 'openai', apiKey: 'k' }).id).toBe('openai');
    expect(createLlmProvider({ provider: 'gemini', apiKey: 'k' }).id).toBe('gemini');
    expect(createLlmProvider({ provider: 'deepseek', apiKey: 'k' }).id).toBe('deepseek');
  });

  it('refuses a real provider without a key with an auth error', () => {
    expect(() => createLlmProvider({ provider: 'openai', apiKey: '  ' })).toThrow(AiProviderError);
    expect(() => createLlmProvider({ provider: 'gemini' })).toThrow(/não configurada/);
  });

  it('uses the server default base URL for the provider', async () => {
    const deepseek = createLlmProvider(
      { provider: 'deepseek', apiKey: 'ds' },
      { deepseekBaseUrl: `${fake.url}/deepseek`, openaiBaseUrl: `${fake.url}/openai` },
    );
    await deepseek.chat(chat);
    expect(fake.requests[0]?.path).toBe('/deepseek/chat/completions');
  });

  it('lets the instance base URL win over the server default', async () => {
    const openai = createLlmProvider(
      { provider: 'openai', apiKey: 'sk', baseUrl: `${fake.url}/proxy/v1` },
      { openaiBaseUrl: `${fake.url}/v1` },
    );
    await openai.chat(chat);
    expect(fake.requests[0]?.path).toBe('/proxy/v1/chat/completions');
  });

  it('goes straight from chooseProvider to a working demo when there is no key', async () => {
    const provider = createLlmProvider(chooseProvider({ provider: 'openai', apiKey: undefined }));
    const reply = await provider.chat(chat);
    expect(provider.id).toBe('demo');
    expect(reply.model).toBe('demo');
    expect(fake.requests).toHaveLength(0);
  });
});

describe('createSpeechProvider', () => {
  it('gives what each provider can do', () => {
    expect(createSpeechProvider({ provider: 'openai', apiKey: 'k' })?.capabilities).toEqual({
      synthesize: true,
      transcribe: true,
    });
    expect(createSpeechProvider({ provider: 'gemini', apiKey: 'k' })?.capabilities).toEqual({
      synthesize: false,
      transcribe: true,
    });
    expect(createSpeechProvider({ provider: 'demo' })?.capabilities).toEqual({
      synthesize: true,
      transcribe: true,
    });
    expect(createSpeechProvider({ provider: 'deepseek', apiKey: 'k' })).toBeNull();
  });

  it('passes the server default base URL to OpenAI speech', async () => {
    const speech = createSpeechProvider(
      { provider: 'openai', apiKey: 'k' },
      { openaiBaseUrl: `${fake.url}/v1` },
    );
    await speech?.synthesize({ text: 'Oi', voice: 'alloy', speed: 1, format: 'opus' });
    expect(fake.requests[0]?.path).toBe('/v1/audio/speech');
  });
});
