import type { Conversation, ConversationNote, Message } from '../../../../../contract/inbox';
import { nextId } from '../../../builders';

export const CONVERSATION_ID = '22222222-2222-4222-8222-222222222222';
export const INSTANCE_ID = '33333333-3333-4333-8333-333333333333';

export const buildConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: CONVERSATION_ID,
  instanceId: INSTANCE_ID,
  instanceName: 'Loja Centro',
  contactName: 'Maria Silva',
  contactNumber: '5511988887777',
  lastMessage: 'Olá, tem o Onix 2020?',
  lastMessageType: 'text',
  lastMessageAt: '2025-03-10T12:00:00.000Z',
  unreadCount: 0,
  isAiActive: true,
  aiPausedReason: null,
  isFollowUpActive: false,
  followupTime: null,
  followupMessage: null,
  leadId: null,
  leadStatus: null,
  qualificationLevel: null,
  aiQualificationScore: null,
  needsAttentionAt: null,
  attentionReason: null,
  ...overrides,
});

/** A customer's text message by default; `origin` also sets the matching flags and direction. */
let messageSeq = 0;

export const buildMessage = (overrides: Partial<Message> = {}): Message => {
  const origin = overrides.origin ?? 'contact';
  messageSeq += 1;
  return {
    id: nextId(),
    conversationId: CONVERSATION_ID,
    instanceId: INSTANCE_ID,
    content: 'Olá, tem o Onix 2020?',
    timestamp: '2025-03-10T12:00:00.000Z',
    seq: messageSeq,
    direction: origin === 'contact' ? 'in' : 'out',
    origin,
    isFromUser: origin === 'contact',
    isFromAi: origin === 'ai',
    isFromHuman: origin === 'human',
    isFromFollowUp: origin === 'followup',
    senderName: origin === 'human' ? 'Ana Souza' : null,
    mediaType: null,
    mediaMimetype: null,
    mediaFilename: null,
    mediaSize: null,
    mediaUrl: null,
    status: origin === 'contact' ? 'received' : 'sent',
    error: null,
    ...overrides,
  };
};

export const buildNote = (overrides: Partial<ConversationNote> = {}): ConversationNote => ({
  id: nextId(),
  conversationId: CONVERSATION_ID,
  authorId: nextId(),
  authorName: 'Ana Souza',
  text: 'Cliente prefere contato depois das 18h',
  createdAt: '2025-03-10T12:00:00.000Z',
  ...overrides,
});
