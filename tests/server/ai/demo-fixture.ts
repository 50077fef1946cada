/**
 * What the tests of the offline demo share: a fixed clock in São Paulo, the tools as an area would
 * declare them (the demo knows only their schemas), and requests built around one customer message.
 */
import { z } from 'zod';
import { createDemoLlmProvider } from '../../../server/ai/demo/llm';
import type { ChatRequest, ToolCall, ToolResultMessage, ToolSpec } from '../../../server/ai/port';
import { toolSpecOf } from '../../../server/engine/tools/specs';

/** Thursday 3 December 2026, 09:00 in São Paulo. */
export const NOW = new Date('2026-12-03T12:00:00.000Z');
export const SP = 'America/Sao_Paulo';

/** Tools as an area would declare them: the demo knows only their schemas. */
export const spec = (name: string, parameters: z.ZodType): ToolSpec =>
  toolSpecOf({ name, description: name, parameters, run: async () => ({ ok: true, result: {} }) });

export const TOOLS: ToolSpec[] = [
  spec('buscar_veiculos', z.object({ consulta: z.string() })),
  spec('horarios_disponiveis', z.object({ data: z.string().optional() })),
  spec(
    'agendar_visita',
    z.object({
      tipo: z.enum(['test_drive', 'visita', 'avaliacao_usado']),
      data: z.string(),
      hora: z.string(),
      veiculo: z.string().optional(),
    }),
  ),
  spec('remarcar_visita', z.object({ startsAt: z.string() })),
  spec('cancelar_visita', z.object({ motivo: z.string().optional() })),
  spec(
    'registrar_usado',
    z.object({
      marca: z.string(),
      modelo: z.string(),
      ano: z.number().int(),
      km: z.number(),
      placa: z.string().optional(),
    }),
  ),
  spec('simular_financiamento', z.object({ entrada: z.number(), prazoMeses: z.number().int() })),
  spec('transferir_para_consultor', z.object({ motivo: z.string() })),
];

export const demo = createDemoLlmProvider();

export const ask = (text: string, tools: ToolSpec[] = TOOLS, history: string[] = []): ChatRequest => ({
  model: 'demo',
  system: '',
  messages: [...history, text].map((content) => ({ role: 'user' as const, content })),
  temperature: 1,
  topP: 1,
  tools,
  now: NOW,
  timeZone: SP,
});

/** The request again, after one round in which the model made `calls` and a tool answered `result`. */
export const afterRound = (
  request: ChatRequest,
  calls: readonly ToolCall[],
  result: ToolResultMessage,
): ChatRequest => ({ ...request, toolRounds: [{ text: '', calls, results: [result] }] });
