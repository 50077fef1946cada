import type { LlmProvider } from '../../ai/port';
import { chooseProvider, createLlmProvider, type ProviderChoice } from '../../ai/registry';
import type { EngineDeps } from '../deps';
import { aiDefaults } from '../shared/ai-providers';

/** The instance's AI config as the qualification reads it. */
export interface QualificationAi {
  provider: string;
  apiKey: string | null;
  baseUrl: string | null;
  qualificationProvider: string;
  qualificationModel: string;
  qualificationApiKey: string | null;
  qualificationTemperature: number;
  qualificationTopP: number;
}

export interface QualificationModel {
  choice: ProviderChoice;
  model: string;
  llm: LlmProvider;
}

/**
 * The qualification model. Its own key is used only when its provider differs from the main one
 * (spec 1 §4: the separate key field appears only then); on the same provider the main key and base
 * URL serve both. Without a key the offline demo qualifies from keywords.
 */
export function qualificationModel(deps: EngineDeps, ai: QualificationAi): QualificationModel {
  const sameProvider = ai.qualificationProvider === ai.provider;
  const choice = chooseProvider({
    provider: ai.qualificationProvider,
    apiKey: sameProvider ? (ai.apiKey ?? ai.qualificationApiKey) : ai.qualificationApiKey,
    baseUrl: sameProvider ? ai.baseUrl : null,
  });
  return {
    choice,
    model: choice.provider === 'demo' ? 'demo' : ai.qualificationModel,
    llm: createLlmProvider(choice, aiDefaults(deps)),
  };
}
