import { describe, expect, it } from 'vitest';
import type { Lead } from '../../../../contract/leads';
import {
  groupByStatus,
  type LeadBoardData,
  matchesLeadSearch,
  moveLeadInBoard,
  normaliseBoard,
  unshippedByStatus,
} from './board';
import { boardRelativeTime, leadTitle, messagePreview, shortDate } from './card';
import { lostReasonText } from './constants';

let sequence = 0;
const lead = (overrides: Partial<Lead> = {}): Lead => {
  sequence += 1;
  return {
    id: `00000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    status: 'new',
    qualificationLevel: null,
    aiQualificationScore: null,
    createdAt: '2025-03-01T12:00:00.000Z',
    conversationId: `10000000-0000-4000-8000-${String(sequence).padStart(12, '0')}`,
    contactName: 'Maria Silva',
    contactNumber: '5511988887777',
    instanceId: '20000000-0000-4000-8000-000000000001',
    instanceName: 'Loja Centro',
    lastMessage: 'Oi',
    lastMessageType: 'text',
    lastMessageAt: '2025-03-01T12:00:00.000Z',
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
  };
};

describe('groupByStatus', () => {
  it('puts each lead in its column, the most recent message first', () => {
    const older = lead({ status: 'qualified', lastMessageAt: '2025-03-01T10:00:00.000Z' });
    const newer = lead({ status: 'qualified', lastMessageAt: '2025-03-02T10:00:00.000Z' });
    const silent = lead({ status: 'qualified', lastMessageAt: null });
    const sold = lead({ status: 'closed_won' });
    const groups = groupByStatus([silent, older, sold, newer]);
    expect(groups.qualified).toEqual([newer, older, silent]);
    expect(groups.closed_won).toEqual([sold]);
    expect(groups.new).toEqual([]);
  });
});

describe('matchesLeadSearch', () => {
  const maria = { contactName: 'Maria Silva', contactNumber: '5511988887777' };
  it('finds a name without case, or a part of the number', () => {
    expect(matchesLeadSearch(maria, 'mARIA')).toBe(true);
    expect(matchesLeadSearch(maria, '98888')).toBe(true);
    expect(matchesLeadSearch(maria, '(11) 98888')).toBe(true);
    expect(matchesLeadSearch(maria, 'joão')).toBe(false);
    expect(matchesLeadSearch(maria, '  ')).toBe(true);
  });
});

describe('moveLeadInBoard', () => {
  it('moves a copy, keeps the reason only in Perdidos and adjusts the counts', () => {
    const moving = lead({ status: 'negotiating' });
    const board: LeadBoardData = {
      leads: [moving],
      totals: { new: 0, qualified: 0, negotiating: 1, closed_won: 0, closed_lost: 0 },
      organizationName: 'Auto Center',
    };
    const lost = moveLeadInBoard(board, moving.id, { status: 'closed_lost', lostReason: 'Ficha negada' });
    expect(board.leads[0]?.status).toBe('negotiating');
    expect(lost.leads[0]).toMatchObject({
      status: 'closed_lost',
      lostReason: 'Ficha negada',
      soldChannel: null,
    });
    expect(lost.totals).toMatchObject({ negotiating: 0, closed_lost: 1 });
    const back = moveLeadInBoard(lost, moving.id, { status: 'new' });
    expect(back.leads[0]).toMatchObject({ status: 'new', lostReason: null });
  });
});

describe('normaliseBoard and unshippedByStatus', () => {
  it('accepts a plain list and counts what the server left out', () => {
    const plain = normaliseBoard([lead({ status: 'closed_won' })]);
    expect(plain.totals.closed_won).toBe(1);
    expect(unshippedByStatus(plain).closed_won).toBe(0);
    const capped = normaliseBoard({
      leads: [lead({ status: 'closed_won' })],
      totals: { new: 0, qualified: 0, negotiating: 0, closed_won: 700, closed_lost: 0 },
      organizationName: 'Auto Center',
    });
    expect(unshippedByStatus(capped).closed_won).toBe(699);
  });
});

describe('card texts', () => {
  it('titles a card with the name, or the number when the name is not a real one', () => {
    expect(leadTitle({ contactName: 'Maria Silva', contactNumber: '5511988887777' })).toBe('Maria Silva');
    expect(leadTitle({ contactName: '', contactNumber: '5511988887777' })).toBe('+55 (11) 98888-7777');
    expect(leadTitle({ contactName: 'Contato', contactNumber: '5511988887777' })).toBe('+55 (11) 98888-7777');
    expect(leadTitle({ contactName: '5511988887777', contactNumber: '5511988887777' })).toBe(
      '+55 (11) 98888-7777',
    );
  });

  it('cuts the last message at 80 characters and names media a new message', () => {
    const exact = 'a'.repeat(80);
    expect(messagePreview({ lastMessage: exact, lastMessageType: 'text' })).toEqual({
      kind: 'text',
      text: exact,
    });
    expect(messagePreview({ lastMessage: `${exact}b`, lastMessageType: 'text' })).toEqual({
      kind: 'text',
      text: `${exact}...`,
    });
    expect(messagePreview({ lastMessage: '', lastMessageType: 'audio' })).toEqual({ kind: 'media' });
    expect(messagePreview({ lastMessage: null, lastMessageType: 'text' })).toEqual({ kind: 'none' });
  });

  it('tells the time of the last message as the board words it', () => {
    const now = new Date('2025-03-10T12:00:00.000Z');
    const ago = (ms: number) => new Date(now.getTime() - ms).toISOString();
    expect(boardRelativeTime(null, now)).toEqual({ unit: 'none' });
    expect(boardRelativeTime(ago(60_000), now)).toEqual({ unit: 'now' });
    expect(boardRelativeTime(ago(61_000), now)).toEqual({ unit: 'minutes', count: 1 });
    expect(boardRelativeTime(ago(59 * 60_000), now)).toEqual({ unit: 'minutes', count: 59 });
    expect(boardRelativeTime(ago(60 * 60_000), now)).toEqual({ unit: 'hours', count: 1 });
    expect(boardRelativeTime(ago(23 * 3_600_000 + 59 * 60_000), now)).toEqual({ unit: 'hours', count: 23 });
    expect(boardRelativeTime(ago(24 * 3_600_000), now)).toEqual({ unit: 'days', count: 1 });
    expect(boardRelativeTime(ago(6 * 86_400_000), now)).toEqual({ unit: 'days', count: 6 });
    expect(boardRelativeTime(ago(7 * 86_400_000), now)).toEqual({ unit: 'date', text: '03/03/25' });
    expect(shortDate('2025-03-01T12:00:00.000Z')).toBe('01/03/25');
  });

  it("puts the dealer's name in its lost reason", () => {
    expect(lostReasonText('{name} não compra o carro da época', 'Auto Center')).toBe(
      'Auto Center não compra o carro da época',
    );
    expect(lostReasonText('Ficha negada', 'Auto Center')).toBe('Ficha negada');
  });
});
