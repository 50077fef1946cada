/** Gemini's generateContent as an LlmProvider. */
import type { Content } from '@google/genai';
import type {
  ChatMessage,
  ChatRequest,
  ChatResult,
  LlmProvider,
  QualificationResult,
  QualifyRequest,
  ToolSpec,
} from '../port';
import { formatTranscript, parseQualification, QUALIFICATION_INSTRUCTIONS } from '../qualification';
import { type AdapterOptions, policyFrom, withRetry } from '../retry';
import { createGeminiClient } from './client';
import { mapGeminiError } from './errors';
import { partsText, responseText, responseUsage } from './response';
import { geminiToolCalls, geminiToolConfig, toGeminiTools, toolRoundContents } from './tool-wire';

const QUALIFICATION_MAX_TOKENS = 300;

/** Gemini names our side `model`; consecutive turns of one side become one turn with several parts. */
export function toGeminiContents(messages: readonly ChatMessage[]): Content[] {
  const contents: Content[] = [];
  for (const message of messages) {
    const role = message.role === 'assistant' ? 'model' : 'user';
    const previous = contents.at(-1);
    if (previous?.role === role) previous.parts = [...(previous.parts ?? []), { text: message.content }];
    else contents.push({ role, parts: [{ text: message.content }] });
  }
  return contents;
}

export function createGeminiLlmProvider(options: AdapterOptions): LlmProvider {
  const policy = policyFrom(options);
  const ai = createGeminiClient(options.apiKey, options.baseUrl);

  interface Generation {
    model: string;
    system: string;
    contents: Content[];
    temperature: number;
    topP: number;
    maxTokens: number | undefined;
    json: boolean;
    signal: AbortSignal | undefined;
    tools?: readonly ToolSpec[];
    toolChoice?: 'auto' | 'none';
  }

  const generate = (request: Generation) =>
    withRetry({
      provider: 'gemini',
      policy,
      signal: request.signal,
      mapError: mapGeminiError,
      attempt: (signal) =>
        ai.models.generateContent({
          model: request.model,
          contents: request.contents,
          config: {
            systemInstruction: request.system,
            temperature: request.temperature,
            topP: request.topP,
            ...(request.maxTokens === undefined ? {} : { maxOutputTokens: request.maxTokens }),
            ...(request.json ? { responseMimeType: 'application/json' } : {}),
            ...(request.tools?.length
              ? { tools: toGeminiTools(request.tools), toolConfig: geminiToolConfig(request.toolChoice) }
              : {}),
            abortSignal: signal,
          },
        }),
    });

  return {
    id: 'gemini',
    async chat(request: ChatRequest): Promise<ChatResult> {
      const rounds = request.toolRounds ?? [];
      const response = await generate({
        model: request.model,
        system: request.system,
        contents: [...toGeminiContents(request.messages), ...toolRoundContents(rounds)],
        temperature: request.temperature,
        topP: request.topP,
        maxTokens: request.maxTokens,
        json: false,
        signal: request.signal,
        tools: request.tools,
        toolChoice: request.toolChoice,
      });
      const toolCalls = geminiToolCalls(response.candidates?.[0]?.content?.parts, rounds.length);
      return {
        // Calls with no words are a whole answer; with neither, responseText says why.
        text: toolCalls.length > 0 ? partsText(response) : responseText(response),
        ...(toolCalls.length > 0 ? { toolCalls } : {}),
        usage: responseUsage(response),
        model: response.modelVersion ?? request.model,
      };
    },

    async qualify(request: QualifyRequest): Promise<QualificationResult> {
      const response = await generate({
        model: request.model,
        system: QUALIFICATION_INSTRUCTIONS,
        contents: [{ role: 'user', parts: [{ text: formatTranscript(request.messages) }] }],
        temperature: request.temperature,
        topP: request.topP,
        maxTokens: QUALIFICATION_MAX_TOKENS,
        json: true,
        signal: request.signal,
      });
      return parseQualification(responseText(response), 'gemini');
    },
  };
}
