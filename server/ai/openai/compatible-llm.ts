/**
 * Chat and qualification over the Chat Completions API. OpenAI and DeepSeek speak the same wire
 * format; the dialect holds the few places where they differ.
 */
import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { AiProviderError } from '../errors';
import type {
  ChatRequest,
  ChatResult,
  LlmProvider,
  QualificationResult,
  QualifyRequest,
  TokenUsage,
  ToolCall,
  ToolSpec,
} from '../port';
import { formatTranscript, parseQualification, QUALIFICATION_INSTRUCTIONS } from '../qualification';
import { type RetryPolicy, withRetry } from '../retry';
import { mapOpenAiError } from './errors';
import { toOpenAiTools, toolCallsOf, toolRoundMessages } from './tool-wire';

export interface ChatDialect {
  /** OpenAI replaced `max_tokens` with `max_completion_tokens`; DeepSeek only knows `max_tokens`. */
  maxTokensField: 'max_completion_tokens' | 'max_tokens';
  /** Reasoning models reject temperature/top_p, so those must not be sent to them. */
  acceptsSampling: (model: string) => boolean;
  /** Models that cannot call functions are asked without tools; they then answer in text. */
  acceptsTools?: (model: string) => boolean;
}

export interface CompatibleLlmConfig {
  id: 'openai' | 'deepseek';
  client: OpenAI;
  policy: RetryPolicy;
  dialect: ChatDialect;
}

/** A verdict is a few dozen tokens; the cap only stops a runaway answer. */
const QUALIFICATION_MAX_TOKENS = 300;

function usageOf(completion: ChatCompletion): TokenUsage | undefined {
  const usage = completion.usage;
  if (!usage) return undefined;
  return {
    inputTokens: usage.prompt_tokens,
    outputTokens: usage.completion_tokens,
    totalTokens: usage.total_tokens,
  };
}

export function createCompatibleLlm({ id, client, policy, dialect }: CompatibleLlmConfig): LlmProvider {
  interface Completion {
    model: string;
    messages: ChatCompletionMessageParam[];
    temperature: number;
    topP: number;
    maxTokens: number | undefined;
    json: boolean;
    signal: AbortSignal | undefined;
    tools?: readonly ToolSpec[];
    toolChoice?: 'auto' | 'none';
  }

  interface Completed {
    text: string;
    toolCalls: ToolCall[];
    completion: ChatCompletion;
  }

  async function complete(request: Completion): Promise<Completed> {
    const canCall = dialect.acceptsTools?.(request.model) ?? true;
    const tools = request.tools?.length && canCall ? request.tools : undefined;
    const sampling = dialect.acceptsSampling(request.model);
    const completion = await withRetry({
      provider: id,
      policy,
      signal: request.signal,
      mapError: (error) => mapOpenAiError(error, id),
      attempt: (signal) =>
        client.chat.completions.create(
          {
            model: request.model,
            messages: request.messages,
            ...(sampling ? { temperature: request.temperature, top_p: request.topP } : {}),
            ...(request.maxTokens === undefined ? {} : { [dialect.maxTokensField]: request.maxTokens }),
            ...(request.json ? { response_format: { type: 'json_object' as const } } : {}),
            ...(tools ? { tools: toOpenAiTools(tools), tool_choice: request.toolChoice ?? 'auto' } : {}),
          },
          { signal },
        ),
    });
    const choice = completion.choices[0];
    const text = choice?.message.content?.trim() ?? '';
    const toolCalls = toolCallsOf(choice?.message);
    if (!text && toolCalls.length === 0) {
      const refusal = choice?.message.refusal;
      throw new AiProviderError({
        kind: 'invalid_response',
        provider: id,
        providerMessage: refusal
          ? `Recusa do modelo: ${refusal}`
          : `Resposta vazia (finish_reason: ${choice?.finish_reason ?? 'sem choices'})`,
      });
    }
    return { text, toolCalls, completion };
  }

  return {
    id,
    async chat(request: ChatRequest): Promise<ChatResult> {
      const { text, toolCalls, completion } = await complete({
        model: request.model,
        messages: [
          { role: 'system', content: request.system },
          ...request.messages.map((m) => ({ role: m.role, content: m.content })),
          ...toolRoundMessages(request.toolRounds ?? []),
        ],
        temperature: request.temperature,
        topP: request.topP,
        maxTokens: request.maxTokens,
        json: false,
        signal: request.signal,
        tools: request.tools,
        toolChoice: request.toolChoice,
      });
      return {
        text,
        ...(toolCalls.length > 0 ? { toolCalls } : {}),
        usage: usageOf(completion),
        model: completion.model || request.model,
      };
    },

    async qualify(request: QualifyRequest): Promise<QualificationResult> {
      const { text } = await complete({
        model: request.model,
        messages: [
          { role: 'system', content: QUALIFICATION_INSTRUCTIONS },
          { role: 'user', content: formatTranscript(request.messages) },
        ],
        temperature: request.temperature,
        topP: request.topP,
        // Reasoning models spend the cap on thinking too: a small one would leave the answer empty.
        maxTokens: dialect.acceptsSampling(request.model) ? QUALIFICATION_MAX_TOKENS : undefined,
        json: true,
        signal: request.signal,
      });
      return parseQualification(text, id);
    },
  };
}
