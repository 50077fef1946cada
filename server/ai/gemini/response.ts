/** Reading a generateContent answer: the text of the first candidate, or why there is none. */
import type { GenerateContentResponse } from '@google/genai';
import { AiProviderError } from '../errors';
import type { TokenUsage } from '../port';

/** Joins the text parts, skipping "thought" parts that thinking models may return. */
export function responseText(response: GenerateContentResponse): string {
  const candidate = response.candidates?.[0];
  const text = (candidate?.content?.parts ?? [])
    .filter((part) => typeof part.text === 'string' && !part.thought)
    .map((part) => part.text)
    .join('')
    .trim();
  if (text) return text;
  const blocked = response.promptFeedback?.blockReason;
  throw new AiProviderError({
    kind: 'invalid_response',
    provider: 'gemini',
    providerMessage: blocked
      ? `Pedido bloqueado pelo Gemini (${blocked})`
      : `Resposta vazia (finishReason: ${candidate?.finishReason ?? 'sem candidates'})`,
  });
}

export function responseUsage(response: GenerateContentResponse): TokenUsage | undefined {
  const usage = response.usageMetadata;
  if (!usage) return undefined;
  const inputTokens = usage.promptTokenCount ?? 0;
  const outputTokens = usage.candidatesTokenCount ?? 0;
  return { inputTokens, outputTokens, totalTokens: usage.totalTokenCount ?? inputTokens + outputTokens };
}
