import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiProviderError } from '../../../server/ai/errors';
import { createOpenAiLlmProvider } from '../../../server/ai/openai/llm';
import type { LlmProvider } from '../../../server/ai/port';
import { QUALIFICATION_INSTRUCTIONS } from '../../../server/ai/qualification';
import { chatCompletion, type FakeOpenAi, jsonBody, openAiError, startFakeOpenAi } from './fakes/openai-fake';

let fake: FakeOpenAi;
let openai: LlmProvider;

const conversation = [
  { role: 'user' as const, content: 'Oi, vocês têm o Onix 2024?' },
  { role: 'assistant' as const, content: 'Temos sim! Prefere a versão LT ou Premier?' },
  { role: 'user' as const, content: 'Premier. Quero financiar com 20 mil de entrada.' },
];

const chatRequest = {
  model: 'gpt-4o-mini',
  system: 'Você é o assistente da loja.',
  messages: conversation,
  temperature: 0.7,
  topP: 1,
};

async function failure(promise: Promise<unknown>): Promise<AiProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(AiProviderError);
  return error as AiProviderError;
}

beforeAll(async () => {
  fake = await startFakeOpenAi();
  openai = createOpenAiLlmProvider({ apiKey: 'sk-test-123', baseUrl: `${fake.url}/v1`, retryBaseDelayMs: 5 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('OpenAI chat', () => {
  it('sends the model, the system prompt, the turns, the sampling and the key', async () => {
    const result = await openai.chat({ ...chatRequest, maxTokens: 400 });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1/chat/completions');
    expect(request?.headers.authorization).toBe('Bearer sk-test-123');
    expect(request && jsonBody(request)).toEqual({
      model: 'gpt-4o-mini',
      messages: [{ role: 'system', content: 'Você é o assistente da loja.' }, ...conversation],
      temperature: 0.7,
      top_p: 1,
      max_completion_tokens: 400,
    });
    expect(result).toEqual({
      text: 'Olá! Temos o Onix 2024 a partir de R$ 89.900.',
      model: 'gpt-4o-mini-2024-07-18',
      usage: { inputTokens: 42, outputTokens: 7, totalTokens: 49 },
    });
  });

  it('leaves temperature and top_p out for reasoning models, which reject them', async () => {
    await openai.chat({ ...chatRequest, model: 'gpt-5-mini' });
    const body = jsonBody(fake.requests[0] ?? expect.fail('no request'));
    expect(body).toMatchObject({ model: 'gpt-5-mini' });
    expect(body).not.toHaveProperty('temperature');
    expect(body).not.toHaveProperty('top_p');
  });

  it('turns an empty completion into an invalid_response error', async () => {
    fake.enqueue({ json: chatCompletion('gpt-4o-mini', null) });
    const error = await failure(openai.chat(chatRequest));
    expect(error.kind).toBe('invalid_response');
    expect(error.providerMessage).toContain('length');
  });
});

describe('OpenAI qualification', () => {
  it('asks for JSON mode with the qualification instructions and parses the verdict', async () => {
    fake.enqueue({
      json: chatCompletion(
        'gpt-4o-mini',
        '{"level":"HOT","score":88,"reason":"Quer financiar com entrada."}',
      ),
    });
    const result = await openai.qualify({
      model: 'gpt-4o-mini',
      temperature: 0.3,
      topP: 0.8,
      messages: conversation,
    });

    expect(result).toEqual({ level: 'HOT', score: 88, reason: 'Quer financiar com entrada.' });
    const body = jsonBody(fake.requests[0] ?? expect.fail('no request'));
    expect(body).toMatchObject({
      model: 'gpt-4o-mini',
      temperature: 0.3,
      top_p: 0.8,
      response_format: { type: 'json_object' },
      messages: [{ role: 'system', content: QUALIFICATION_INSTRUCTIONS }, { role: 'user' }],
    });
    const transcript = (body as { messages: { content: string }[] }).messages[1]?.content ?? '';
    expect(transcript).toContain('Cliente: Premier. Quero financiar com 20 mil de entrada.');
    expect(transcript).toContain('Atendente: Temos sim!');
  });

  it('reports prose instead of JSON as a typed invalid_response error', async () => {
    fake.enqueue({ json: chatCompletion('gpt-4o-mini', 'O cliente parece bem interessado.') });
    const error = await failure(
      openai.qualify({ model: 'gpt-4o-mini', temperature: 0.3, topP: 0.8, messages: conversation }),
    );
    expect(error.kind).toBe('invalid_response');
    expect(error.provider).toBe('openai');
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports JSON with a wrong level as invalid_response naming the field', async () => {
    fake.enqueue({ json: chatCompletion('gpt-4o-mini', '{"level":"MAYBE","score":50,"reason":"?"}') });
    const error = await failure(
      openai.qualify({ model: 'gpt-4o-mini', temperature: 0.3, topP: 0.8, messages: conversation }),
    );
    expect(error.kind).toBe('invalid_response');
    expect(error.providerMessage).toContain('level');
  });
});

describe('OpenAI errors and retries', () => {
  it('retries a 500 and then succeeds', async () => {
    fake.enqueue(openAiError(500, 'The server had an error while processing your request.', 'server_error'));
    const result = await openai.chat(chatRequest);
    expect(result.text).toContain('Onix');
    expect(fake.requests).toHaveLength(2);
  });

  it('gives up after the configured retries with kind unavailable', async () => {
    const flaky = createOpenAiLlmProvider({
      apiKey: 'sk-test-123',
      baseUrl: `${fake.url}/v1`,
      maxRetries: 2,
      retryBaseDelayMs: 1,
    });
    const outage = openAiError(503, 'Service temporarily unavailable', 'server_error');
    fake.enqueue(outage, outage, outage, outage);
    const error = await failure(flaky.chat(chatRequest));
    expect(error.kind).toBe('unavailable');
    expect(error.status).toBe(503);
    expect(fake.requests).toHaveLength(3);
  });

  it('does not retry a 401 and keeps the provider message', async () => {
    fake.enqueue(
      openAiError(
        401,
        'Incorrect API key provided: sk-test-***123.',
        'invalid_request_error',
        'invalid_api_key',
      ),
    );
    const error = await failure(openai.chat(chatRequest));
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.code).toBe('invalid_api_key');
    expect(error.providerMessage).toBe('Incorrect API key provided: sk-test-***123.');
    expect(fake.requests).toHaveLength(1);
  });

  it('does not retry a 400', async () => {
    fake.enqueue(openAiError(400, "Invalid value for 'model'."));
    const error = await failure(openai.chat(chatRequest));
    expect(error.kind).toBe('bad_request');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 429 rate limit, honouring Retry-After', async () => {
    fake.enqueue(
      openAiError(429, 'Rate limit reached for gpt-4o-mini.', 'requests', 'rate_limit_exceeded', {
        'retry-after-ms': '20',
      }),
    );
    const started = Date.now();
    await openai.chat(chatRequest);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(fake.requests).toHaveLength(2);
  });

  it('does not retry a 429 for an exhausted quota', async () => {
    fake.enqueue(
      openAiError(429, 'You exceeded your current quota.', 'insufficient_quota', 'insufficient_quota'),
    );
    const error = await failure(openai.chat(chatRequest));
    expect(error.kind).toBe('rate_limit');
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('times out a slow answer, retrying it once before giving up', async () => {
    const impatient = createOpenAiLlmProvider({
      apiKey: 'sk-test-123',
      baseUrl: `${fake.url}/v1`,
      timeoutMs: 100,
      maxRetries: 1,
      retryBaseDelayMs: 1,
    });
    const slow = { json: chatCompletion('gpt-4o-mini', 'tarde demais'), delayMs: 1_000 };
    fake.enqueue(slow, slow);
    const started = Date.now();
    const error = await failure(impatient.chat(chatRequest));
    expect(error.kind).toBe('timeout');
    expect(error.providerMessage).toContain('100 ms');
    expect(fake.requests).toHaveLength(2);
    expect(Date.now() - started).toBeLessThan(900);
  });

  it('stops at once when the caller aborts', async () => {
    fake.enqueue({ json: chatCompletion('gpt-4o-mini', 'tarde demais'), delayMs: 1_000 });
    const controller = new AbortController();
    setTimeout(() => controller.abort(), 50);
    const error = await failure(openai.chat({ ...chatRequest, signal: controller.signal }));
    expect(error.kind).toBe('timeout');
    expect(error.retryable).toBe(false);
    expect(fake.requests).toHaveLength(1);
  });

  it('reports a refused connection as unavailable', async () => {
    const nowhere = createOpenAiLlmProvider({
      apiKey: 'sk-x',
      baseUrl: 'http://127.0.0.1:9/v1',
      maxRetries: 0,
    });
    const error = await failure(nowhere.chat(chatRequest));
    expect(error.kind).toBe('unavailable');
  });
});
