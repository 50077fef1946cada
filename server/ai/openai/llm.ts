/** OpenAI's Chat Completions as an LlmProvider. */
import type { LlmProvider } from '../port';
import { type AdapterOptions, policyFrom } from '../retry';
import { createOpenAiClient, OPENAI_DEFAULT_BASE_URL } from './client';
import { createCompatibleLlm } from './compatible-llm';

/** o1/o3/o4 and the gpt-5 family are reasoning models: they only run at their default sampling. */
export const isOpenAiReasoningModel = (model: string): boolean => /^(o\d|gpt-5)/i.test(model);

export function createOpenAiLlmProvider(options: AdapterOptions): LlmProvider {
  const policy = policyFrom(options);
  return createCompatibleLlm({
    id: 'openai',
    client: createOpenAiClient(options.apiKey, options.baseUrl ?? OPENAI_DEFAULT_BASE_URL, policy),
    policy,
    dialect: {
      maxTokensField: 'max_completion_tokens',
      acceptsSampling: (model) => !isOpenAiReasoningModel(model),
    },
  });
}
