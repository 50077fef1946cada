import { z } from 'zod';

/** Events pushed on the `/ws` socket, scoped to one organization (spec 2 §4, spec 1 §4). */
export const RealtimeEvent = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('new_message'),
    instanceId: z.string(),
    conversationId: z.string(),
    messageId: z.string(),
    origin: z.enum(['contact', 'ai', 'human', 'followup', 'system']),
  }),
  z.object({ type: z.literal('ai_disabled_auto'), instanceId: z.string(), conversationId: z.string() }),
  z.object({ type: z.literal('ai_enabled'), instanceId: z.string(), conversationId: z.string().optional() }),
  z.object({ type: z.literal('ai_disabled'), instanceId: z.string(), conversationId: z.string().optional() }),
  // Follow-up switches, like the AI's: without a conversation the switch was the instance's.
  z.object({
    type: z.literal('followup_enabled'),
    instanceId: z.string(),
    conversationId: z.string().optional(),
  }),
  z.object({
    type: z.literal('followup_disabled'),
    instanceId: z.string(),
    conversationId: z.string().optional(),
  }),
  /** Somebody opened the conversation: its unread badge goes on every screen. */
  z.object({ type: z.literal('conversation_read'), instanceId: z.string(), conversationId: z.string() }),
  z.object({
    type: z.literal('contact_name_updated'),
    instanceId: z.string(),
    conversationId: z.string(),
    oldName: z.string(),
    newName: z.string(),
    /** Who renamed it, so their own screen does not announce their own change. */
    byUserId: z.string().optional(),
  }),
  z.object({ type: z.literal('instance_connected'), instanceId: z.string() }),
  z.object({ type: z.literal('instance_disconnected'), instanceId: z.string() }),
  z.object({ type: z.literal('qrcode_updated'), instanceId: z.string() }),
  /** A reply gave up: the conversation needs a human, the instance's card shows the failure. */
  z.object({ type: z.literal('ai_reply_failed'), instanceId: z.string(), conversationId: z.string() }),
  z.object({ type: z.literal('lead_updated'), instanceId: z.string(), leadId: z.string() }),
  /** A notice for one user: only that user's screen fetches it (the event carries no content). */
  z.object({ type: z.literal('notification_created'), userId: z.string(), notificationId: z.string() }),
  /** A webhook monitor record was written or settled (raised by the database on commit). */
  z.object({ type: z.literal('webhook_recorded'), instanceId: z.string(), webhookId: z.string() }),
  /** A lead handed to another seller (idle-lead redistribution): that seller's screen shows a toast. */
  z.object({
    type: z.literal('lead_assigned'),
    instanceId: z.string(),
    leadId: z.string(),
    conversationId: z.string(),
    contactName: z.string(),
    toUserId: z.string(),
    fromUserId: z.string().nullable(),
    reason: z.string(),
  }),
  /**
   * Sessions ended (sign-out elsewhere, "sair de todos", a password reset): every server process
   * forgets its remembered sessions and closes their sockets. Never forwarded to a screen.
   */
  z.object({ type: z.literal('sessions_ended'), userId: z.string(), sessionIds: z.array(z.string()) }),
]);
export type RealtimeEvent = z.infer<typeof RealtimeEvent>;

export { SOCKET_CLOSE } from './constants';
