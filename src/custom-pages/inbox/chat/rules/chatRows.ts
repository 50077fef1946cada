import type { Message } from '../../../../../contract/inbox';
import { dayKeyOf } from './dateSeparator';

/**
 * One row of the virtual list: a bubble, with its day's separator above it when it is the first
 * message of that day. Separators live inside message rows, keyed by the message, so that when
 * older messages of the same day are prepended the list can keep the message in view still.
 */
export interface ChatRow {
  key: string;
  message: Message;
  /** The day to announce above this message, or null. */
  dayStart: Date | null;
}

/** Messages (ascending) as rows, the first of each calendar day carrying the separator. */
export const buildChatRows = (messages: readonly Message[]): ChatRow[] => {
  let currentDay: string | null = null;
  return messages.map((message) => {
    const date = new Date(message.timestamp);
    const day = dayKeyOf(date);
    const dayStart = day === currentDay ? null : date;
    currentDay = day;
    return { key: message.id, message, dayStart };
  });
};
