import { and, asc, desc, eq, like, type SQLWrapper, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { FINANCING_ACTION_PREFIX } from '../../../contract/financing';
import type { FinancingSimulationLine, LeadHistoryEntry } from '../../../contract/lead-register';
import type { DbOrTx } from '../../db/client';
import { leadHistory, messages, users } from '../../db/schema';

const fromUser = alias(users, 'from_user');
const toUser = alias(users, 'to_user');
const fullName = (table: { firstName: SQLWrapper; lastName: SQLWrapper }) =>
  sql<string | null>`nullif(trim(${table.firstName} || ' ' || ${table.lastName}), '')`;

/** A lead's history, oldest first, with the names of the sellers a hand-over moved it between. */
export async function listLeadHistory(
  db: DbOrTx,
  tenantId: string,
  leadId: string,
): Promise<LeadHistoryEntry[]> {
  const rows = await db
    .select({
      id: leadHistory.id,
      kind: leadHistory.kind,
      fromValue: leadHistory.fromValue,
      toValue: leadHistory.toValue,
      actorName: leadHistory.actorName,
      fromUserName: fullName(fromUser),
      toUserName: fullName(toUser),
      reason: leadHistory.reason,
      createdAt: leadHistory.createdAt,
    })
    .from(leadHistory)
    .leftJoin(fromUser, eq(fromUser.id, leadHistory.fromUserId))
    .leftJoin(toUser, eq(toUser.id, leadHistory.toUserId))
    .where(and(eq(leadHistory.leadId, leadId), eq(leadHistory.organizationId, tenantId)))
    .orderBy(asc(leadHistory.createdAt), asc(leadHistory.id));
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() }));
}

const SIMULATIONS_SHOWN = 5;

/** The AI's latest financing simulations in a conversation: its `ai_action` lines, newest first. */
export async function listFinancingSimulations(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
): Promise<FinancingSimulationLine[]> {
  const rows = await db
    .select({ text: messages.content, at: messages.timestamp })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.conversationId, conversationId),
        eq(messages.event, 'ai_action'),
        like(messages.content, `${FINANCING_ACTION_PREFIX}%`),
      ),
    )
    .orderBy(desc(messages.timestamp), desc(messages.id))
    .limit(SIMULATIONS_SHOWN);
  return rows.map((row) => ({ text: row.text, at: row.at.toISOString() }));
}
