import { and, asc, eq, ilike, like, lte, or, type SQL, sql } from 'drizzle-orm';
import type { AppointmentKind } from '../../../contract/agenda';
import { onlyDigits } from '../../../contract/common';
import type { LeadStatus } from '../../../contract/constants';
import type { LeadSource } from '../../../contract/lead-source';
import type { DbOrTx } from '../../db/client';
import { appointments, conversations, instances, leads, organizations, tradeIns } from '../../db/schema';
import { likePattern } from '../../lib/list-query';
import type { InstanceScope } from '../instances/repository';
import { sellerName, sellers, visibleLead } from './scope';

/**
 * The lead's next step on the agenda: its earliest appointment still scheduled or confirmed. One whose
 * time has passed stays until staff mark it done or no-show, since that mark is the step still owed.
 * A correlated subselect, so the board gets it in its one statement.
 */
const nextAppointment = sql<NextAppointmentRow | null>`(
  select json_build_object('id', a.id, 'kind', a.kind, 'startsAt', a.starts_at)
  from ${appointments} a
  where a.lead_id = ${leads.id} and a.organization_id = ${leads.organizationId}
    and a.status in ('scheduled', 'confirmed')
  order by a.starts_at, a.id
  limit 1
)`;

const hasTradeIn = sql<boolean>`exists (
  select 1 from ${tradeIns} ti where ti.lead_id = ${leads.id} and ti.organization_id = ${leads.organizationId}
)`;

/** What a lead card shows: the lead, its conversation's contact and last message, its instance's name. */
export const cardColumns = {
  id: leads.id,
  status: leads.status,
  qualificationLevel: leads.qualificationLevel,
  aiQualificationScore: leads.aiQualificationScore,
  createdAt: leads.createdAt,
  conversationId: leads.conversationId,
  contactName: conversations.contactName,
  contactNumber: conversations.contactNumber,
  instanceId: leads.instanceId,
  instanceName: instances.name,
  lastMessage: conversations.lastMessage,
  lastMessageType: conversations.lastMessageType,
  lastMessageAt: conversations.lastMessageAt,
  lostReason: leads.lostReason,
  soldChannel: leads.soldChannel,
  assignedUserId: leads.assignedUserId,
  sellerName: sellerName.as('seller_name'),
  saleValue: leads.saleValue,
  saleItems: leads.saleItems,
  financingInterestAt: leads.financingInterestAt,
  consentStatus: leads.consentStatus,
  nextAppointment: nextAppointment.as('next_appointment'),
  hasTradeIn: hasTradeIn.as('has_trade_in'),
  source: leads.source,
  notOnWhatsappAt: leads.notOnWhatsappAt,
  noFirstContactTemplateAt: leads.noFirstContactTemplateAt,
};

export interface LeadFilter {
  instanceId?: string;
  search?: string;
}

/** Text typed as a phone number: digits with the usual punctuation, nothing else. */
const PHONE_LIKE = /^[\d\s()+.-]+$/;

/**
 * Spec 2 §2.5: case-insensitive substring of the name, or substring of the number; a number typed
 * with punctuation ('(11) 98765') is compared by its digits, as the board compares it.
 */
function searchCondition(text: string): SQL | undefined {
  const pattern = likePattern(text);
  const digits = PHONE_LIKE.test(text) ? onlyDigits(text) : '';
  return or(
    ilike(conversations.contactName, pattern),
    like(conversations.contactNumber, pattern),
    digits ? like(conversations.contactNumber, likePattern(digits)) : undefined,
  );
}

const visible = visibleLead;

export interface LeadCardRow {
  id: string;
  status: LeadStatus;
  qualificationLevel: 'HOT' | 'WARM' | 'COLD' | null;
  aiQualificationScore: number | null;
  createdAt: Date;
  conversationId: string;
  contactName: string;
  contactNumber: string;
  instanceId: string;
  instanceName: string;
  lastMessage: string | null;
  lastMessageType: string;
  lastMessageAt: Date | null;
  lostReason: string | null;
  soldChannel: string | null;
  assignedUserId: string | null;
  sellerName: string | null;
  saleValue: number | null;
  saleItems: string[];
  financingInterestAt: Date | null;
  consentStatus: 'unknown' | 'opted_in' | 'opted_out';
  source: LeadSource | null;
  notOnWhatsappAt: Date | null;
  noFirstContactTemplateAt: Date | null;
  nextAppointment: NextAppointmentRow | null;
  hasTradeIn: boolean;
}

/** As Postgres builds it in JSON: `startsAt` is a timestamp's text, with its offset. */
export interface NextAppointmentRow {
  id: string;
  kind: AppointmentKind;
  startsAt: string;
}

/**
 * The board: at most `limitPerStatus` leads of each status, most recent activity first, each with
 * the number of leads its status has in all. One statement; the window functions rank and count
 * inside each status so a column of 10,000 sold leads ships only its newest ones.
 */
export async function listLeadCards(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  filter: LeadFilter,
  limitPerStatus: number,
): Promise<{ rows: LeadCardRow[]; totals: Map<LeadStatus, number> }> {
  const ranked = db
    .select({
      ...cardColumns,
      position:
        sql<number>`(row_number() over (partition by ${leads.status} order by ${conversations.lastMessageAt} desc nulls last, ${leads.createdAt} desc, ${leads.id}))::int`.as(
          'position',
        ),
      total: sql<number>`(count(*) over (partition by ${leads.status}))::int`.as('total'),
    })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .leftJoin(sellers, eq(sellers.id, leads.assignedUserId))
    .where(
      visible(
        tenantId,
        scope,
        filter.instanceId ? eq(leads.instanceId, filter.instanceId) : undefined,
        filter.search ? searchCondition(filter.search) : undefined,
      ),
    )
    .as('ranked');
  const rows = await db
    .select()
    .from(ranked)
    .where(lte(ranked.position, limitPerStatus))
    .orderBy(asc(ranked.status), asc(ranked.position));
  const totals = new Map<LeadStatus, number>();
  for (const row of rows) totals.set(row.status, Number(row.total));
  return {
    rows: rows.map(({ position: _position, total: _total, ...card }) => card),
    totals,
  };
}

export async function findLeadCard(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  id: string,
): Promise<LeadCardRow | undefined> {
  const [row] = await db
    .select(cardColumns)
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .leftJoin(sellers, eq(sellers.id, leads.assignedUserId))
    .where(visible(tenantId, scope, eq(leads.id, id)));
  return row;
}

/** Locks a lead the caller may see for a change; undefined when there is none for this caller. */
export async function lockVisibleLead(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  id: string,
): Promise<
  { id: string; instanceId: string; status: LeadStatus; assignedUserId: string | null } | undefined
> {
  const [row] = await db
    .select({
      id: leads.id,
      instanceId: leads.instanceId,
      status: leads.status,
      assignedUserId: leads.assignedUserId,
    })
    .from(leads)
    .innerJoin(instances, eq(instances.id, leads.instanceId))
    .leftJoin(sellers, eq(sellers.id, leads.assignedUserId))
    .where(visible(tenantId, scope, eq(leads.id, id)))
    .for('update', { of: leads });
  return row;
}

export type LeadChanges = Pick<
  typeof leads.$inferInsert,
  | 'status'
  | 'lostReason'
  | 'soldChannel'
  | 'saleValue'
  | 'saleItems'
  | 'statusChangedAt'
  | 'lastSellerActivityAt'
  | 'updatedAt'
>;

export async function updateLead(db: DbOrTx, tenantId: string, id: string, changes: LeadChanges) {
  await db
    .update(leads)
    .set(changes)
    .where(and(eq(leads.id, id), eq(leads.organizationId, tenantId)));
}

export async function organizationName(db: DbOrTx, tenantId: string): Promise<string> {
  const [row] = await db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, tenantId));
  return row?.name ?? '';
}
