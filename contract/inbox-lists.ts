import { z } from 'zod';
import { Id, IdFilter, ListQuery } from './common';
import { LEAD_STATUSES } from './constants';
import {
  Conversation,
  ConversationListQuery,
  ConversationPage,
  Message,
  MessageDeliveryStatus,
  MessageListQuery,
  MessageOrigin,
  MessagePage,
} from './inbox';

/**
 * The inbox's lists as simple-rest resources (`conversations`, `messages`). The spec's own calls
 * (`?page=&limit=`, answered `{ conversations, hasMore }`) stay as they are; a request carrying
 * `range`, `sort` or `filter` is answered in the ra-data-simple-rest dialect instead (an array and
 * `Content-Range`).
 */

/** A filter's "yes/no" may come as JSON's boolean or as the text the inbox's query strings use. */
const flag = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** `filter` of `GET /api/conversations?range=…`: the inbox's filters, and react-admin's ids. */
export const ConversationFilter = z.object({
  instanceId: Id.optional(),
  /** Name, or number by its digits when typed as a phone: the inbox's search. */
  q: z.string().trim().max(100, { message: 'Pesquisa deve ter no máximo 100 caracteres' }).optional(),
  needsAttention: flag.optional(),
  /** Only conversations with messages no one has read yet. */
  unread: flag.optional(),
  leadStatus: z.enum(LEAD_STATUSES, { message: 'Status inválido' }).optional(),
  assignedUserId: Id.optional(),
  id: IdFilter.optional(),
});
export type ConversationFilter = z.infer<typeof ConversationFilter>;

/** `GET /api/conversations`: the spec's query, or the simple-rest one (`range`, `sort`, `filter`). */
export const ConversationQuery = ConversationListQuery.extend(ListQuery.shape);
export type ConversationQuery = z.infer<typeof ConversationQuery>;

export const ConversationListAnswer = z.union([ConversationPage, z.array(Conversation)]);

/** `filter` of `GET /api/messages?range=…`: one chat's (`getManyReference`), or ids (`getMany`). */
export const MessageFilter = z.object({
  conversationId: Id.optional(),
  instanceId: Id.optional(),
  origin: MessageOrigin.optional(),
  status: MessageDeliveryStatus.optional(),
  q: z.string().trim().max(100).optional(),
  id: IdFilter.optional(),
});
export type MessageFilter = z.infer<typeof MessageFilter>;

/**
 * `GET /api/messages`: the spec's chat page needs `conversationId` (checked by the route, so its
 * 400 still names the field); the simple-rest form carries it, if at all, in `filter`.
 */
export const MessageQuery = MessageListQuery.extend({ conversationId: Id.optional(), ...ListQuery.shape });
export type MessageQuery = z.infer<typeof MessageQuery>;

export const MessageListAnswer = z.union([MessagePage, z.array(Message)]);
