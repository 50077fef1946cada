import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDeepSeekLlmProvider, DEEPSEEK_DEFAULT_BASE_URL } from '../../../server/ai/deepseek/llm';
import { AiProviderError } from '../../../server/ai/errors';
import { chatCompletion, type FakeOpenAi, jsonBody, openAiError, startFakeOpenAi } from './fakes/openai-fake';

let fake: FakeOpenAi;

beforeAll(async () => {
  fake = await startFakeOpenAi();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

const messages = [{ role: 'user' as const, content: 'Qual o valor do Corolla 2022?' }];

describe('DeepSeek through the OpenAI-compatible API', () => {
  it('defaults to DeepSeek’s own host', () => {
    expect(DEEPSEEK_DEFAULT_BASE_URL).toBe('https://api.deepseek.com');
  });

  it('posts to {baseUrl}/chat/completions with its key, max_tokens and the sampling', async () => {
    const deepseek = createDeepSeekLlmProvider({ apiKey: 'ds-key', baseUrl: fake.url });
    const result = await deepseek.chat({
      model: 'deepseek-chat',
      system: 'Você é o assistente da loja.',
      messages,
      temperature: 1.1,
      topP: 0.9,
      maxTokens: 500,
    });

    expect(deepseek.id).toBe('deepseek');
    const [request] = fake.requests;
    expect(request?.path).toBe('/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer ds-key');
    const body = jsonBody(request ?? expect.fail('no request'));
    expect(body).toEqual({
      model: 'deepseek-chat',
      messages: [{ role: 'system', content: 'Você é o assistente da loja.' }, ...messages],
      temperature: 1.1,
      top_p: 0.9,
      max_tokens: 500,
    });
    expect(result.text).toContain('Onix');
  });

  it('qualifies in JSON mode', async () => {
    const deepseek = createDeepSeekLlmProvider({ apiKey: 'ds-key', baseUrl: fake.url });
    fake.enqueue({
      json: chatCompletion('deepseek-chat', '{"level":"WARM","score":55,"reason":"Pergunta o preço."}'),
    });
    const result = await deepseek.qualify({ model: 'deepseek-chat', temperature: 0.3, topP: 0.8, messages });
    expect(result).toEqual({ level: 'WARM', score: 55, reason: 'Pergunta o preço.' });
    expect(jsonBody(fake.requests[0] ?? expect.fail('no request'))).toMatchObject({
      response_format: { type: 'json_object' },
      max_tokens: 300,
    });
  });

  it('labels its errors as DeepSeek’s, keeping the message', async () => {
    const deepseek = createDeepSeekLlmProvider({ apiKey: 'ds-bad', baseUrl: fake.url });
    fake.enqueue(
      openAiError(
        401,
        'Authentication Fails (no such user)',
        'authentication_error',
        'invalid_request_error',
      ),
    );
    const error = await deepseek
      .chat({ model: 'deepseek-chat', system: '', messages, temperature: 1, topP: 1 })
      .catch((reason: unknown) => reason);
    expect(error).toBeInstanceOf(AiProviderError);
    expect(error).toMatchObject({
      kind: 'auth',
      provider: 'deepseek',
      providerMessage: 'Authentication Fails (no such user)',
    });
    expect((error as AiProviderError).message).toContain('DeepSeek');
  });
});
