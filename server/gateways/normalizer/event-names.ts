/**
 * Evolution names each event three ways (PROTOCOL §3.2): UPPER_SNAKE when subscribing
 * (`MESSAGES_UPSERT`), dotted in the body (`messages.upsert`) and dashed as the by-events URL suffix
 * (`/messages-upsert`). Evolution maps them with `replace(/[.-]/g, '_').toUpperCase()`; so do we.
 */

export const canonicalEventName = (name: string): string =>
  name.trim().replace(/^.*\//, '').replace(/[.-]/g, '_').toUpperCase();

/** The dotted form of the events we know, for records and logs. */
const DOTTED: Readonly<Record<string, string>> = {
  APPLICATION_STARTUP: 'application.startup',
  QRCODE_UPDATED: 'qrcode.updated',
  CONNECTION_UPDATE: 'connection.update',
  MESSAGES_SET: 'messages.set',
  MESSAGES_UPSERT: 'messages.upsert',
  MESSAGES_EDITED: 'messages.edited',
  MESSAGES_UPDATE: 'messages.update',
  MESSAGES_DELETE: 'messages.delete',
  SEND_MESSAGE: 'send.message',
  SEND_MESSAGE_UPDATE: 'send.message.update',
  PRESENCE_UPDATE: 'presence.update',
  CONTACTS_SET: 'contacts.set',
  CONTACTS_UPSERT: 'contacts.upsert',
  CONTACTS_UPDATE: 'contacts.update',
  CHATS_SET: 'chats.set',
  CHATS_UPSERT: 'chats.upsert',
  CHATS_UPDATE: 'chats.update',
  CHATS_DELETE: 'chats.delete',
  GROUPS_UPSERT: 'groups.upsert',
  GROUPS_UPDATE: 'groups.update',
  GROUP_UPDATE: 'groups.update',
  GROUP_PARTICIPANTS_UPDATE: 'group-participants.update',
  LABELS_EDIT: 'labels.edit',
  LABELS_ASSOCIATION: 'labels.association',
  CALL: 'call',
  LOGOUT_INSTANCE: 'logout.instance',
  REMOVE_INSTANCE: 'remove.instance',
  INSTANCE_CREATE: 'instance.create',
  INSTANCE_DELETE: 'instance.delete',
  STATUS_INSTANCE: 'status.instance',
};

export function dottedEventName(canonical: string): string {
  return DOTTED[canonical] ?? canonical.toLowerCase().replace(/_/g, '.');
}
