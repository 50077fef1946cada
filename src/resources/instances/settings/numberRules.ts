import type { MessageKey } from '../../../i18n/pt-BR';
import { FIELD_BOUNDS, type NumericKey, type SettingsDraft } from './draft';
import { isOutOfRange } from './numbers';
import type { Section } from './SectionTabs';

/** Where each numeric setting sits in the dialog, and its label. */
export const NUMBER_FIELDS: Record<NumericKey, { label: MessageKey; section: Section }> = {
  temperature: { label: 'app.settingsDialog.ai.temperature', section: 'ai' },
  topP: { label: 'app.settingsDialog.ai.topP', section: 'ai' },
  qualificationTemperature: { label: 'app.settingsDialog.ai.qualificationTemperature', section: 'ai' },
  qualificationTopP: { label: 'app.settingsDialog.ai.qualificationTopP', section: 'ai' },
  typingSeconds: { label: 'app.settingsDialog.behaviour.typingSeconds', section: 'behaviour' },
  responseSeconds: { label: 'app.settingsDialog.behaviour.responseSeconds', section: 'behaviour' },
  typingSpeed: { label: 'app.settingsDialog.behaviour.typingSpeed', section: 'behaviour' },
  typingVariation: { label: 'app.settingsDialog.behaviour.typingVariation', section: 'behaviour' },
  maxContextMessages: { label: 'app.settingsDialog.behaviour.maxContextMessages', section: 'behaviour' },
  followUpInterval: { label: 'app.settingsDialog.followUp.followUpInterval', section: 'followUp' },
  maxFollowUps: { label: 'app.settingsDialog.followUp.maxFollowUps', section: 'followUp' },
};

/** The first numeric setting the save must refuse, with its bounds, or null when all are in range. */
export const firstOutOfRange = (
  draft: SettingsDraft,
): { key: NumericKey; min: number; max: number } | null => {
  for (const key of Object.keys(NUMBER_FIELDS) as NumericKey[]) {
    const bounds = FIELD_BOUNDS[key];
    if (isOutOfRange(draft[key], bounds)) return { key, min: bounds.min, max: bounds.max };
  }
  return null;
};
