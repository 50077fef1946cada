/**
 * Whether the AI answers a customer's message (DESIGN §4 step 5), as a pure function of the facts,
 * so intake and the reply job (which re-checks at run time) decide the same way for the same reasons.
 */
import { isWithinAiSchedule } from '../schedule';
import { isBlacklisted } from './blacklist';

/** Machine-readable reasons, recorded in the monitor trail as `details.reason`. */
export const DECISION_REASONS = {
  respond: 'ai_will_respond',
  planMessageLimit: 'plan_message_limit',
  organizationOff: 'organization_ai_disabled',
  instanceOff: 'instance_ai_disabled',
  instanceConfigInactive: 'instance_ai_config_inactive',
  instanceSettingsOff: 'instance_global_ai_disabled',
  autoResponseOff: 'auto_response_disabled',
  blacklisted: 'contact_blacklisted',
  firstContactHuman: 'first_contact_human',
  conversationOff: 'conversation_ai_disabled',
  outsideSchedule: 'outside_schedule',
} as const;
export type DecisionReason = (typeof DECISION_REASONS)[keyof typeof DECISION_REASONS];

export interface DecisionSettings {
  enableAutoResponse: boolean;
  firstContactHumanEnabled: boolean;
  followUpBlacklist: string | readonly string[];
  aiScheduleEnabled: boolean;
  aiStartTime: string;
  aiEndTime: string;
  aiWorkDays: readonly number[] | string;
}

export interface DecisionFacts {
  /** The /settings master switch of the organization. */
  organizationAiEnabled: boolean;
  /** The instance card's AI switch (`instances.ai_enabled`). */
  instanceAiEnabled: boolean;
  /** The AI config's `isActive`. */
  aiConfigActive: boolean;
  /** The instance's system-settings switch (`globalAiEnabled`). */
  instanceGlobalAiEnabled: boolean;
  settings: DecisionSettings;
  timeZone: string;
  conversation: {
    contactNumber: string;
    isAiActive: boolean;
    aiPausedReason: string | null;
    /** This message opened the conversation (first contact). */
    isNew: boolean;
  };
  now: Date;
  /**
   * The organization's messages this month reached its plan's maximum: the customer's message is
   * kept, the AI does not answer. Checked at intake; the reply job's re-check leaves it out.
   */
  planMessageLimitReached?: boolean;
}

export interface AiDecisionResult {
  shouldRespond: boolean;
  reason: DecisionReason;
  /** First contact goes to a human: the new conversation's AI is switched off. */
  pauseConversation: boolean;
}

function firstFailingCheck(facts: DecisionFacts, pauseForFirstContact: boolean): DecisionReason | null {
  const { settings, conversation } = facts;
  if (facts.planMessageLimitReached) return DECISION_REASONS.planMessageLimit;
  if (!facts.organizationAiEnabled) return DECISION_REASONS.organizationOff;
  if (!facts.instanceAiEnabled) return DECISION_REASONS.instanceOff;
  if (!facts.aiConfigActive) return DECISION_REASONS.instanceConfigInactive;
  if (!facts.instanceGlobalAiEnabled) return DECISION_REASONS.instanceSettingsOff;
  if (!settings.enableAutoResponse) return DECISION_REASONS.autoResponseOff;
  if (isBlacklisted(settings.followUpBlacklist, conversation.contactNumber))
    return DECISION_REASONS.blacklisted;
  if (pauseForFirstContact) return DECISION_REASONS.firstContactHuman;
  if (!conversation.isAiActive) return DECISION_REASONS.conversationOff;
  if (settings.aiScheduleEnabled && !isWithinAiSchedule(settings, facts.now, facts.timeZone)) {
    return DECISION_REASONS.outsideSchedule;
  }
  return null;
}

export function decideAiResponse(facts: DecisionFacts): AiDecisionResult {
  // The first-contact rule is a property of the conversation: it applies whatever else is switched off.
  const pauseConversation =
    facts.settings.firstContactHumanEnabled && facts.conversation.isNew && facts.conversation.isAiActive;
  const failing = firstFailingCheck(facts, pauseConversation);
  return failing
    ? { shouldRespond: false, reason: failing, pauseConversation }
    : { shouldRespond: true, reason: DECISION_REASONS.respond, pauseConversation };
}
