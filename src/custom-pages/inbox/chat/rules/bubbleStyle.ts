import type { Message } from '../../../../../contract/inbox';
import type { MessageKey } from '../../../../i18n/pt-BR';

/** Who a bubble speaks for; 'system' is a platform message that none of the spec's flags name. */
export type BubbleKind = 'followup' | 'ai' | 'human' | 'contact' | 'system';

/** Palette tokens only (theme.ts holds the colours): grey, blue, green, orange. */
export type BubbleTone = 'grey' | 'primary' | 'success' | 'warning';

export interface BubbleStyle {
  kind: BubbleKind;
  /** Contact messages sit on the left, ours on the right. */
  side: 'start' | 'end';
  tone: BubbleTone;
  /** The bubble's accessible name. */
  description: MessageKey;
  /** The line above the text, already filled in; null for the contact. */
  label: { key: MessageKey; args?: Record<string, string> } | null;
}

type OriginFields = Pick<Message, 'isFromFollowUp' | 'isFromAi' | 'isFromHuman' | 'direction'>;

/** Spec 2 §4: follow-up, then AI, then human operator, then contact (default). */
export const bubbleKindOf = (message: OriginFields): BubbleKind => {
  if (message.isFromFollowUp) return 'followup';
  if (message.isFromAi) return 'ai';
  if (message.isFromHuman) return 'human';
  // An outgoing message with no origin flag came from the platform, not from the customer.
  return message.direction === 'out' ? 'system' : 'contact';
};

export interface BubbleNames {
  /** The instance the message went through (AI label). */
  instanceName?: string | null;
  /** Shown when the instance has no name. */
  defaultInstance: string;
  /** Shown when the operator's name is unknown. */
  defaultOperator: string;
}

const nonBlank = (value: string | null | undefined): string | undefined =>
  value && value.trim() !== '' ? value.trim() : undefined;

/** Side, colour and label of a bubble (spec 2 §4). */
export const bubbleStyleOf = (
  message: OriginFields & Pick<Message, 'senderName'>,
  names: BubbleNames,
): BubbleStyle => {
  const kind = bubbleKindOf(message);
  switch (kind) {
    case 'followup':
      return {
        kind,
        side: 'end',
        tone: 'warning',
        description: 'app.chat.bubble.followup',
        label: { key: 'app.chat.bubble.followupLabel' },
      };
    case 'ai':
      return {
        kind,
        side: 'end',
        tone: 'primary',
        description: 'app.chat.bubble.ai',
        label: {
          key: 'app.chat.bubble.aiLabel',
          args: { instance: nonBlank(names.instanceName) ?? names.defaultInstance },
        },
      };
    case 'human':
      return {
        kind,
        side: 'end',
        tone: 'success',
        description: 'app.chat.bubble.human',
        label: {
          key: 'app.chat.bubble.operatorLabel',
          args: { name: nonBlank(message.senderName) ?? names.defaultOperator },
        },
      };
    case 'system':
      return {
        kind,
        side: 'end',
        tone: 'grey',
        description: 'app.chat.bubble.system',
        label: { key: 'app.chat.bubble.systemLabel' },
      };
    default:
      return { kind, side: 'start', tone: 'grey', description: 'app.chat.bubble.contact', label: null };
  }
};
