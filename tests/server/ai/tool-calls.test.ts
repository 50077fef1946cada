/**
 * Function calling on the wire: each provider declares our tools, reads the model's calls and sends
 * the results back in its own format, against fakes that speak the real one over HTTP.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createDeepSeekLlmProvider } from '../../../server/ai/deepseek/llm';
import { createGeminiLlmProvider } from '../../../server/ai/gemini/llm';
import { createOpenAiLlmProvider } from '../../../server/ai/openai/llm';
import type { ChatRequest, ToolRound } from '../../../server/ai/port';
import { toolSpecOf } from '../../../server/engine/tools/specs';
import type { AiTool } from '../../../server/engine/tools/types';
import { type FakeGemini, geminiResponse, startFakeGemini } from './fakes/gemini-fake';
import { jsonBody, type RecordedRequest } from './fakes/http-fake';
import { chatCompletion, type FakeOpenAi, startFakeOpenAi } from './fakes/openai-fake';

const search: AiTool = {
  name: 'buscar_veiculos',
  description: 'Busca carros no estoque.',
  parameters: z.object({
    consulta: z.string().min(2),
    precoMaximo: z.number().positive().nullable().optional(),
    limite: z.number().int().default(3),
  }),
  run: async () => ({ ok: true, result: {} }),
};

const base: ChatRequest = {
  model: 'gpt-4o-mini',
  system: 'Você é o assistente da loja.',
  messages: [{ role: 'user', content: 'tem Corolla até 120 mil?' }],
  temperature: 0.7,
  topP: 0.9,
  tools: [toolSpecOf(search)],
};

const round: ToolRound = {
  text: '',
  calls: [{ id: 'call_abc', name: 'buscar_veiculos', arguments: '{"consulta":"Corolla"}' }],
  results: [{ callId: 'call_abc', name: 'buscar_veiculos', content: { resultado: 'exato', veiculos: [] } }],
};

const body = (request: RecordedRequest | undefined) =>
  jsonBody(request ?? expect.fail('no request')) as Record<string, unknown>;

/** A chat completion whose message asks for tools, as OpenAI and DeepSeek answer one. */
function toolCallCompletion(model: string, calls: { id: string; name: string; arguments: string }[]) {
  const completion = chatCompletion(model, null) as { choices: Record<string, unknown>[] };
  completion.choices = [
    {
      index: 0,
      message: {
        role: 'assistant',
        content: null,
        refusal: null,
        tool_calls: calls.map((call) => ({
          id: call.id,
          type: 'function',
          function: { name: call.name, arguments: call.arguments },
        })),
      },
      logprobs: null,
      finish_reason: 'tool_calls',
    },
  ];
  return completion;
}

describe('Chat Completions tools (OpenAI and DeepSeek)', () => {
  let fake: FakeOpenAi;
  beforeAll(async () => {
    fake = await startFakeOpenAi();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const providers = {
    openai: () => createOpenAiLlmProvider({ apiKey: 'sk-test', baseUrl: fake.url }),
    deepseek: () => createDeepSeekLlmProvider({ apiKey: 'ds-test', baseUrl: fake.url }),
  };

  for (const [id, create] of Object.entries(providers)) {
    it(`${id}: declares the tools as functions and reads tool_calls with their JSON arguments`, async () => {
      fake.enqueue({
        json: toolCallCompletion('m', [
          { id: 'call_abc', name: 'buscar_veiculos', arguments: '{"consulta":"Corolla"}' },
        ]),
      });
      const result = await create().chat(base);

      const sent = body(fake.requests[0]);
      expect(sent.tool_choice).toBe('auto');
      expect(sent.tools).toEqual([
        {
          type: 'function',
          function: {
            name: 'buscar_veiculos',
            description: 'Busca carros no estoque.',
            parameters: expect.objectContaining({
              type: 'object',
              properties: expect.objectContaining({ consulta: { type: 'string', minLength: 2 } }),
              required: ['consulta'],
            }),
          },
        },
      ]);
      expect(JSON.stringify(sent.tools)).not.toContain('$schema');
      expect(result.text).toBe('');
      expect(result.toolCalls).toEqual([
        { id: 'call_abc', name: 'buscar_veiculos', arguments: '{"consulta":"Corolla"}' },
      ]);
    });

    it(`${id}: sends the round back as the assistant's tool_calls then a tool message, and can forbid calls`, async () => {
      fake.chatContent = 'Temos o Corolla XEi 2020 por R$ 98.900.';
      const result = await create().chat({ ...base, toolRounds: [round], toolChoice: 'none' });

      const sent = body(fake.requests[0]);
      expect(sent.tool_choice).toBe('none');
      expect(sent.messages).toEqual([
        { role: 'system', content: 'Você é o assistente da loja.' },
        { role: 'user', content: 'tem Corolla até 120 mil?' },
        {
          role: 'assistant',
          content: null,
          tool_calls: [
            {
              id: 'call_abc',
              type: 'function',
              function: { name: 'buscar_veiculos', arguments: '{"consulta":"Corolla"}' },
            },
          ],
        },
        { role: 'tool', tool_call_id: 'call_abc', content: '{"resultado":"exato","veiculos":[]}' },
      ]);
      expect(result.text).toBe('Temos o Corolla XEi 2020 por R$ 98.900.');
      expect(result.toolCalls).toBeUndefined();
    });
  }

  it('asks deepseek-reasoner without tools: it answers in text', async () => {
    fake.chatContent = 'Temos o Corolla.';
    const result = await providers.deepseek().chat({ ...base, model: 'deepseek-reasoner' });
    expect(body(fake.requests[0])).not.toHaveProperty('tools');
    expect(result.text).toBe('Temos o Corolla.');
  });

  it('sends no tools at all when the request has none (the reply as before)', async () => {
    fake.chatContent = 'Olá!';
    await providers.openai().chat({ ...base, tools: undefined });
    const sent = body(fake.requests[0]);
    expect(sent).not.toHaveProperty('tools');
    expect(sent).not.toHaveProperty('tool_choice');
  });
});

describe('Gemini function calling', () => {
  let fake: FakeGemini;
  beforeAll(async () => {
    fake = await startFakeGemini();
  });
  afterAll(() => fake.close());
  beforeEach(() => fake.reset());

  const gemini = () =>
    createGeminiLlmProvider({ apiKey: 'AIza-test', baseUrl: fake.url, retryBaseDelayMs: 1 });
  const request = { ...base, model: 'gemini-2.0-flash' };

  it('declares functionDeclarations in its schema subset and reads functionCall parts', async () => {
    fake.enqueue({
      json: {
        candidates: [
          {
            content: {
              role: 'model',
              parts: [
                {
                  functionCall: { name: 'buscar_veiculos', args: { consulta: 'Corolla' } },
                  thoughtSignature: 'c2ln',
                },
              ],
            },
            finishReason: 'STOP',
            index: 0,
          },
        ],
        usageMetadata: { promptTokenCount: 40, candidatesTokenCount: 5, totalTokenCount: 45 },
        modelVersion: 'gemini-2.0-flash-001',
      },
    });
    const result = await gemini().chat(request);

    const sent = body(fake.requests[0]);
    expect(sent.toolConfig).toEqual({ functionCallingConfig: { mode: 'AUTO' } });
    const [declarations] = sent.tools as { functionDeclarations: Record<string, unknown>[] }[];
    const declaration = declarations?.functionDeclarations[0];
    expect(declaration).toMatchObject({ name: 'buscar_veiculos', description: 'Busca carros no estoque.' });
    // No $schema nor additionalProperties; `X | null` as `nullable`; the SDK writes the types in capitals.
    expect(declaration?.parameters).toEqual({
      type: 'OBJECT',
      properties: {
        consulta: { type: 'STRING', minLength: 2 },
        precoMaximo: { type: 'NUMBER', nullable: true },
        limite: { type: 'INTEGER', default: 3 },
      },
      required: ['consulta'],
    });
    expect(result.text).toBe('');
    expect(result.toolCalls).toEqual([
      { id: 'local_0_0', name: 'buscar_veiculos', arguments: { consulta: 'Corolla' }, signature: 'c2ln' },
    ]);
  });

  it('sends the calls back in a model turn and the results as functionResponse parts of a user turn', async () => {
    fake.enqueue({ json: geminiResponse('Temos o Corolla XEi 2020.') });
    const withSignature: ToolRound = {
      ...round,
      calls: [
        { id: 'call_0_0', name: 'buscar_veiculos', arguments: { consulta: 'Corolla' }, signature: 'c2ln' },
      ],
      results: round.results.map((result) => ({ ...result, callId: 'call_0_0' })),
    };
    const result = await gemini().chat({ ...request, toolRounds: [withSignature], toolChoice: 'none' });

    const sent = body(fake.requests[0]);
    expect(sent.toolConfig).toEqual({ functionCallingConfig: { mode: 'NONE' } });
    expect(sent.contents).toEqual([
      { role: 'user', parts: [{ text: 'tem Corolla até 120 mil?' }] },
      {
        role: 'model',
        parts: [
          {
            functionCall: { id: 'call_0_0', name: 'buscar_veiculos', args: { consulta: 'Corolla' } },
            thoughtSignature: 'c2ln',
          },
        ],
      },
      {
        role: 'user',
        parts: [
          {
            functionResponse: {
              id: 'call_0_0',
              name: 'buscar_veiculos',
              response: { resultado: 'exato', veiculos: [] },
            },
          },
        ],
      },
    ]);
    expect(result.text).toBe('Temos o Corolla XEi 2020.');
  });

  it('sends no id back for a call Gemini made without one', async () => {
    fake.enqueue({ json: geminiResponse('Ok.') });
    const local: ToolRound = {
      ...round,
      calls: [{ id: 'local_0_0', name: 'buscar_veiculos', arguments: { consulta: 'Corolla' } }],
      results: round.results.map((result) => ({ ...result, callId: 'local_0_0' })),
    };
    await gemini().chat({ ...request, toolRounds: [local] });
    const contents = body(fake.requests[0]).contents as { parts: Record<string, unknown>[] }[];
    expect(contents[1]?.parts[0]).toEqual({
      functionCall: { name: 'buscar_veiculos', args: { consulta: 'Corolla' } },
    });
    expect(contents[2]?.parts[0]).toEqual({
      functionResponse: { name: 'buscar_veiculos', response: { resultado: 'exato', veiculos: [] } },
    });
  });
});
