import type { Conversation } from '../../../../contract/inbox';
import { contactInitials, conversationTitle, hasContactName, isRealPhone } from '../rules';

export interface ContactDisplay {
  /** The list card's title (spec 2 §2.4): the formatted phone, or the name for an internal id. */
  title: string;
  /** The contact's own name under a phone title, so a rename shows at once; else null. */
  subtitle: string | null;
  initials: string;
}

/** The header's view of the contact, by the inbox's contact rules (spec 2 §5). */
export const contactDisplayOf = (conversation: Conversation): ContactDisplay => ({
  title: conversationTitle(conversation),
  subtitle:
    isRealPhone(conversation.contactNumber) && hasContactName(conversation.contactName)
      ? conversation.contactName.trim()
      : null,
  initials: contactInitials(conversation),
});
