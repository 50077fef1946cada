import { type CampaignVariable, DEFAULT_FIELD_FALLBACK } from '../../../contract/campaigns';

export interface RecipientContact {
  contactName: string;
  contactNumber: string;
}

/** The first word of the name the chat knows; '' when it has none (or only the number as a name). */
export function firstNameOf(contact: RecipientContact): string {
  const name = contact.contactName.trim();
  if (!name || name === contact.contactNumber) return '';
  return name.split(/\s+/)[0] ?? '';
}

/** The template's values for one recipient: fixed texts as they are, contact fields read from them. */
export function variablesFor(variables: readonly CampaignVariable[], contact: RecipientContact): string[] {
  return variables.map((variable) => {
    if (typeof variable === 'string') return variable;
    return firstNameOf(contact) || variable.fallback.trim() || DEFAULT_FIELD_FALLBACK;
  });
}
