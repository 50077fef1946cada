/**
 * What a follow-up needs to know of the instance's settings (spec 1 §3) and of the conversation's own
 * follow-up from the inbox (DESIGN §6: the conversation's `followupTime` is in minutes, the instance's
 * `followUpInterval` in hours).
 */
import { DEFAULT_FOLLOW_UP_MESSAGES, SETTINGS_BOUNDS, SETTINGS_DEFAULTS } from '../../../contract/constants';
import type { AiScheduleSettings } from '../schedule';

export interface FollowUpSettings extends AiScheduleSettings {
  followUpInterval: number;
  maxFollowUps: number;
  followUpMessage1?: string | null;
  followUpMessage2?: string | null;
  followUpMessage3?: string | null;
  /** Phone numbers, one per line (or already split). */
  followUpBlacklist: string | readonly string[];
  aiScheduleEnabled: boolean;
}

/** The conversation's own follow-up, set from the inbox's F-up button. */
export interface ConversationFollowUp {
  followupTime: number | null;
  followupMessage: string | null;
}

const HOUR_MS = 60 * 60_000;
const MINUTE_MS = 60_000;

const clamp = (value: number, bounds: { min: number; max: number }, fallback: number): number =>
  Number.isFinite(value) ? Math.min(bounds.max, Math.max(bounds.min, value)) : fallback;

/** How many follow-ups a silent customer gets (1 to 3). */
export function maxFollowUpsOf(settings: FollowUpSettings): number {
  return Math.round(
    clamp(settings.maxFollowUps, SETTINGS_BOUNDS.maxFollowUps, SETTINGS_DEFAULTS.maxFollowUps),
  );
}

/** The silence before each follow-up: the conversation's minutes win over the instance's hours. */
export function followUpDelayMs(settings: FollowUpSettings, conversation: ConversationFollowUp): number {
  if (conversation.followupTime !== null && conversation.followupTime > 0) {
    return conversation.followupTime * MINUTE_MS;
  }
  const hours = clamp(
    settings.followUpInterval,
    SETTINGS_BOUNDS.followUpInterval,
    SETTINGS_DEFAULTS.followUpInterval,
  );
  return hours * HOUR_MS;
}

const filled = (text: string | null | undefined): string | null => (text?.trim() ? text.trim() : null);

/**
 * The text of follow-up `rung` (1-based): the conversation's own message for the first one, then the
 * instance's texts, then the defaults, so a blank box in the settings never sends an empty message.
 */
export function followUpText(
  rung: number,
  settings: FollowUpSettings,
  conversation: ConversationFollowUp,
): string {
  const configured = [settings.followUpMessage1, settings.followUpMessage2, settings.followUpMessage3];
  const own = rung === 1 ? filled(conversation.followupMessage) : null;
  const index = Math.min(Math.max(rung, 1), DEFAULT_FOLLOW_UP_MESSAGES.length) - 1;
  return (
    own ?? filled(configured[index]) ?? DEFAULT_FOLLOW_UP_MESSAGES[index] ?? DEFAULT_FOLLOW_UP_MESSAGES[0]
  );
}
