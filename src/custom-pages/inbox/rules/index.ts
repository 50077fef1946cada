/** The conversation rules of spec 2 §5 (and the card's display rules of §2.4, §9), pure. */
export {
  contactInitials,
  conversationTitle,
  DEFAULT_CONTACT_NAME,
  formatContactPhone,
  hasContactName,
  isRealPhone,
} from './contactTitle';
export { INSTANCE_COLORS, instanceColor } from './instanceColor';
export { type LastMessageIcon, type LastMessagePreview, lastMessagePreview } from './lastMessage';
export { type RelativeTime, relativeTimeOf } from './relativeTime';
export { UNREAD_BADGE_CAP, unreadBadgeLabel } from './unreadBadge';
