import type { RealtimeEvent } from '../../../contract/realtime';

/**
 * The first part of the query keys each live event makes stale. react-admin keys its queries by
 * resource (`['instances', 'getList', …]`); our custom queries start with their own name.
 */
export const CACHE_KEYS_BY_EVENT: Record<RealtimeEvent['type'], readonly string[]> = {
  new_message: ['stats', 'conversations', 'messages'],
  ai_disabled_auto: ['conversations', 'stats'],
  ai_enabled: ['instances', 'stats', 'conversations'],
  ai_disabled: ['instances', 'stats', 'conversations'],
  followup_enabled: ['instances', 'conversations'],
  followup_disabled: ['instances', 'conversations'],
  conversation_read: ['conversations'],
  contact_name_updated: ['instances', 'conversations'],
  instance_connected: ['instances', 'stats', 'simulator'],
  instance_disconnected: ['instances', 'stats', 'simulator'],
  qrcode_updated: ['instances', 'simulator'],
  notification_created: ['notifications'],
  webhook_recorded: ['admin/webhook-monitor', 'webhook-monitor'],
  ai_reply_failed: ['instances', 'conversations'],
  lead_updated: ['leads', 'userBonuses'],
  lead_assigned: ['leads', 'conversations'],
  // Handled by the server (the socket closes); screens never receive it.
  sessions_ended: [],
};

/**
 * Lists that patch themselves while their page is open (useLiveConversations, useLiveLeads) and are
 * left out above so that an event does not refetch every loaded page. While their page is closed
 * (asked before a menu click, or kept from a visit) an event marks them stale without asking, so the
 * page asks again on opening instead of showing them as fresh without the message that arrived.
 */
export const INACTIVE_KEYS_BY_EVENT: Partial<Record<RealtimeEvent['type'], readonly string[]>> = {
  new_message: ['inbox-conversations', 'inbox-conversation', 'lead-board'],
  ai_disabled_auto: ['inbox-conversations', 'inbox-conversation'],
  ai_enabled: ['inbox-conversations', 'inbox-conversation'],
  ai_disabled: ['inbox-conversations', 'inbox-conversation'],
  followup_enabled: ['inbox-conversations', 'inbox-conversation'],
  followup_disabled: ['inbox-conversations', 'inbox-conversation'],
  conversation_read: ['inbox-conversations', 'inbox-conversation'],
  contact_name_updated: ['inbox-conversations', 'inbox-conversation', 'lead-board'],
  ai_reply_failed: ['inbox-conversations', 'inbox-conversation'],
  lead_updated: ['inbox-conversations', 'lead-board'],
  lead_assigned: ['inbox-conversations', 'lead-board'],
};

/** One invalidation per key per this window, however many events arrive. */
export const INVALIDATION_WINDOW_MS = 500;
