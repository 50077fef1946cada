import { describe, expect, it } from 'vitest';
import type { Appointment } from '../../../contract/agenda';
import { groupByDay, groupBySeller, weekOf } from './agendaGrouping';

const visit = (id: string, startsAt: string, seller: [string, string] | null): Appointment => ({
  id,
  leadId: '00000000-0000-4000-8000-000000000001',
  vehicleId: null,
  kind: 'test_drive',
  startsAt,
  durationMinutes: 60,
  sellerId: seller?.[0] ?? null,
  sellerName: seller?.[1] ?? null,
  status: 'scheduled',
  source: 'ai',
  notes: '',
  contactName: `Cliente ${id}`,
  contactNumber: '5511999990000',
  conversationId: '00000000-0000-4000-8000-000000000002',
  vehicleLabel: null,
  createdAt: '2025-03-10T13:00:00.000Z',
  updatedAt: '2025-03-10T13:00:00.000Z',
});

const bruno: [string, string] = ['b', 'Bruno Lima'];
const ana: [string, string] = ['a', 'Ana Souza'];

describe('agenda grouping', () => {
  it('takes Monday to Sunday of a date, across a month end', () => {
    expect(weekOf('2025-03-15')).toEqual([
      '2025-03-10',
      '2025-03-11',
      '2025-03-12',
      '2025-03-13',
      '2025-03-14',
      '2025-03-15',
      '2025-03-16',
    ]);
    expect(weekOf('2025-04-01')[0]).toBe('2025-03-31');
    expect(weekOf('2025-03-16')[0]).toBe('2025-03-10');
  });

  it("puts each visit on its shop date (the time's own offset), in time order", () => {
    const columns = groupByDay(
      [
        visit('late', '2025-03-12T17:00:00-03:00', ana),
        // 22:30 in São Paulo is already the 13th in UTC: it still belongs to the 12th.
        visit('night', '2025-03-12T22:30:00-03:00', ana),
        visit('early', '2025-03-12T08:00:00-03:00', bruno),
      ],
      ['2025-03-12', '2025-03-13'],
    );
    expect(columns.map((column) => column.visits.map((v) => v.id))).toEqual([['early', 'late', 'night'], []]);
  });

  it('makes a column per seller by name, the visits without a seller last', () => {
    const columns = groupBySeller([
      visit('1', '2025-03-12T10:00:00-03:00', bruno),
      visit('2', '2025-03-12T09:00:00-03:00', null),
      visit('3', '2025-03-12T11:00:00-03:00', ana),
      visit('4', '2025-03-12T08:00:00-03:00', bruno),
    ]);
    expect(columns.map((column) => [column.title, column.visits.map((v) => v.id)])).toEqual([
      ['Ana Souza', ['3']],
      ['Bruno Lima', ['4', '1']],
      [null, ['2']],
    ]);
  });
});
