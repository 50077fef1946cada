/**
 * Runs one call the model asked for: finds the tool, checks the arguments with its zod schema, times
 * it and catches what it throws. Whatever goes wrong becomes a short pt-BR error the model reads and
 * can recover from; nothing here throws.
 */
import type { z } from 'zod';
import type { ToolCall } from '../../ai/port';
import type { AiTool, ToolContext, ToolOutcome } from './types';

/** What one call did, for the model, the monitor record and the chat's timeline. */
export interface ToolRun {
  callId: string;
  name: string;
  /** The arguments as the model sent them, cut short for the monitor. */
  args: string;
  ok: boolean;
  error?: string;
  ms: number;
  timeline?: string;
  /** What goes back to the model. */
  content: Record<string, unknown>;
}

const ARGS_SUMMARY_CHARS = 200;

function summary(raw: ToolCall['arguments']): string {
  const text = typeof raw === 'string' ? raw : JSON.stringify(raw);
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > ARGS_SUMMARY_CHARS ? `${flat.slice(0, ARGS_SUMMARY_CHARS - 1)}…` : flat;
}

/** An empty string is "no arguments", which some models send for a tool without parameters. */
function parseArguments(raw: ToolCall['arguments']): { ok: true; value: unknown } | { ok: false } {
  if (typeof raw !== 'string') return { ok: true, value: raw };
  if (!raw.trim()) return { ok: true, value: {} };
  try {
    return { ok: true, value: JSON.parse(raw) };
  } catch {
    return { ok: false };
  }
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join('.')}: ${issue.message}` : issue.message))
    .join('; ');
}

async function outcomeOf(
  tools: readonly AiTool[],
  context: ToolContext,
  call: ToolCall,
): Promise<ToolOutcome> {
  const tool = tools.find((candidate) => candidate.name === call.name);
  if (!tool) {
    const names = tools.map((candidate) => candidate.name).join(', ');
    return { ok: false, error: `Ferramenta desconhecida: ${call.name}. Disponíveis: ${names || 'nenhuma'}.` };
  }
  const parsed = parseArguments(call.arguments);
  if (!parsed.ok) return { ok: false, error: 'Argumentos inválidos: não são um JSON válido.' };
  const args = tool.parameters.safeParse(parsed.value);
  if (!args.success) return { ok: false, error: `Argumentos inválidos — ${describeIssues(args.error)}` };
  try {
    return await tool.run(context, args.data);
  } catch (error) {
    // A tool throws only on the unexpected (the database went away): the model is told it failed
    // and the log keeps the cause.
    context.deps.log.error({ err: error, tool: tool.name }, 'tool failed');
    return { ok: false, error: 'Erro interno ao executar a ferramenta. Não tente de novo agora.' };
  }
}

export async function runTool(
  tools: readonly AiTool[],
  context: ToolContext,
  call: ToolCall,
): Promise<ToolRun> {
  const started = performance.now();
  const outcome = await outcomeOf(tools, context, call);
  const base = {
    callId: call.id,
    name: call.name,
    args: summary(call.arguments),
    ms: Math.round(performance.now() - started),
  };
  return outcome.ok
    ? {
        ...base,
        ok: true,
        content: outcome.result,
        ...(outcome.timeline ? { timeline: outcome.timeline } : {}),
      }
    : { ...base, ok: false, error: outcome.error, content: { error: outcome.error } };
}
