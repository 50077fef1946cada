import type { LlmProvider, SpeechProvider } from '../../ai/port';
import {
  type AiDefaults,
  chooseProvider,
  createLlmProvider,
  createSpeechProvider,
  type ProviderChoice,
} from '../../ai/registry';
import type { EngineDeps } from '../deps';

/** The instance's AI as stored: provider name, decrypted key, base URL, model. */
export interface AiSelection {
  provider: string;
  apiKey: string | null;
  baseUrl: string | null;
  model: string;
}

export interface ReplyProviders {
  choice: ProviderChoice;
  /** The model to ask: the configured one, or the demo's when the choice fell to the demo. */
  model: string;
  llm: LlmProvider;
  /** Null when the provider has no audio API (DeepSeek). */
  speech: SpeechProvider | null;
}

/**
 * One retry inside the adapter heals a blip at once; anything longer is the job's backoff, so a
 * failing provider does not hold a runner slot for long.
 */
export function aiDefaults(deps: EngineDeps): AiDefaults {
  return {
    openaiBaseUrl: deps.config.openaiBaseUrl,
    geminiBaseUrl: deps.config.geminiBaseUrl,
    deepseekBaseUrl: deps.config.deepseekBaseUrl,
    maxRetries: 1,
  };
}

/** The configured provider when it has a key, else the offline demo (the embedded default answers). */
export function replyProviders(deps: EngineDeps, ai: AiSelection): ReplyProviders {
  const choice = chooseProvider(ai);
  const defaults = aiDefaults(deps);
  return {
    choice,
    model: choice.provider === 'demo' ? 'demo' : ai.model,
    llm: createLlmProvider(choice, defaults),
    speech: createSpeechProvider({ ...choice, model: ai.model }, defaults),
  };
}
