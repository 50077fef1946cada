import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AiProviderError } from '../../../server/ai/errors';
import { createGeminiLlmProvider } from '../../../server/ai/gemini/llm';
import { createGeminiSpeechProvider } from '../../../server/ai/gemini/speech';
import type { LlmProvider } from '../../../server/ai/port';
import { QUALIFICATION_INSTRUCTIONS } from '../../../server/ai/qualification';
import { type FakeGemini, geminiError, geminiResponse, jsonBody, startFakeGemini } from './fakes/gemini-fake';

let fake: FakeGemini;
let gemini: LlmProvider;

const conversation = [
  { role: 'user' as const, content: 'Boa tarde' },
  { role: 'user' as const, content: 'Vocês têm HB20 automático?' },
  { role: 'assistant' as const, content: 'Temos sim! Quer agendar um test drive?' },
  { role: 'user' as const, content: 'Quero, posso visitar hoje às 17h?' },
];

const chatRequest = {
  model: 'gemini-1.5-flash',
  system: 'Você é o assistente da loja.',
  messages: conversation,
  temperature: 0.7,
  topP: 0.95,
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
  fake = await startFakeGemini();
  gemini = createGeminiLlmProvider({ apiKey: 'AIza-test', baseUrl: fake.url, retryBaseDelayMs: 1 });
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());

describe('Gemini chat', () => {
  it('calls generateContent with systemInstruction, user/model contents and the sampling', async () => {
    const result = await gemini.chat({ ...chatRequest, maxTokens: 256 });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request?.method).toBe('POST');
    expect(request?.path).toBe('/v1beta/models/gemini-1.5-flash:generateContent');
    expect(request?.headers['x-goog-api-key']).toBe('AIza-test');
    expect(request?.headers.authorization).toBeUndefined();
    const body = jsonBody(request ?? expect.fail('no request'));
    expect(body).toMatchObject({
      systemInstruction: { parts: [{ text: 'Você é o assistente da loja.' }] },
      contents: [
        // Consecutive customer messages travel as one user turn.
        { role: 'user', parts: [{ text: 'Boa tarde' }, { text: 'Vocês têm HB20 automático?' }] },
        { role: 'model', parts: [{ text: 'Temos sim! Quer agendar um test drive?' }] },
        { role: 'user', parts: [{ text: 'Quero, posso visitar hoje às 17h?' }] },
      ],
      generationConfig: { temperature: 0.7, topP: 0.95, maxOutputTokens: 256 },
    });
    expect(body).not.toHaveProperty('generationConfig.responseMimeType');
    expect(result).toEqual({
      text: 'Boa tarde! Temos o HB20 disponível para test drive.',
      model: 'gemini-1.5-flash-002',
      usage: { inputTokens: 31, outputTokens: 9, totalTokens: 40 },
    });
  });

  it('reports a blocked prompt as invalid_response', async () => {
    fake.enqueue({
      json: { promptFeedback: { blockReason: 'SAFETY' }, usageMetadata: { promptTokenCount: 3 } },
    });
    const error = await failure(gemini.chat(chatRequest));
    expect(error.kind).toBe('invalid_response');
    expect(error.providerMessage).toContain('SAFETY');
  });
});

describe('Gemini qualification', () => {
  it('asks for application/json and parses the verdict', async () => {
    fake.enqueue({
      json: geminiResponse('{"level": "HOT", "score": 91, "reason": "Quer visitar hoje às 17h."}'),
    });
    const result = await gemini.qualify({
      model: 'gemini-1.5-flash',
      temperature: 0.3,
      topP: 0.8,
      messages: conversation,
    });

    expect(result).toEqual({ level: 'HOT', score: 91, reason: 'Quer visitar hoje às 17h.' });
    const body = jsonBody(fake.requests[0] ?? expect.fail('no request'));
    expect(body).toMatchObject({
      systemInstruction: { parts: [{ text: QUALIFICATION_INSTRUCTIONS }] },
      generationConfig: { temperature: 0.3, topP: 0.8, responseMimeType: 'application/json' },
      contents: [{ role: 'user' }],
    });
    const transcript = (body as { contents: { parts: { text: string }[] }[] }).contents[0]?.parts[0]?.text;
    expect(transcript).toContain('Cliente: Quero, posso visitar hoje às 17h?');
  });

  it('reports malformed JSON as a typed invalid_response error', async () => {
    fake.enqueue({ json: geminiResponse('{"level": "HOT", "score": ') });
    const error = await failure(
      gemini.qualify({ model: 'gemini-1.5-flash', temperature: 0.3, topP: 0.8, messages: conversation }),
    );
    expect(error.kind).toBe('invalid_response');
    expect(error.provider).toBe('gemini');
  });
});

describe('Gemini errors and retries', () => {
  it('does not retry a 401 and keeps the provider message', async () => {
    fake.enqueue(geminiError(401, 'Request had invalid authentication credentials.', 'UNAUTHENTICATED'));
    const error = await failure(gemini.chat(chatRequest));
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
    expect(error.code).toBe('UNAUTHENTICATED');
    expect(error.providerMessage).toBe('Request had invalid authentication credentials.');
    expect(fake.requests).toHaveLength(1);
  });

  it('treats the 400 Gemini sends for a wrong key as auth', async () => {
    fake.enqueue(
      geminiError(400, 'API key not valid. Please pass a valid API key.', 'INVALID_ARGUMENT', [
        {
          '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
          reason: 'API_KEY_INVALID',
          domain: 'googleapis.com',
        },
      ]),
    );
    const error = await failure(gemini.chat(chatRequest));
    expect(error.kind).toBe('auth');
    expect(error.providerMessage).toBe('API key not valid. Please pass a valid API key.');
    expect(fake.requests).toHaveLength(1);
  });

  it('retries a 500 and then succeeds', async () => {
    fake.enqueue(geminiError(500, 'An internal error has occurred.', 'INTERNAL'));
    const result = await gemini.chat(chatRequest);
    expect(result.text).toContain('HB20');
    expect(fake.requests).toHaveLength(2);
  });

  it('retries a 429 after the delay in RetryInfo', async () => {
    fake.enqueue(
      geminiError(429, 'Resource has been exhausted (e.g. check quota).', 'RESOURCE_EXHAUSTED', [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: '0.02s' },
      ]),
    );
    const started = Date.now();
    await gemini.chat(chatRequest);
    expect(Date.now() - started).toBeGreaterThanOrEqual(15);
    expect(fake.requests).toHaveLength(2);
  });

  it('times out a slow answer', async () => {
    const impatient = createGeminiLlmProvider({
      apiKey: 'AIza-test',
      baseUrl: fake.url,
      timeoutMs: 100,
      maxRetries: 0,
    });
    fake.enqueue({ json: geminiResponse('tarde demais'), delayMs: 1_000 });
    const error = await failure(impatient.chat(chatRequest));
    expect(error.kind).toBe('timeout');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('Gemini transcription', () => {
  it('sends the voice note inline with its bare media type', async () => {
    fake.enqueue({ json: geminiResponse('Queria saber se aceita troca no meu Gol 2015.') });
    const speech = createGeminiSpeechProvider({
      apiKey: 'AIza-test',
      baseUrl: fake.url,
      transcriptionModel: 'gemini-1.5-flash',
    });
    const bytes = new Uint8Array([0x4f, 0x67, 0x67, 0x53, 1, 2]);

    const result = await speech.transcribe({
      bytes,
      mimetype: 'audio/ogg; codecs=opus',
      filename: 'nota.ogg',
    });

    expect(result.text).toBe('Queria saber se aceita troca no meu Gol 2015.');
    expect(speech.capabilities).toEqual({ synthesize: false, transcribe: true });
    const [request] = fake.requests;
    expect(request?.path).toBe('/v1beta/models/gemini-1.5-flash:generateContent');
    expect(jsonBody(request ?? expect.fail('no request'))).toMatchObject({
      contents: [
        {
          role: 'user',
          parts: [
            { inlineData: { mimeType: 'audio/ogg', data: Buffer.from(bytes).toString('base64') } },
            { text: expect.any(String) },
          ],
        },
      ],
    });
  });

  it('refuses synthesis without calling the API', async () => {
    const speech = createGeminiSpeechProvider({ apiKey: 'AIza-test', baseUrl: fake.url });
    const error = await failure(speech.synthesize({ text: 'Oi', voice: 'fable', speed: 1, format: 'mp3' }));
    expect(error.kind).toBe('bad_request');
    expect(fake.requests).toHaveLength(0);
  });
});
