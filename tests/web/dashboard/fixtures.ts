import type { QrResponse } from '../../../contract/dashboard';
import type { Instance } from '../../../contract/instances';
import type { SimulatorInstance, SimulatorTimeline, TimelineItem } from '../../../contract/simulator';
import type { Stats } from '../../../contract/stats';
import { buildFullInstance, buildPublicUser, nextId } from '../builders';

/** An instance as `GET /api/instances` lists it for the dashboard, owned by Ana Souza. */
export const buildDashboardInstance = (overrides: Partial<Instance> = {}): Instance => {
  const owner = buildPublicUser({ firstName: 'Ana', lastName: 'Souza' });
  const { user, aiChats, consultorChats, ...summary } = overrides;
  return {
    ...buildFullInstance(owner, summary),
    ...(user ? { user } : {}),
    ...(aiChats !== undefined ? { aiChats } : {}),
    ...(consultorChats !== undefined ? { consultorChats } : {}),
  };
};

export const buildStats = (overrides: Partial<Stats> = {}): Stats => ({
  totalInstances: 2,
  activeChats: 12,
  activeAI: 1,
  aiResponseRate: '42.0%',
  messagesProcessedToday: 1234,
  transferredToConsultant: 3,
  ...overrides,
});

export const QR_DATA_URL = 'data:image/svg+xml;base64,PHN2Zy8+';

export const buildQr = (overrides: Partial<QrResponse> = {}): QrResponse => ({
  success: true,
  qrCode: QR_DATA_URL,
  alreadyConnected: false,
  isTemporary: false,
  tokenStatus: 'valid',
  requiresNewToken: false,
  pairingCode: null,
  gateway: 'evolution',
  message: 'Escaneie o QR Code com o WhatsApp do celular',
  ...overrides,
});

export const buildSimulatorInstance = (overrides: Partial<SimulatorInstance> = {}): SimulatorInstance => ({
  id: nextId(),
  name: 'Loja Simulada',
  phone: '5511912345678',
  isConnected: false,
  connectionState: 'connecting',
  qrCode: QR_DATA_URL,
  qrUpdatedAt: '2025-01-10T12:00:00.000Z',
  official: false,
  ...overrides,
});

export const buildTimelineItem = (overrides: Partial<TimelineItem> = {}): TimelineItem => ({
  id: nextId(),
  from: 'customer',
  gatewayMessageId: null,
  text: 'Olá, tem o Onix 2020?',
  media: null,
  at: '2025-01-10T12:00:00.000Z',
  ...overrides,
});

export const buildTimeline = (
  items: TimelineItem[],
  overrides: Partial<SimulatorTimeline> = {},
): SimulatorTimeline => ({
  contactNumber: '5511988887777',
  contactName: 'Cliente Simulado',
  items,
  presence: null,
  ...overrides,
});
