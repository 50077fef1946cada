/**
 * Whether a provider accepts a key, asked the cheapest way each API offers: the first page of its
 * models list (no tokens spent). Used when a key is saved, so the dialog says at once if it works.
 */
import { DEEPSEEK_DEFAULT_BASE_URL } from './deepseek/llm';
import { describeAiError, isKeyRefusal } from './error-text';
import type { AiProviderId } from './errors';
import { createGeminiClient } from './gemini/client';
import { mapGeminiError } from './gemini/errors';
import { createOpenAiClient, OPENAI_DEFAULT_BASE_URL } from './openai/client';
import { mapOpenAiError } from './openai/errors';
import { type AiDefaults, adapterOptions } from './registry';
import { DEFAULT_RETRY_POLICY } from './retry';

export type KeyVerdict =
  /** The provider listed its models with this key. */
  | { status: 'accepted' }
  /** 401/403: the key is wrong, revoked or lacks permission. */
  | { status: 'rejected'; message: string }
  /** The provider could not be asked (down, slow, unreachable): the key was kept unverified. */
  | { status: 'unverified'; message: string };

const CHECK_TIMEOUT_MS = 10_000;

async function listModels(
  provider: Exclude<AiProviderId, 'demo'>,
  apiKey: string,
  baseUrl: string | undefined,
) {
  const policy = { ...DEFAULT_RETRY_POLICY, maxRetries: 0, timeoutMs: CHECK_TIMEOUT_MS };
  if (provider === 'gemini') {
    try {
      await createGeminiClient(apiKey, baseUrl).models.list({ config: { pageSize: 1 } });
    } catch (error) {
      throw mapGeminiError(error);
    }
    return;
  }
  const fallback = provider === 'openai' ? OPENAI_DEFAULT_BASE_URL : DEEPSEEK_DEFAULT_BASE_URL;
  try {
    await createOpenAiClient(apiKey, baseUrl ?? fallback, policy).models.list();
  } catch (error) {
    throw mapOpenAiError(error, provider);
  }
}

export async function verifyApiKey(
  selection: { provider: AiProviderId; apiKey: string; baseUrl?: string | null },
  defaults: AiDefaults = {},
): Promise<KeyVerdict> {
  if (selection.provider === 'demo') return { status: 'accepted' };
  const options = adapterOptions(selection, defaults);
  try {
    await listModels(selection.provider, options.apiKey, options.baseUrl);
    return { status: 'accepted' };
  } catch (error) {
    const message = describeAiError(error);
    return isKeyRefusal(error) ? { status: 'rejected', message } : { status: 'unverified', message };
  }
}
