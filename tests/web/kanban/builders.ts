import type { Lead } from '../../../contract/leads';
import { nextId } from '../builders';
import { buildInboxInstance, SOUTH_ID, STORE_ID } from '../inbox/builders';

export { SOUTH_ID, STORE_ID };

/** A lead of `GET /api/leads/all`: Maria on Loja Centro, new, its last message a minute and a half ago. */
export const buildLead = (overrides: Partial<Lead> = {}): Lead => ({
  id: nextId(),
  status: 'new',
  qualificationLevel: null,
  aiQualificationScore: null,
  createdAt: '2025-03-01T12:00:00.000Z',
  conversationId: nextId(),
  contactName: 'Maria Silva',
  contactNumber: '5511988887777',
  instanceId: STORE_ID,
  instanceName: 'Loja Centro',
  lastMessage: 'Olá, tem o Onix 2020?',
  lastMessageType: 'text',
  lastMessageAt: new Date(Date.now() - 90_000).toISOString(),
  lostReason: null,
  soldChannel: null,
  assignedUserId: null,
  sellerName: null,
  saleValue: null,
  saleItems: [],
  financingInterestAt: null,
  nextAppointment: null,
  hasTradeIn: false,
  source: null,
  notOnWhatsappAt: null,
  noFirstContactTemplateAt: null,
  ...overrides,
});

/** The two instances of the board's dropdown. */
export const boardInstances = () => [
  buildInboxInstance(),
  buildInboxInstance({ id: SOUTH_ID, name: 'Seminovos Sul', phone: '5511977776666' }),
];
