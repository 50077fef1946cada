import type { SaleItem } from '../../../../contract/bonuses';
import { LEAD_STATUSES, type LeadStatus } from '../../../../contract/constants';
import { onlyDigits } from '../../../../contract/digits';
import type { Lead, LeadStatusBody, LeadTotals } from '../../../../contract/leads';

/** What the board holds: the shipped leads and how many each status has in all. */
export interface LeadBoardData {
  leads: Lead[];
  totals: LeadTotals;
  organizationName: string;
}

export type LeadsByStatus = Record<LeadStatus, Lead[]>;

const emptyGroups = (): LeadsByStatus => ({
  new: [],
  qualified: [],
  negotiating: [],
  closed_won: [],
  closed_lost: [],
});

const countByStatus = (leads: readonly Lead[]): LeadTotals => {
  const totals: LeadTotals = { new: 0, qualified: 0, negotiating: 0, closed_won: 0, closed_lost: 0 };
  for (const lead of leads) totals[lead.status] += 1;
  return totals;
};

/** Spec 2 §7 says "list of all leads": a plain array is accepted as well as the server's object. */
export const normaliseBoard = (body: unknown): LeadBoardData => {
  if (Array.isArray(body)) {
    const leads = body as Lead[];
    return { leads, totals: countByStatus(leads), organizationName: '' };
  }
  const board = (body ?? {}) as Partial<LeadBoardData>;
  const leads = board.leads ?? [];
  return {
    leads,
    totals: { ...countByStatus(leads), ...board.totals },
    organizationName: board.organizationName ?? '',
  };
};

/** Most recent activity first, as the server ranks them, so a moved card lands where a refetch puts it. */
const byActivity = (a: Lead, b: Lead): number =>
  (b.lastMessageAt ?? '').localeCompare(a.lastMessageAt ?? '') ||
  b.createdAt.localeCompare(a.createdAt) ||
  a.id.localeCompare(b.id);

/** The five columns' cards, each column in order of recent activity. */
export const groupByStatus = (leads: readonly Lead[]): LeadsByStatus => {
  const groups = emptyGroups();
  for (const lead of leads) groups[lead.status].push(lead);
  for (const status of LEAD_STATUSES) groups[status].sort(byActivity);
  return groups;
};

/** Text typed as a phone number: digits with the usual punctuation, nothing else. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * Spec 2 §2.5: case-insensitive substring of the contact name, or substring of the number; a number
 * typed with punctuation ('(11) 98765') is compared by its digits, as the server does.
 */
export const matchesLeadSearch = (
  lead: Pick<Lead, 'contactName' | 'contactNumber'>,
  text: string,
): boolean => {
  const query = text.trim();
  if (query === '') return true;
  if (lead.contactName.toLocaleLowerCase('pt-BR').includes(query.toLocaleLowerCase('pt-BR'))) return true;
  if (lead.contactNumber.includes(query)) return true;
  const digits = PHONE_LIKE.test(query) ? onlyDigits(query) : '';
  return digits !== '' && lead.contactNumber.includes(digits);
};

/** Leads of each status the server counted but did not ship (beyond its per-status limit). */
export const unshippedByStatus = (board: LeadBoardData): LeadTotals => {
  const shipped = countByStatus(board.leads);
  const rest = { ...board.totals };
  for (const status of LEAD_STATUSES) rest[status] = Math.max(0, rest[status] - shipped[status]);
  return rest;
};

export interface LeadMove {
  status: LeadStatus;
  lostReason?: string;
  soldChannel?: string;
  /** Sold dialog: the sale's value in R$ and the extras ticked. */
  saleValue?: number | null;
  saleItems?: SaleItem[];
}

/** What the server is sent for a move: `{status}` plus the reason of a loss or the channel of a sale. */
export const statusBodyOf = (move: LeadMove): LeadStatusBody => {
  const body: LeadStatusBody = { status: move.status };
  if (move.status === 'closed_lost') body.lostReason = move.lostReason;
  if (move.status === 'closed_won') {
    body.soldChannel = move.soldChannel;
    if (move.saleValue !== undefined && move.saleValue !== null) body.saleValue = move.saleValue;
    if (move.saleItems?.length) body.saleItems = move.saleItems;
  }
  return body;
};

/** The board after a lead moved, as the server stores it: a new copy, the counts adjusted. */
export const moveLeadInBoard = (board: LeadBoardData, leadId: string, move: LeadMove): LeadBoardData => {
  const lead = board.leads.find((row) => row.id === leadId);
  if (!lead) return board;
  const moved: Lead = {
    ...lead,
    status: move.status,
    lostReason: move.status === 'closed_lost' ? (move.lostReason ?? null) : null,
    soldChannel: move.status === 'closed_won' ? (move.soldChannel ?? null) : null,
    saleValue: move.status === 'closed_won' ? (move.saleValue ?? null) : null,
    saleItems: move.status === 'closed_won' ? (move.saleItems ?? []) : [],
  };
  const totals = { ...board.totals };
  totals[lead.status] = Math.max(0, totals[lead.status] - 1);
  totals[move.status] += 1;
  return { ...board, totals, leads: board.leads.map((row) => (row.id === leadId ? moved : row)) };
};

/** The board after a contact was renamed (every lead of that conversation). */
export const renameInBoard = (
  board: LeadBoardData,
  conversationId: string,
  contactName: string,
): LeadBoardData => ({
  ...board,
  leads: board.leads.map((row) => (row.conversationId === conversationId ? { ...row, contactName } : row)),
});
