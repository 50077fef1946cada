import { and, count, eq, gt, isNull, ne, type Placeholder, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { conversations, instanceSettings, instances, messages, organizations } from '../../db/schema';
import { resolveSettings } from '../config';
import type { ConversationFollowUp, FollowUpSettings } from './settings';

/** A conversation as the follow-up sees it, with the switches above it. */
export interface FollowUpTarget extends ConversationFollowUp {
  conversationId: string;
  instanceId: string;
  contactNumber: string;
  isFollowUpActive: boolean;
  lastCustomerMessageAt: Date | null;
  /** The instance's follow-up switch (`globalFollowupEnabled`, inbox and system settings). */
  instanceFollowUpEnabled: boolean;
  /** The organization's (master configuration `globalFollowupEnabled`); on unless switched off. */
  organizationFollowUpEnabled: boolean;
}

/** What the follow-up reads of a conversation and the switches above it. */
const targetColumns = {
  conversationId: conversations.id,
  instanceId: conversations.instanceId,
  contactNumber: conversations.contactNumber,
  isFollowUpActive: conversations.isFollowUpActive,
  followupTime: conversations.followupTime,
  followupMessage: conversations.followupMessage,
  lastCustomerMessageAt: conversations.lastCustomerMessageAt,
  instanceFollowUpEnabled: instances.globalFollowupEnabled,
  organizationSettings: organizations.settings,
};

type TargetRow = Omit<FollowUpTarget, 'organizationFollowUpEnabled'> & {
  organizationSettings: { globalFollowupEnabled?: boolean };
};

/** The organization's follow-up is on unless its master configuration switched it off. */
function toTarget({ organizationSettings, ...target }: TargetRow): FollowUpTarget {
  return { ...target, organizationFollowUpEnabled: organizationSettings.globalFollowupEnabled !== false };
}

/** Null when the conversation is not the tenant's or its instance was deleted. */
export async function findFollowUpTarget(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
): Promise<FollowUpTarget | null> {
  const [row] = await db
    .select(targetColumns)
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .innerJoin(organizations, eq(organizations.id, conversations.organizationId))
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.organizationId, tenantId),
        isNull(instances.deletedAt),
        isNull(organizations.deletedAt),
      ),
    );
  return row ? toTarget(row) : null;
}

/**
 * Our message restarts the ladder: its count goes back to 0, and the conversation comes back as the
 * follow-up sees it, with the instance's settings (defaults applied). One statement instead of a
 * read, a settings read and a write, as it runs inside every send's transaction. Null, and nothing
 * written, when `findFollowUpTarget` would find nothing.
 */
export async function restartFollowUpCount(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
): Promise<{ target: FollowUpTarget; settings: FollowUpSettings } | null> {
  const [row] = await db
    .update(conversations)
    .set({ followUpsSent: 0 })
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, tenantId))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.organizationId, tenantId),
        eq(instances.id, conversations.instanceId),
        isNull(instances.deletedAt),
        isNull(organizations.deletedAt),
      ),
    )
    .returning({ ...targetColumns, settings: instanceSettings.values });
  if (!row) return null;
  const { settings, ...target } = row;
  return { target: toTarget(target), settings: resolveSettings(settings) };
}

/**
 * The ladder's restart made by the statement that records our message sent to the contact (see
 * outbound `AfterSent`): the count goes back to 0 on the conversation's row as it becomes the last
 * message (only where `restartFollowUpCount` would write), and the column `ladder` answers the same
 * conversation and settings as `restartFollowUpCount` (null where it answers null); `json` is that
 * column's expression alone.
 */
export function ladderRestartWithSend(
  tenantId: string,
  updated: SQL,
): { set: Record<string, SQL>; column: SQL; json: SQL } {
  const live = sql`exists (
    select 1 from ${instances} join ${organizations} on ${organizations.id} = ${tenantId}
    where ${instances.id} = ${conversations.instanceId} and ${instances.deletedAt} is null
      and ${organizations.deletedAt} is null)`;
  const json = ladderJson(tenantId, updated);
  return {
    set: { followUpsSent: sql`case when ${live} then 0 else ${conversations.followUpsSent} end` },
    column: sql`${json} as ladder`,
    json,
  };
}

/**
 * The ladder's facts of the conversation as it is now, as the text of the JSON that
 * `ladderRestartWithSend`'s column would answer for it: read before the send (the reply's part
 * check), compared as text by the send's statement to tell whether anything changed meanwhile.
 */
export function ladderNowText(
  tenantId: string | Placeholder,
  conversationId: string | Placeholder,
): SQL<string | null> {
  const current = sql`(select * from ${conversations}
    where ${conversations.id} = ${conversationId} and ${conversations.organizationId} = ${tenantId})`;
  return sql<string | null>`(${ladderJson(tenantId, current)})::text`;
}

/** The conversation of `source` (one row) with its switches and settings, as one JSON object. */
function ladderJson(tenantId: string | Placeholder, source: SQL): SQL {
  const column = (name: { name: string }) => sql`c.${sql.identifier(name.name)}`;
  return sql`(select row_to_json(l) from (
      select ${column(conversations.id)} as "conversationId", ${column(conversations.instanceId)} as "instanceId",
        ${column(conversations.contactNumber)} as "contactNumber",
        ${column(conversations.isFollowUpActive)} as "isFollowUpActive",
        ${column(conversations.followupTime)} as "followupTime",
        ${column(conversations.followupMessage)} as "followupMessage",
        ${column(conversations.lastCustomerMessageAt)} as "lastCustomerMessageAt",
        i.${sql.identifier(instances.globalFollowupEnabled.name)} as "instanceFollowUpEnabled",
        o.${sql.identifier(organizations.settings.name)} as "organizationSettings",
        s.${sql.identifier(instanceSettings.values.name)} as "settings"
      from ${source} c
      join ${instances} i on i.id = c.${sql.identifier(conversations.instanceId.name)} and i.deleted_at is null
      join ${organizations} o on o.id = ${tenantId} and o.deleted_at is null
      left join ${instanceSettings} s on s.instance_id = i.id
    ) l)`;
}

/** The `ladder` column of `ladderRestartWithSend`, as `restartFollowUpCount` answers it. */
export function restartedFromJson(
  value: unknown,
): { target: FollowUpTarget; settings: FollowUpSettings } | null {
  const row = (typeof value === 'string' ? JSON.parse(value) : value) as
    | (Omit<TargetRow, 'lastCustomerMessageAt'> & {
        lastCustomerMessageAt: string | null;
        settings: Record<string, unknown> | null;
      })
    | null
    | undefined;
  if (!row) return null;
  const { settings, lastCustomerMessageAt, ...target } = row;
  return {
    target: toTarget({
      ...target,
      organizationSettings: target.organizationSettings ?? {},
      lastCustomerMessageAt: lastCustomerMessageAt ? new Date(lastCustomerMessageAt) : null,
    }),
    settings: resolveSettings(settings),
  };
}

/** How far the ladder went, for the inbox and the next rung. */
export async function setFollowUpsSent(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  sent: number,
): Promise<void> {
  await db
    .update(conversations)
    .set({ followUpsSent: sent })
    .where(and(eq(conversations.id, conversationId), eq(conversations.organizationId, tenantId)));
}

/**
 * Follow-ups already sent to the conversation since the ladder began: a job re-run after a crash
 * between the send and its bookkeeping finds its message and does not send it twice.
 */
export async function countFollowUpsSince(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ sent: count() })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.conversationId, conversationId),
        eq(messages.origin, 'followup'),
        gt(messages.timestamp, since),
      ),
    );
  return row?.sent ?? 0;
}

/**
 * Our side of the conversation as the ladder counts it: the last message we really wrote (the AI's
 * or a person's, which began the current ladder) and the last one we sent at all (a follow-up
 * included). Failed sends never reached the customer and do not count.
 */
export async function ourLastMessages(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
): Promise<{ ladderStart: Date | null; lastSent: Date | null }> {
  const [row] = await db
    .select({
      ladderStart: sql<
        string | null
      >`max(${messages.timestamp}) filter (where ${messages.origin} <> 'followup')`,
      lastSent: sql<string | null>`max(${messages.timestamp})`,
    })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(messages.conversationId, conversationId),
        eq(messages.direction, 'out'),
        ne(messages.status, 'failed'),
      ),
    );
  const toDate = (value: string | null | undefined) => (value ? new Date(value) : null);
  return { ladderStart: toDate(row?.ladderStart), lastSent: toDate(row?.lastSent) };
}
