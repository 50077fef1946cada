import type { RealtimeEvent } from '../../../contract/realtime';
import type { SwitchKind } from './switch-repository';

/** The live event of a switch flipped over an instance or, with its id, one conversation. */
export function switchEvent(
  kind: SwitchKind,
  enabled: boolean,
  instanceId: string,
  conversationId?: string,
): RealtimeEvent {
  const type =
    kind === 'ai'
      ? enabled
        ? 'ai_enabled'
        : 'ai_disabled'
      : enabled
        ? 'followup_enabled'
        : 'followup_disabled';
  return conversationId === undefined ? { type, instanceId } : { type, instanceId, conversationId };
}
