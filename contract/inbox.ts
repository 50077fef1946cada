import { z } from 'zod';
import { Id, IdFilter, onlyDigits } from './common';
import { CONSENT_STATUSES } from './consent';
import {
  CONVERSATION_PAGE_SIZE,
  LEAD_STATUSES,
  MESSAGE_PAGE_SIZE,
  NOTE_PAGE_SIZE,
  QUALIFICATION_LEVELS,
} from './constants';
import {
  CONTACT_NAME_MAX_LENGTH,
  FOLLOWUP_TIME_MAX_MINUTES,
  MESSAGE_MAX_LENGTH,
  NOTE_MAX_LENGTH,
} from './inbox-limits';

/** Bodies, queries and answers of the inbox's calls (spec 2 §3, §7). */

// In constants.ts (no zod) for the web app's entry; re-exported beside the schemas that use them.
export { CONVERSATION_PAGE_SIZE, MESSAGE_PAGE_SIZE, NOTE_PAGE_SIZE };
export const MAX_INBOX_PAGE_SIZE = 100;
// In inbox-limits.ts (no zod) for the inbox page's first load.
export { CONTACT_NAME_MAX_LENGTH, FOLLOWUP_TIME_MAX_MINUTES, MESSAGE_MAX_LENGTH, NOTE_MAX_LENGTH };

/** Deep pages cost a scan of everything before them; nobody scrolls 10,000 pages of a chat. */
const MAX_PAGE = 10_000;
const page = z.coerce
  .number({ message: 'Página inválida' })
  .int({ message: 'Página inválida' })
  .min(1, { message: 'Página inválida' })
  .max(MAX_PAGE, { message: 'Página inválida' });
const limit = (fallback: number) =>
  z.coerce
    .number({ message: 'Limite inválido' })
    .int({ message: 'Limite inválido' })
    .min(1, { message: 'Limite inválido' })
    .max(MAX_INBOX_PAGE_SIZE, { message: `Limite deve ser no máximo ${MAX_INBOX_PAGE_SIZE}` })
    .default(fallback);
/** The 'Todas as instâncias' choice may arrive as an empty value or 'all': both mean no filter. */
const instanceFilter = z.preprocess(
  (value) => (value === '' || value === 'all' ? undefined : value),
  Id.optional(),
);

/** GET /api/conversations. */
export const ConversationListQuery = z.object({
  page: page.default(1),
  limit: limit(CONVERSATION_PAGE_SIZE),
  instanceId: instanceFilter,
  search: z.string().trim().max(100, { message: 'Pesquisa deve ter no máximo 100 caracteres' }).optional(),
  /** 'true': only conversations whose AI reply failed and no one has answered since ("precisa de atenção"). */
  needsAttention: z.enum(['true', 'false'], { message: 'Filtro de atenção inválido' }).optional(),
});
export type ConversationListQuery = z.infer<typeof ConversationListQuery>;

/** A conversation card (spec 2 §3) with what the card shows beside it: instance name, lead, follow-up. */
export const Conversation = z.object({
  id: Id,
  instanceId: Id,
  instanceName: z.string(),
  contactName: z.string(),
  contactNumber: z.string(),
  lastMessage: z.string().nullable(),
  lastMessageType: z.string(),
  lastMessageAt: z.string().nullable(),
  unreadCount: z.number().int(),
  isAiActive: z.boolean(),
  /** Why the AI is off ('human_reply', 'manual', …); null while it is on. */
  aiPausedReason: z.string().nullable(),
  isFollowUpActive: z.boolean(),
  /** Minutes of quiet before this conversation's own follow-up; null uses the instance interval. */
  followupTime: z.number().int().nullable(),
  followupMessage: z.string().nullable(),
  leadId: Id.nullable(),
  leadStatus: z.enum(LEAD_STATUSES).nullable(),
  qualificationLevel: z.enum(QUALIFICATION_LEVELS).nullable(),
  aiQualificationScore: z.number().int().nullable(),
  /** When the AI's reply gave up here and no one has answered since; null otherwise. */
  needsAttentionAt: z.string().nullable(),
  /** Why (pt-BR, with the provider's words). */
  attentionReason: z.string().nullable(),
  /** The seller in charge of the conversation's lead. */
  assignedUserId: Id.nullable().optional(),
  sellerName: z.string().nullable().optional(),
  /** Whether the contact accepts our proactive messages (issue 25); null without a lead. */
  consentStatus: z.enum(CONSENT_STATUSES).nullable().optional(),
});
export type Conversation = z.infer<typeof Conversation>;

export const ConversationPage = z.object({ conversations: z.array(Conversation), hasMore: z.boolean() });
export type ConversationPage = z.infer<typeof ConversationPage>;

/** GET /api/messages. */
export const MessageListQuery = z.object({
  conversationId: Id,
  page: page.default(1),
  limit: limit(MESSAGE_PAGE_SIZE),
});
export type MessageListQuery = z.infer<typeof MessageListQuery>;

export const MessageOrigin = z.enum(['contact', 'ai', 'human', 'followup', 'system']);
export type MessageOrigin = z.infer<typeof MessageOrigin>;
export const MessageDeliveryStatus = z.enum(['received', 'pending', 'sent', 'delivered', 'read', 'failed']);
export type MessageDeliveryStatus = z.infer<typeof MessageDeliveryStatus>;
export const MessageEvent = z.enum(['ai_action']);
export type MessageEvent = z.infer<typeof MessageEvent>;
export const MessageMediaType = z.enum(['image', 'audio', 'video', 'document', 'sticker']);

/**
 * A chat bubble (spec 2 §3). Media bytes are not inlined: `mediaUrl` serves them with the session
 * token, so a page of 50 stays small however many voice notes it holds.
 */
export const Message = z.object({
  id: Id,
  conversationId: Id,
  instanceId: Id,
  content: z.string(),
  timestamp: z.string(),
  /** Arrival order: WhatsApp times are whole seconds, so messages of one second sort by this. */
  seq: z.number().int(),
  direction: z.enum(['in', 'out']),
  origin: MessageOrigin,
  isFromUser: z.boolean(),
  isFromAi: z.boolean(),
  isFromHuman: z.boolean(),
  isFromFollowUp: z.boolean(),
  /** The operator's name on a human message. */
  senderName: z.string().nullable(),
  mediaType: MessageMediaType.nullable(),
  mediaMimetype: z.string().nullable(),
  mediaFilename: z.string().nullable(),
  mediaSize: z.number().int().nullable(),
  mediaUrl: z.string().nullable(),
  status: MessageDeliveryStatus,
  /** Why a send failed, in pt-BR; a failed human message can be retried. */
  error: z.string().nullable(),
  /** A timeline line staff see, not a WhatsApp message: `ai_action` is what the AI did with a tool. */
  event: MessageEvent.nullable().optional(),
});
export type Message = z.infer<typeof Message>;

export const MessagePage = z.object({ messages: z.array(Message), hasMore: z.boolean() });
export type MessagePage = z.infer<typeof MessagePage>;

const messageText = z
  .string({ message: 'Digite uma mensagem' })
  .trim()
  .min(1, { message: 'Digite uma mensagem' })
  .max(MESSAGE_MAX_LENGTH, { message: `A mensagem deve ter no máximo ${MESSAGE_MAX_LENGTH} caracteres` });

/**
 * POST /api/messages/send. The conversation decides the recipient; `phoneNumber` is only checked
 * against it, so a stale screen cannot send one chat's text to another.
 */
export const SendMessageBody = z.object({
  conversationId: Id,
  message: messageText,
  phoneNumber: z.string().trim().transform(onlyDigits).optional(),
});
export type SendMessageBody = z.infer<typeof SendMessageBody>;

export const SendMessageResponse = z.object({ success: z.literal(true), message: Message });
export type SendMessageResponse = z.infer<typeof SendMessageResponse>;

/** `details` of the 502 `send_failed` answer: the failed message as stored, ready for a retry. */
export const SendFailedDetails = z.object({ messageId: Id, message: Message });
export type SendFailedDetails = z.infer<typeof SendFailedDetails>;

const enabled = z.boolean({ message: 'Informe enabled como verdadeiro ou falso' });

/** Every on/off switch of the inbox. */
export const SwitchBody = z.object({ enabled });
export type SwitchBody = z.infer<typeof SwitchBody>;

/** PATCH /api/conversations/:id/followup-toggle; time in minutes (DESIGN §6), spec defaults when omitted. */
export const FollowupToggleBody = z.object({
  enabled,
  followupTime: z
    .number({ message: 'Tempo de follow-up inválido' })
    .int({ message: 'Tempo de follow-up deve ser em minutos inteiros' })
    .min(1, { message: 'Tempo de follow-up deve ser de pelo menos 1 minuto' })
    .max(FOLLOWUP_TIME_MAX_MINUTES, { message: 'Tempo de follow-up deve ser de no máximo 30 dias' })
    .optional(),
  followupMessage: z
    .string({ message: 'Mensagem de follow-up inválida' })
    .trim()
    .min(1, { message: 'Mensagem de follow-up não pode ficar vazia' })
    .max(MESSAGE_MAX_LENGTH, {
      message: `Mensagem de follow-up deve ter no máximo ${MESSAGE_MAX_LENGTH} caracteres`,
    })
    .optional(),
});
export type FollowupToggleBody = z.infer<typeof FollowupToggleBody>;

export const ConversationResponse = z.object({ success: z.literal(true), conversation: Conversation });
export type ConversationResponse = z.infer<typeof ConversationResponse>;

/** PATCH /api/conversations/:id: rename the contact. */
export const RenameConversationBody = z.object({
  contactName: z
    .string({ message: 'Nome do contato é obrigatório' })
    .trim()
    .min(1, { message: 'Nome do contato é obrigatório' })
    .max(CONTACT_NAME_MAX_LENGTH, {
      message: `Nome do contato deve ter no máximo ${CONTACT_NAME_MAX_LENGTH} caracteres`,
    }),
});
export type RenameConversationBody = z.infer<typeof RenameConversationBody>;

/** Answer of a global switch: how much it changed, so the screen can say so. */
export const GlobalSwitchResponse = z.object({
  success: z.literal(true),
  enabled: z.boolean(),
  instances: z.number().int(),
  conversations: z.number().int(),
});
export type GlobalSwitchResponse = z.infer<typeof GlobalSwitchResponse>;

/**
 * GET /api/instances/:id/settings: the two switches the inbox polls, merged over the instance's
 * behaviour settings (spec 1 §3), which keep their own keys.
 */
export const InstanceSettingsResponse = z.looseObject({
  instanceId: Id,
  globalAiEnabled: z.boolean(),
  globalFollowupEnabled: z.boolean(),
});
export type InstanceSettingsResponse = z.infer<typeof InstanceSettingsResponse>;

/** An internal note on a conversation: staff only, never sent to the customer. */
export const ConversationNote = z.object({
  id: Id,
  conversationId: Id,
  authorId: Id.nullable(),
  authorName: z.string(),
  text: z.string(),
  createdAt: z.string(),
});
export type ConversationNote = z.infer<typeof ConversationNote>;

export const NoteListQuery = z.object({ page: page.default(1), limit: limit(NOTE_PAGE_SIZE) });
export type NoteListQuery = z.infer<typeof NoteListQuery>;

export const NotePage = z.object({ notes: z.array(ConversationNote), hasMore: z.boolean() });
export type NotePage = z.infer<typeof NotePage>;

export const CreateNoteBody = z.object({
  text: z
    .string({ message: 'Escreva a nota' })
    .trim()
    .min(1, { message: 'Escreva a nota' })
    .max(NOTE_MAX_LENGTH, { message: `A nota deve ter no máximo ${NOTE_MAX_LENGTH} caracteres` }),
});

/** `POST /api/notes`: the `notes` resource's create, naming its conversation. */
export const NoteCreateBody = CreateNoteBody.extend({ conversationId: Id });
export type NoteCreateBody = z.infer<typeof NoteCreateBody>;

/** `GET /api/notes` in the simple-rest dialect: one conversation's, one author's, a search, or ids. */
export const NoteFilter = z.object({
  conversationId: Id.optional(),
  authorId: Id.optional(),
  q: z.string().trim().max(100).optional(),
  /** react-admin's getMany: `{"id":[...]}`. */
  id: IdFilter.optional(),
});
export type NoteFilter = z.infer<typeof NoteFilter>;
export type CreateNoteBody = z.infer<typeof CreateNoteBody>;
