/**
 * The reply as a bounded tool loop: the model may call tools (search the stock, book a visit…)
 * before it answers, at most `MAX_TOOL_CALLS` calls and `TOOL_BUDGET_MS` per reply. Past either
 * bound it is asked for its answer with the tools still declared but no call allowed. A malformed
 * call or a failing tool is answered with a short error the model can recover from.
 */
import type { ChatRequest, ChatResult, LlmProvider, ToolRound } from '../../ai/port';
import type { AiTool, ToolContext } from '../tools';
import { runTool, type ToolRun, toolSpecs } from '../tools';

export const MAX_TOOL_CALLS = 4;
/** Long enough for a few calls and model rounds, short enough that the customer is not left waiting. */
export const TOOL_BUDGET_MS = 45_000;

export const BOUND_REACHED_ERROR =
  'Limite de ferramentas desta resposta atingido: responda ao cliente com o que já sabe.';

export interface ToolLoopOptions {
  maxCalls?: number;
  budgetMs?: number;
  /** Each call as it ends (the chat's timeline line, the log), before the next model round. */
  onRun?: (run: ToolRun) => Promise<void>;
}

export interface ToolLoopResult {
  answer: ChatResult;
  runs: ToolRun[];
  /** Why the model was made to answer without tools, when it was. */
  bound?: 'calls' | 'time';
}

export async function chatWithTools(
  llm: LlmProvider,
  request: ChatRequest,
  tools: readonly AiTool[],
  context: ToolContext,
  options: ToolLoopOptions = {},
): Promise<ToolLoopResult> {
  const maxCalls = options.maxCalls ?? MAX_TOOL_CALLS;
  const budgetMs = options.budgetMs ?? TOOL_BUDGET_MS;
  const started = performance.now();
  const specs = toolSpecs(tools);
  if (specs.length === 0) return { answer: await llm.chat(request), runs: [] };

  const rounds: ToolRound[] = [];
  const runs: ToolRun[] = [];
  const ask = (toolChoice: 'auto' | 'none') =>
    llm.chat({ ...request, tools: specs, toolChoice, toolRounds: [...rounds] });

  for (;;) {
    const answer = await ask('auto');
    const calls = answer.toolCalls ?? [];
    if (calls.length === 0) return { answer, runs };
    const results: ToolRound['results'][number][] = [];
    for (const call of calls) {
      const outOfTime = performance.now() - started >= budgetMs;
      if (runs.length >= maxCalls || outOfTime) {
        // Every call must be answered, or the next round is refused by the API.
        results.push({ callId: call.id, name: call.name, content: { error: BOUND_REACHED_ERROR } });
        continue;
      }
      const run = await runTool(tools, context, call);
      runs.push(run);
      results.push({ callId: run.callId, name: run.name, content: run.content });
      await options.onRun?.(run);
    }
    rounds.push({ text: answer.text, calls, results });
    const bound =
      runs.length >= maxCalls ? 'calls' : performance.now() - started >= budgetMs ? 'time' : undefined;
    if (bound) {
      const final = await ask('none');
      // A model that calls anyway has its calls ignored: only its words go to the customer.
      const { toolCalls: _ignored, ...text } = final;
      return { answer: text, runs, bound };
    }
  }
}

/** The monitor record's view of the calls: one entry per call, without the model's payloads. */
export const runsForMonitor = (runs: readonly ToolRun[]) =>
  runs.map((run) => ({
    tool: run.name,
    args: run.args,
    ok: run.ok,
    ...(run.error ? { error: run.error } : {}),
    ms: run.ms,
  }));
