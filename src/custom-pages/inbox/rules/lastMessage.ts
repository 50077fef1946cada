import type { Conversation } from '../../../../contract/inbox';
import { plainWhatsAppText } from '../../../ui/whatsapp-text';

/** The icon beside the last message, by what it was; plain text has none. */
export type LastMessageIcon =
  | 'image'
  | 'audio'
  | 'video'
  | 'document'
  | 'sticker'
  | 'location'
  | 'contact'
  | 'other'
  | null;

const ICONS: Readonly<Record<string, LastMessageIcon>> = {
  text: null,
  image: 'image',
  audio: 'audio',
  video: 'video',
  document: 'document',
  sticker: 'sticker',
  location: 'location',
  contact: 'contact',
};

export interface LastMessagePreview {
  icon: LastMessageIcon;
  /** The text to show, or null for 'Sem mensagens'. */
  text: string | null;
}

/** The card's last-message line (spec 2 §2.4): an icon for its kind and its text. */
export const lastMessagePreview = ({
  lastMessage,
  lastMessageType,
}: Pick<Conversation, 'lastMessage' | 'lastMessageType'>): LastMessagePreview => {
  // One line without WhatsApp's markers: the card shows what the message says, not how it is styled.
  const text = plainWhatsAppText(lastMessage ?? '') || null;
  if (text === null) return { icon: null, text: null };
  const icon = Object.hasOwn(ICONS, lastMessageType) ? (ICONS[lastMessageType] ?? null) : 'other';
  return { icon, text };
};
