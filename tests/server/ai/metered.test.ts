import { describe, expect, it } from 'vitest';
import { AiProviderError } from '../../../server/ai/errors';
import { meteredLlm } from '../../../server/ai/metered';
import type { ChatRequest, LlmProvider } from '../../../server/ai/port';
import { metricsRegistry } from '../../../server/observability/metrics';

/** The AI calls an operator sees in the metrics: counted, timed, their failures by kind. */

async function sample(name: string, labels: Record<string, string>): Promise<number> {
  const metric = await metricsRegistry.getSingleMetric(name)?.get();
  const found = metric?.values.find((value) =>
    Object.entries(labels).every(([key, wanted]) => String(value.labels[key]) === wanted),
  );
  return found?.value ?? 0;
}

const request = { model: 'gpt-test', system: '', messages: [], temperature: 0.7, topP: 1 } as ChatRequest;

describe('meteredLlm', () => {
  it("counts a call and its failure by the provider's error kind, and rethrows it unchanged", async () => {
    const refusal = new AiProviderError({
      kind: 'rate_limit',
      provider: 'openai',
      providerMessage: 'quota exceeded',
    });
    const provider: LlmProvider = {
      id: 'openai',
      chat: async () => {
        throw refusal;
      },
      qualify: async () => ({ level: 'WARM', score: 50, reason: 'ok' }),
    };
    const metered = meteredLlm(provider);
    const labels = { provider: 'openai', operation: 'chat' };
    const calls = await sample('vendai_ai_calls_total', labels);
    const errors = await sample('vendai_ai_errors_total', { ...labels, kind: 'rate_limit' });

    await expect(metered.chat(request)).rejects.toBe(refusal);
    expect(await sample('vendai_ai_calls_total', labels)).toBe(calls + 1);
    expect(await sample('vendai_ai_errors_total', { ...labels, kind: 'rate_limit' })).toBe(errors + 1);
  });

  it('answers what the provider answered, and times it', async () => {
    const provider: LlmProvider = {
      id: 'gemini',
      chat: async () => ({ text: 'Olá!', model: 'gemini-test' }),
      qualify: async () => ({ level: 'HOT', score: 80, reason: 'quer comprar' }),
    };
    const metered = meteredLlm(provider);
    expect(metered.id).toBe('gemini');
    expect(await metered.qualify({ model: 'm', temperature: 0, topP: 1, messages: [] })).toEqual({
      level: 'HOT',
      score: 80,
      reason: 'quer comprar',
    });
    const text = await metricsRegistry.getSingleMetricAsString('vendai_ai_call_duration_seconds');
    expect(text).toMatch(/vendai_ai_call_duration_seconds_count\{provider="gemini",operation="qualify"\} 1/);
    expect(await sample('vendai_ai_errors_total', { provider: 'gemini' })).toBe(0);
  });
});
