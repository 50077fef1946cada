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
};

/** One invalidation per key per this window, however many events arrive. */
export const INVALIDATION_WINDOW_MS = 500;
