/**
 * Digits only, as WhatsApp and the gateways use phone numbers. A file without zod: the web app's
 * entry formats phone numbers, and importing this from `common.ts` would bring zod and the
 * contract's schemas into it (evaluated on every full load).
 */
export const onlyDigits = (value: string): string => value.replace(/\D/g, '');
