/**
 * Where the pipeline gets its providers. The caller passes the tenant's decrypted key and the
 * server-wide defaults (from config: OPENAI_BASE_URL, GEMINI_BASE_URL, DEEPSEEK_BASE_URL); adapters
 * never read the environment themselves.
 */
import { createDeepSeekLlmProvider } from './deepseek/llm';
import { createDemoLlmProvider } from './demo/llm';
import { createDemoSpeechProvider } from './demo/speech';
import { AI_PROVIDER_IDS, AiProviderError, type AiProviderId, PROVIDER_LABELS } from './errors';
import { createGeminiLlmProvider } from './gemini/llm';
import { createGeminiSpeechProvider } from './gemini/speech';
import { meteredLlm } from './metered';
import { createOpenAiLlmProvider } from './openai/llm';
import { createOpenAiSpeechProvider, type OpenAiSpeechOptions } from './openai/speech';
import type { LlmProvider, SpeechProvider } from './port';
import type { AdapterOptions } from './retry';

export interface AiDefaults {
  openaiBaseUrl?: string;
  geminiBaseUrl?: string;
  deepseekBaseUrl?: string;
  timeoutMs?: number;
  maxRetries?: number;
  retryBaseDelayMs?: number;
  ttsModel?: OpenAiSpeechOptions['ttsModel'];
  transcriptionModel?: OpenAiSpeechOptions['transcriptionModel'];
}

export interface ProviderSelection {
  provider: AiProviderId;
  apiKey?: string | null;
  /** The instance's own base URL, which wins over the server default. */
  baseUrl?: string | null;
}

export type DemoReason = 'demo_selected' | 'missing_api_key' | 'unknown_provider';

export interface ProviderChoice extends ProviderSelection {
  /** Set when the choice fell to the demo provider, so the pipeline can record why. */
  demoReason?: DemoReason;
}

const isProviderId = (value: unknown): value is AiProviderId =>
  typeof value === 'string' && (AI_PROVIDER_IDS as readonly string[]).includes(value);

const hasKey = (apiKey: string | null | undefined): apiKey is string => !!apiKey?.trim();

/**
 * Decides which provider actually runs: the configured one when it has a key, otherwise the demo.
 * Takes the raw stored values (the provider column is plain text) and never throws.
 */
export function chooseProvider(config: {
  provider: string | null | undefined;
  apiKey?: string | null;
  baseUrl?: string | null;
}): ProviderChoice {
  if (!isProviderId(config.provider)) return { provider: 'demo', demoReason: 'unknown_provider' };
  if (config.provider === 'demo') return { provider: 'demo', demoReason: 'demo_selected' };
  if (!hasKey(config.apiKey)) return { provider: 'demo', demoReason: 'missing_api_key' };
  return { provider: config.provider, apiKey: config.apiKey.trim(), baseUrl: config.baseUrl };
}

export function adapterOptions(selection: ProviderSelection, defaults: AiDefaults): AdapterOptions {
  if (!hasKey(selection.apiKey)) {
    throw new AiProviderError({
      kind: 'auth',
      provider: selection.provider,
      providerMessage: `Chave de API da ${PROVIDER_LABELS[selection.provider]} não configurada`,
      retryable: false,
    });
  }
  const serverDefault: Record<AiProviderId, string | undefined> = {
    openai: defaults.openaiBaseUrl,
    gemini: defaults.geminiBaseUrl,
    deepseek: defaults.deepseekBaseUrl,
    demo: undefined,
  };
  return {
    apiKey: selection.apiKey.trim(),
    baseUrl: selection.baseUrl?.trim() || serverDefault[selection.provider],
    timeoutMs: defaults.timeoutMs,
    maxRetries: defaults.maxRetries,
    retryBaseDelayMs: defaults.retryBaseDelayMs,
  };
}

/** Throws an `auth` AiProviderError for a real provider without a key: use chooseProvider first. */
export function createLlmProvider(selection: ProviderSelection, defaults: AiDefaults = {}): LlmProvider {
  return meteredLlm(adapterFor(selection, defaults));
}

function adapterFor(selection: ProviderSelection, defaults: AiDefaults): LlmProvider {
  switch (selection.provider) {
    case 'demo':
      return createDemoLlmProvider();
    case 'openai':
      return createOpenAiLlmProvider(adapterOptions(selection, defaults));
    case 'gemini':
      return createGeminiLlmProvider(adapterOptions(selection, defaults));
    case 'deepseek':
      return createDeepSeekLlmProvider(adapterOptions(selection, defaults));
  }
}

/**
 * Speech for a provider, or null when it has none (DeepSeek has no audio API). Gemini only
 * transcribes; check `capabilities` before asking for a voice note.
 */
export function createSpeechProvider(
  selection: ProviderSelection & { /** Gemini transcribes with this (multimodal) model. */ model?: string },
  defaults: AiDefaults = {},
): SpeechProvider | null {
  switch (selection.provider) {
    case 'demo':
      return createDemoSpeechProvider();
    case 'openai':
      return createOpenAiSpeechProvider({
        ...adapterOptions(selection, defaults),
        ttsModel: defaults.ttsModel,
        transcriptionModel: defaults.transcriptionModel,
      });
    case 'gemini':
      return createGeminiSpeechProvider({
        ...adapterOptions(selection, defaults),
        transcriptionModel: selection.model,
      });
    case 'deepseek':
      return null;
  }
}
