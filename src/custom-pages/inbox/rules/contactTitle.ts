import { onlyDigits } from '../../../../contract/digits';
import type { Conversation } from '../../../../contract/inbox';
import { formatPhoneBR } from '../../../format/phone';

/** The name WhatsApp contacts get when nobody gave them one (spec 2 §3). */
export const DEFAULT_CONTACT_NAME = 'Contato';

/** The longest number the phone system allows (E.164); longer digit strings are internal ids. */
const MAX_PHONE_DIGITS = 15;

/**
 * Whether a stored number is a real Brazilian phone (spec 2 §5). WhatsApp ids (`…@s.whatsapp.net`,
 * `…@lid`), over-long digit strings and numbers outside +55 with 12–13 digits are not.
 */
export const isRealPhone = (number: string): boolean => {
  if (number.includes('@')) return false;
  const digits = onlyDigits(number);
  if (digits.length > MAX_PHONE_DIGITS) return false;
  if (!digits.startsWith('55')) return false;
  return digits.length === 12 || digits.length === 13;
};

/** A number as shown on screen: `+55 (11) 98765-4321` when it is a Brazilian phone, else as stored. */
export const formatContactPhone = (number: string): string => formatPhoneBR(number);

/** The name is a real one: not blank and not WhatsApp's placeholder. */
export const hasContactName = (name: string): boolean => {
  const trimmed = name.trim();
  return trimmed !== '' && trimmed !== DEFAULT_CONTACT_NAME;
};

type Contact = Pick<Conversation, 'contactName' | 'contactNumber'>;

/**
 * The card's and the chat header's title (spec 2 §2.4): the formatted phone, or the contact name when
 * the number is an internal id. A nameless internal id still shows something: the id itself.
 */
export const conversationTitle = ({ contactName, contactNumber }: Contact): string => {
  if (isRealPhone(contactNumber)) return formatContactPhone(contactNumber);
  return contactName.trim() || contactNumber;
};

/** Avatar letters: first letters of up to two words of the name, else the number's last 2 digits. */
export const contactInitials = ({ contactName, contactNumber }: Contact): string => {
  if (hasContactName(contactName)) {
    return contactName
      .trim()
      .split(/\s+/)
      .slice(0, 2)
      .map((word) => Array.from(word)[0] ?? '')
      .join('')
      .toUpperCase();
  }
  return onlyDigits(contactNumber).slice(-2);
};
