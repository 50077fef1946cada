/** Reading a generateContent answer: the text of the first candidate, or why there is none. */
import type { GenerateContentResponse } from '@google/genai';
import { AiProviderError } from '../errors';
import type { TokenUsage } from '../port';

/** The text parts joined, skipping "thought" parts that thinking models may return; may be empty. */
export function partsText(response: GenerateContentResponse): string {
  return (response.candidates?.[0]?.content?.parts ?? [])
    .filter((part) => typeof part.text === 'string' && !part.thought)
    .map((part) => part.text)
    .join('')
    .trim();
}

/** The answer's text, or why there is none. */
export function responseText(response: GenerateContentResponse): string {
  const candidate = response.candidates?.[0];
  const text = partsText(response);
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
