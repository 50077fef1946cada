/**
 * The tool calls of Chat Completions (OpenAI and DeepSeek): `tools` of type `function`, the model's
 * `tool_calls` with their JSON-string arguments, and each result sent back as a `tool` message right
 * after the assistant message that asked for it.
 */
import type {
  ChatCompletionMessage,
  ChatCompletionMessageParam,
  ChatCompletionTool,
} from 'openai/resources/chat/completions';
import type { ToolCall, ToolRound, ToolSpec } from '../port';

/** `$schema` is noise to the API; the rest of a JSON schema is understood as is. */
function parametersOf(spec: ToolSpec): Record<string, unknown> {
  const { $schema: _schema, ...parameters } = spec.parameters;
  return parameters;
}

export const toOpenAiTools = (tools: readonly ToolSpec[]): ChatCompletionTool[] =>
  tools.map((tool) => ({
    type: 'function',
    function: { name: tool.name, description: tool.description, parameters: parametersOf(tool) },
  }));

const argumentsText = (call: ToolCall): string =>
  typeof call.arguments === 'string' ? call.arguments : JSON.stringify(call.arguments);

/** The rounds of this reply as the assistant/tool message pairs the API expects. */
export function toolRoundMessages(rounds: readonly ToolRound[]): ChatCompletionMessageParam[] {
  return rounds.flatMap((round): ChatCompletionMessageParam[] => [
    {
      role: 'assistant',
      content: round.text || null,
      tool_calls: round.calls.map((call) => ({
        id: call.id,
        type: 'function',
        function: { name: call.name, arguments: argumentsText(call) },
      })),
    },
    ...round.results.map(
      (result): ChatCompletionMessageParam => ({
        role: 'tool',
        tool_call_id: result.callId,
        content: JSON.stringify(result.content),
      }),
    ),
  ]);
}

/** The function calls of an answer; custom (free-text) tool calls are not ours and are skipped. */
export function toolCallsOf(message: ChatCompletionMessage | undefined): ToolCall[] {
  return (message?.tool_calls ?? []).flatMap((call) =>
    call.type === 'function'
      ? [{ id: call.id, name: call.function.name, arguments: call.function.arguments }]
      : [],
  );
}
