import { randomBytes } from 'node:crypto';

/**
 * Message ids shaped like WhatsApp's, so nothing downstream can tell a simulated message apart:
 * phones use 32 upper-case hex digits, messages sent through the API (Baileys, as WhatsApp Web)
 * `3EB0` followed by 18 more.
 */

export const phoneMessageId = (): string => randomBytes(16).toString('hex').toUpperCase();

export const apiMessageId = (): string => `3EB0${randomBytes(9).toString('hex').toUpperCase()}`;
