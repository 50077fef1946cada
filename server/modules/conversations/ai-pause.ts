/**
 * Why a conversation's AI is off, kept in `conversations.ai_paused_reason` so the pipeline and the
 * screens can tell an operator's switch from an automatic pause. Null while the AI is on.
 */
export const AI_PAUSE_REASONS = {
  /** Switched off in the inbox, per conversation or by a global or instance switch. */
  manual: 'manual',
  /** An operator answered the customer from the inbox. */
  humanReply: 'human_reply',
} as const;
export type AiPauseReason = (typeof AI_PAUSE_REASONS)[keyof typeof AI_PAUSE_REASONS];

/** The columns an AI switch writes. */
export function aiSwitchChanges(
  enabled: boolean,
  reason: AiPauseReason = AI_PAUSE_REASONS.manual,
): { isAiActive: boolean; aiPausedReason: AiPauseReason | null } {
  return enabled ? { isAiActive: true, aiPausedReason: null } : { isAiActive: false, aiPausedReason: reason };
}
