import type { ReplyPromptInput } from '../../ai/prompt';
import type { InstanceConfig } from '../config';

/** The switches of the AI config and the settings that shape the reply's system prompt. */
export function promptOptions(
  config: InstanceConfig,
): Pick<
  ReplyPromptInput,
  | 'includeContactName'
  | 'enableTimeBasedGreeting'
  | 'enablePersonality'
  | 'personalityType'
  | 'enableEmotionalTone'
  | 'enableBrazilianInterjections'
> {
  return {
    includeContactName: config.settings.includeContactName,
    enableTimeBasedGreeting: config.ai.enableTimeBasedGreeting,
    enablePersonality: config.settings.enablePersonality,
    personalityType: config.settings.personalityType,
    enableEmotionalTone: config.settings.enableEmotionalTone,
    enableBrazilianInterjections: config.ai.enableBrazilianInterjections,
  };
}
