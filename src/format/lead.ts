import { onlyDigits } from '../../contract/digits';
import type { Lead } from '../../contract/leads';
import { formatPhoneBR } from './phone';

/** The name WhatsApp contacts get when nobody gave them one. */
const PLACEHOLDER_NAME = 'Contato';

/** The contact has a name of its own: not blank, not the placeholder, not just its number again. */
export const hasDistinctName = ({
  contactName,
  contactNumber,
}: Pick<Lead, 'contactName' | 'contactNumber'>) => {
  const name = contactName.trim();
  if (name === '' || name === PLACEHOLDER_NAME) return false;
  const digits = onlyDigits(name);
  return digits === '' || digits !== onlyDigits(contactNumber) || /[^\d\s()+.-]/.test(name);
};

/** The card's title (spec 2 §2.5): the contact's name, or its number when there is no distinct name. */
export const leadTitle = (lead: Pick<Lead, 'contactName' | 'contactNumber'>): string =>
  hasDistinctName(lead) ? lead.contactName.trim() : formatPhoneBR(lead.contactNumber);
