import { onlyDigits } from '../../contract/digits';

/**
 * A Brazilian number as `+55 (11) 98765-4321` (spec 2 §5): only with country code 55 and 12 or 13
 * digits; anything else is shown as stored.
 */
export const formatPhoneBR = (phone: string): string => {
  const digits = onlyDigits(phone);
  if (!digits.startsWith('55') || (digits.length !== 12 && digits.length !== 13)) return phone;
  const area = digits.slice(2, 4);
  const local = digits.slice(4);
  const split = local.length - 4;
  return `+55 (${area}) ${local.slice(0, split)}-${local.slice(split)}`;
};
