/**
 * The inbox's length limits (spec 2 §5, §9), shown by its composer and dialogs and enforced by the
 * schemas of `inbox.ts`, which re-exports them. A file without zod: the inbox page imports these on
 * its first load, and taking them from `inbox.ts` would bring zod and every inbox schema into it.
 */

/** WhatsApp's own limit on one text message. */
export const MESSAGE_MAX_LENGTH = 4096;
/** 'Nome do contato' (spec 2 §5). */
export const CONTACT_NAME_MAX_LENGTH = 50;
export const NOTE_MAX_LENGTH = 2000;
/** A per-conversation follow-up waits at most 30 days (minutes). */
export const FOLLOWUP_TIME_MAX_MINUTES = 30 * 24 * 60;
