/**
 * One place that builds an `openai` SDK client, for OpenAI itself and for the OpenAI-compatible
 * providers (DeepSeek). Everything the SDK would otherwise read from process.env is passed explicitly,
 * so a tenant's key and base URL are the only ones ever used.
 */
import OpenAI from 'openai';
import type { RetryPolicy } from '../retry';

export const OPENAI_DEFAULT_BASE_URL = 'https://api.openai.com/v1';

export function createOpenAiClient(apiKey: string, baseUrl: string, policy: RetryPolicy): OpenAI {
  return new OpenAI({
    apiKey,
    baseURL: baseUrl,
    organization: null,
    project: null,
    webhookSecret: null,
    logLevel: 'off',
    // Our withRetry owns retries and time-outs; the SDK only gets a backstop.
    maxRetries: 0,
    timeout: policy.timeoutMs + 1_000,
  });
}
