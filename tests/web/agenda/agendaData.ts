import type { DataProvider, GetListParams, RaRecord, UpdateParams } from 'react-admin';
import { vi } from 'vitest';
import type { Appointment } from '../../../contract/agenda';
import { type AgendaSettings, DEFAULT_AGENDA_SETTINGS } from '../../../contract/agenda-settings';
import { createInMemoryDataProvider } from '../inMemoryDataProvider';

let sequence = 0;

/** A visit as the API answers it (times in the shop's offset). */
export const buildAppointment = (overrides: Partial<Appointment> = {}): Appointment => ({
  id: `00000000-0000-4000-8000-${String(++sequence).padStart(12, '0')}`,
  leadId: '00000000-0000-4000-9000-000000000001',
  vehicleId: null,
  kind: 'test_drive',
  startsAt: '2025-03-15T10:00:00-03:00',
  durationMinutes: 60,
  sellerId: 'seller-ana',
  sellerName: 'Ana Souza',
  status: 'scheduled',
  source: 'ai',
  notes: '',
  contactName: 'Maria Silva',
  contactNumber: '5511988887777',
  conversationId: '00000000-0000-4000-9000-000000000002',
  vehicleLabel: 'Corolla XEi 2020',
  createdAt: '2025-03-10T13:00:00.000Z',
  updatedAt: '2025-03-10T13:00:00.000Z',
  ...overrides,
});

/**
 * The data provider's agenda over an array: the list honours `from`/`to` as the server does, an
 * update changes the row, and the settings calls keep what was saved.
 */
export function agendaDataProvider(
  initial: Appointment[],
  settings: AgendaSettings = DEFAULT_AGENDA_SETTINGS,
) {
  let rows = [...initial];
  let stored = settings;
  const base = createInMemoryDataProvider();
  const getList = vi.fn(async (resource: string, params: GetListParams) => {
    if (resource !== 'appointments') return base.getList(resource, params);
    const { from, to } = params.filter as { from?: string; to?: string };
    const data = rows.filter(
      (row) =>
        (!from || Date.parse(row.startsAt) >= Date.parse(from)) &&
        (!to || Date.parse(row.startsAt) < Date.parse(to)),
    );
    return { data, total: data.length } as unknown as Awaited<ReturnType<DataProvider['getList']>>;
  });
  const update = vi.fn(async (resource: string, params: UpdateParams) => {
    if (resource !== 'appointments') return base.update(resource, params);
    rows = rows.map((row) => (row.id === params.id ? { ...row, ...params.data } : row));
    return { data: rows.find((row) => row.id === params.id) } as unknown as { data: RaRecord };
  });
  return {
    ...base,
    getList,
    update,
    getAgendaSettings: vi.fn(async () => stored),
    saveAgendaSettings: vi.fn(async (next: AgendaSettings) => {
      stored = next;
      return next;
    }),
  } as DataProvider & {
    getList: typeof getList;
    update: typeof update;
    getAgendaSettings: () => Promise<AgendaSettings>;
    saveAgendaSettings: (next: AgendaSettings) => Promise<AgendaSettings>;
  };
}
