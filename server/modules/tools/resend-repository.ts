import { and, asc, count, desc, eq, inArray, notExists, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { type FailedMessage, FailedMessageFilter } from '../../../contract/tools';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, messageMedia, messageResends, messages } from '../../db/schema';
import type { ListParams, ListSpec } from '../../lib/list-query';
import { visibleConversation } from '../conversations/access';
import type { InstanceScope } from '../instances/repository';

/** Only what went to the customer can go again: the AI's failure notes are notes, not messages. */
export const RESENDABLE_ORIGINS = ['ai', 'followup'] as const;
type ResendableOrigin = (typeof RESENDABLE_ORIGINS)[number];

type Filter = z.infer<typeof FailedMessageFilter>;
export const FAILED_LIST_SPEC: ListSpec<'timestamp', Filter> = {
  sortable: ['timestamp'],
  defaultSort: { field: 'timestamp', order: 'DESC' },
  filter: FailedMessageFilter,
};

const notResent = (db: DbOrTx) =>
  notExists(
    db
      .select({ id: messageResends.failedMessageId })
      .from(messageResends)
      .where(eq(messageResends.failedMessageId, messages.id)),
  );

/** A failed message of ours, not yet sent again, on a conversation the caller may see. */
function resendable(db: DbOrTx, tenantId: string, scope: InstanceScope): SQL[] {
  return [
    eq(messages.organizationId, tenantId),
    eq(messages.direction, 'out'),
    inArray(messages.origin, [...RESENDABLE_ORIGINS]),
    eq(messages.status, 'failed'),
    visibleConversation(tenantId, scope),
    notResent(db),
  ];
}

const columns = {
  id: messages.id,
  conversationId: messages.conversationId,
  instanceId: messages.instanceId,
  instanceName: instances.name,
  contactNumber: conversations.contactNumber,
  contactName: conversations.contactName,
  origin: messages.origin,
  content: messages.content,
  error: messages.error,
  timestamp: messages.timestamp,
  mediaType: messages.mediaType,
  mediaMimetype: messages.mediaMimetype,
};

interface FailedRow {
  id: string;
  conversationId: string;
  instanceId: string;
  instanceName: string;
  contactNumber: string;
  contactName: string;
  origin: string;
  content: string;
  error: string | null;
  timestamp: Date;
}

const toFailed = (row: FailedRow): FailedMessage => ({
  id: row.id,
  conversationId: row.conversationId,
  instanceId: row.instanceId,
  instanceName: row.instanceName,
  contactNumber: row.contactNumber,
  contactName: row.contactName,
  origin: row.origin as ResendableOrigin,
  content: row.content,
  error: row.error,
  timestamp: row.timestamp.toISOString(),
});

export async function listFailedMessages(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  params: ListParams<'timestamp', Filter>,
): Promise<{ rows: FailedMessage[]; total: number }> {
  const conditions = resendable(db, tenantId, scope);
  if (params.filter.instanceId) conditions.push(eq(messages.instanceId, params.filter.instanceId));
  if (params.filter.origin) conditions.push(eq(messages.origin, params.filter.origin));
  const order = params.sort.order === 'ASC' ? asc : desc;
  const [rows, [totals]] = await Promise.all([
    db
      .select(columns)
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(instances, eq(instances.id, conversations.instanceId))
      .where(and(...conditions))
      .orderBy(order(messages.timestamp), order(messages.seq))
      .limit(params.limit)
      .offset(params.offset),
    db
      .select({ n: count() })
      .from(messages)
      .innerJoin(conversations, eq(conversations.id, messages.conversationId))
      .innerJoin(instances, eq(instances.id, conversations.instanceId))
      .where(and(...conditions)),
  ]);
  return { rows: rows.map(toFailed), total: Number(totals?.n ?? 0) };
}

export interface ResendCandidate extends FailedMessage {
  audio: { base64: string; mimetype: string } | null;
  /** A photo's stored bytes (the car photo of a reply), sent again as they are. */
  image: { bytes: Buffer; mimetype: string } | null;
}

/** The failed messages among `ids` the caller may send again, with a voice note's or photo's bytes. */
export async function findResendable(
  db: DbOrTx,
  tenantId: string,
  scope: InstanceScope,
  ids: readonly string[],
): Promise<ResendCandidate[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ ...columns, media: messageMedia.data })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .leftJoin(messageMedia, eq(messageMedia.messageId, messages.id))
    .where(and(inArray(messages.id, [...ids]), ...resendable(db, tenantId, scope)))
    .orderBy(asc(messages.timestamp), asc(messages.seq));
  return rows.map((row) => ({
    ...toFailed(row),
    audio:
      row.mediaType === 'audio' && row.media
        ? { base64: Buffer.from(row.media).toString('base64'), mimetype: row.mediaMimetype ?? 'audio/ogg' }
        : null,
    image:
      row.mediaType === 'image' && row.media
        ? { bytes: Buffer.from(row.media), mimetype: row.mediaMimetype ?? 'image/jpeg' }
        : null,
  }));
}

/** Takes the failed message for one re-send; false when another click already took it. */
export async function claimResend(
  db: DbOrTx,
  tenantId: string,
  failedMessageId: string,
  by: { userId: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .insert(messageResends)
    .values({ failedMessageId, organizationId: tenantId, byUserId: by.userId, startedAt: by.at })
    .onConflictDoNothing()
    .returning({ id: messageResends.failedMessageId });
  return rows.length > 0;
}

export async function finishResend(
  db: DbOrTx,
  tenantId: string,
  failedMessageId: string,
  outcome: { resentMessageId: string | null; status: 'sent' | 'failed'; error: string | null; at: Date },
): Promise<void> {
  await db
    .update(messageResends)
    .set({
      resentMessageId: outcome.resentMessageId,
      status: outcome.status,
      error: outcome.error,
      finishedAt: outcome.at,
    })
    .where(
      and(eq(messageResends.organizationId, tenantId), eq(messageResends.failedMessageId, failedMessageId)),
    );
}
