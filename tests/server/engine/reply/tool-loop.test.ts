/**
 * The reply's tool loop: whatever the model asks for, a call ends as a result or a short error it
 * can recover from, the loop stops at its bound, and the customer still gets an answer.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { ChatRequest, ChatResult, LlmProvider, ToolCall } from '../../../../server/ai/port';
import { BOUND_REACHED_ERROR, chatWithTools } from '../../../../server/engine/reply/tool-loop';
import type { AiTool, ToolContext } from '../../../../server/engine/tools/types';
import { type EngineApp, engineApp } from '../app';

let t: EngineApp;
let context: ToolContext;

beforeAll(async () => {
  t = await engineApp();
  context = {
    deps: t.app,
    organizationId: '00000000-0000-4000-8000-000000000001',
    instanceId: '00000000-0000-4000-8000-000000000002',
    conversationId: '00000000-0000-4000-8000-000000000003',
    leadId: null,
    contactPhone: '5511999990000',
    now: t.clock.now(),
  };
});
afterAll(() => t.close());

const ran: unknown[] = [];

const tools: AiTool[] = [
  {
    name: 'horarios_disponiveis',
    description: 'Horários livres de um dia.',
    parameters: z.object({ data: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) }),
    run: async (_context, args) => {
      ran.push(args);
      return { ok: true, result: { horarios: ['10:00', '11:00'] } };
    },
  },
  {
    name: 'agendar_visita',
    description: 'Agenda uma visita.',
    parameters: z.object({ data: z.string(), hora: z.string() }),
    run: async () => ({ ok: false, error: 'Horário lotado. Livres: 11:00.' }),
  },
  {
    name: 'cancelar_visita',
    description: 'Cancela.',
    parameters: z.object({}),
    run: async () => {
      throw new Error('connection terminated');
    },
  },
];

/** A model that asks for the scripted calls, round by round, then answers with text. */
function scriptedModel(script: readonly (readonly ToolCall[])[]): LlmProvider & { requests: ChatRequest[] } {
  const requests: ChatRequest[] = [];
  return {
    id: 'openai',
    requests,
    async chat(request): Promise<ChatResult> {
      requests.push(request);
      const calls = request.toolChoice === 'none' ? undefined : script[requests.length - 1];
      if (calls && calls.length > 0) return { text: '', toolCalls: calls, model: 'scripted' };
      return { text: 'Resposta final ao cliente.', model: 'scripted' };
    },
    qualify: () => Promise.reject(new Error('not used')),
  };
}

const request: ChatRequest = {
  model: 'gpt',
  system: 'sistema',
  messages: [{ role: 'user', content: 'posso ir amanhã às 10h?' }],
  temperature: 0.7,
  topP: 1,
};

const call = (id: string, name: string, args: ToolCall['arguments']): ToolCall => ({
  id,
  name,
  arguments: args,
});

describe('the tool loop', () => {
  it('runs a call, sends its result back and returns the answer that follows', async () => {
    ran.length = 0;
    const model = scriptedModel([[call('c1', 'horarios_disponiveis', '{"data":"2025-03-11"}')]]);
    const { answer, runs, bound } = await chatWithTools(model, request, tools, context);

    expect(answer.text).toBe('Resposta final ao cliente.');
    expect(bound).toBeUndefined();
    expect(ran).toEqual([{ data: '2025-03-11' }]);
    expect(runs).toMatchObject([{ name: 'horarios_disponiveis', ok: true, args: '{"data":"2025-03-11"}' }]);
    expect(model.requests[0]?.tools?.map((tool) => tool.name)).toEqual([
      'horarios_disponiveis',
      'agendar_visita',
      'cancelar_visita',
    ]);
    expect(model.requests[1]?.toolRounds?.[0]?.results).toEqual([
      { callId: 'c1', name: 'horarios_disponiveis', content: { horarios: ['10:00', '11:00'] } },
    ]);
  });

  it('answers an unknown tool, bad JSON, invalid arguments and a failing or throwing tool with errors, and goes on', async () => {
    ran.length = 0;
    const model = scriptedModel([
      [call('a', 'vender_carro', '{}'), call('b', 'horarios_disponiveis', '{"data": 11/03')],
      [
        call('c', 'horarios_disponiveis', { data: 'amanhã' }),
        call('d', 'agendar_visita', { data: 'x', hora: 'y' }),
      ],
    ]);
    const { answer, runs } = await chatWithTools(model, request, tools, context, { maxCalls: 10 });

    expect(answer.text).toBe('Resposta final ao cliente.');
    expect(ran).toEqual([]);
    expect(runs.map((run) => [run.name, run.ok, run.error])).toEqual([
      ['vender_carro', false, expect.stringContaining('Ferramenta desconhecida: vender_carro')],
      ['horarios_disponiveis', false, 'Argumentos inválidos: não são um JSON válido.'],
      ['horarios_disponiveis', false, expect.stringMatching(/^Argumentos inválidos — data: /)],
      ['agendar_visita', false, 'Horário lotado. Livres: 11:00.'],
    ]);
    // The model reads each error as the call's result.
    expect(model.requests[2]?.toolRounds?.[1]?.results[1]?.content).toEqual({
      error: 'Horário lotado. Livres: 11:00.',
    });

    const thrown = scriptedModel([[call('e', 'cancelar_visita', '')]]);
    const after = await chatWithTools(thrown, request, tools, context);
    expect(after.answer.text).toBe('Resposta final ao cliente.');
    expect(after.runs[0]).toMatchObject({ ok: false, error: expect.stringContaining('Erro interno') });
  });

  it('stops at 4 calls and asks for the final answer with no tool allowed', async () => {
    ran.length = 0;
    const again = (id: string) => [call(id, 'horarios_disponiveis', '{"data":"2025-03-11"}')];
    const model = scriptedModel([
      again('1'),
      again('2'),
      [...again('3'), ...again('4'), ...again('5')],
      again('6'),
    ]);
    const { answer, runs, bound } = await chatWithTools(model, request, tools, context);

    expect(bound).toBe('calls');
    expect(ran).toHaveLength(4);
    expect(runs).toHaveLength(4);
    expect(answer.text).toBe('Resposta final ao cliente.');
    const last = model.requests.at(-1);
    expect(model.requests).toHaveLength(4);
    expect(last?.toolChoice).toBe('none');
    // The fifth call is answered too (the API demands it), with the bound as its error.
    expect(last?.toolRounds?.at(-1)?.results.at(-1)).toEqual({
      callId: '5',
      name: 'horarios_disponiveis',
      content: { error: BOUND_REACHED_ERROR },
    });
  });

  it('past its time budget runs nothing more and asks for the answer', async () => {
    ran.length = 0;
    const model = scriptedModel([[call('1', 'horarios_disponiveis', '{"data":"2025-03-11"}')]]);
    const { answer, runs, bound } = await chatWithTools(model, request, tools, context, { budgetMs: 0 });
    expect(bound).toBe('time');
    expect(runs).toEqual([]);
    expect(answer.text).toBe('Resposta final ao cliente.');
    expect(model.requests.at(-1)?.toolChoice).toBe('none');
  });
});
