import type { Conversation } from '../../../contract/inbox';
import type { Instance } from '../../../contract/instances';
import { nextId } from '../builders';

export const STORE_ID = '33333333-3333-4333-8333-333333333333';
export const SOUTH_ID = '44444444-4444-4444-8444-444444444444';

/** A card of `GET /api/conversations`: Maria's chat with Loja Centro, AI on, nothing unread. */
export const buildConversation = (overrides: Partial<Conversation> = {}): Conversation => ({
  id: nextId(),
  instanceId: STORE_ID,
  instanceName: 'Loja Centro',
  contactName: 'Maria Silva',
  contactNumber: '5511988887777',
  lastMessage: 'Olá, tem o Onix 2020?',
  lastMessageType: 'text',
  lastMessageAt: new Date().toISOString(),
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

/** `count` conversations named 'Cliente 1' … with internal ids, so the card title is the name. */
export const buildConversations = (count: number, from = 1, overrides: Partial<Conversation> = {}) =>
  Array.from({ length: count }, (_, index) =>
    buildConversation({
      contactName: `Cliente ${from + index}`,
      contactNumber: `9000${from + index}@lid`,
      ...overrides,
    }),
  );

/** An instance of `GET /api/instances`, owned by Ana Souza. */
export const buildInboxInstance = (overrides: Partial<Instance> = {}): Instance => ({
  id: STORE_ID,
  userId: nextId(),
  name: 'Loja Centro',
  phone: '5511987654321',
  notificationPhone: null,
  notificationName: null,
  isConnected: true,
  isDeleted: false,
  aiEnabled: true,
  bikerHubEnabled: false,
  globalAiEnabled: true,
  globalFollowupEnabled: true,
  gateway: 'simulator',
  createdAt: '2025-01-10T12:00:00.000Z',
  user: { id: nextId(), firstName: 'Ana', lastName: 'Souza', name: 'Ana Souza' },
  aiChats: 0,
  consultorChats: 0,
  consultorNotificationEnabled: false,
  consultorNotificationPhone: null,
  scrapingEnabled: false,
  scrapingUrl: null,
  scrapingSchedule: 'hourly',
  aiActive: (overrides.aiEnabled ?? true) && (overrides.globalAiEnabled ?? true),
  aiFailure: null,
  official: null,
  ...overrides,
});
