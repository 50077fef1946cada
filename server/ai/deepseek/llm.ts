/** DeepSeek through its OpenAI-compatible API, with the `openai` SDK pointed at DeepSeek's host. */

import { createOpenAiClient } from '../openai/client';
import { createCompatibleLlm } from '../openai/compatible-llm';
import type { LlmProvider } from '../port';
import { type AdapterOptions, policyFrom } from '../retry';

export const DEEPSEEK_DEFAULT_BASE_URL = 'https://api.deepseek.com';

/** deepseek-reasoner ignores sampling parameters; the chat and coder models honour them. */
const isDeepSeekReasoner = (model: string): boolean => /reasoner/i.test(model);

export function createDeepSeekLlmProvider(options: AdapterOptions): LlmProvider {
  const policy = policyFrom(options);
  return createCompatibleLlm({
    id: 'deepseek',
    client: createOpenAiClient(options.apiKey, options.baseUrl ?? DEEPSEEK_DEFAULT_BASE_URL, policy),
    policy,
    dialect: {
      maxTokensField: 'max_tokens',
      acceptsSampling: (model) => !isDeepSeekReasoner(model),
      // The reasoner's tool calls need its reasoning sent back within the turn; it answers in text.
      acceptsTools: (model) => !isDeepSeekReasoner(model),
    },
  });
}
