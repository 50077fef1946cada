import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { conversations, instances, logs, messages } from '../../../db/schema';
import { appendStepToMessageRecord, type LaterStep } from '../../monitor/records';

export interface NoticeConversation {
  contactName: string;
  contactNumber: string;
  instanceName: string;
}

export async function findNoticeConversation(
  db: DbOrTx,
  tenantId: string,
  conversationId: string,
): Promise<NoticeConversation | null> {
  const [row] = await db
    .select({
      contactName: conversations.contactName,
      contactNumber: conversations.contactNumber,
      instanceName: instances.name,
    })
    .from(conversations)
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .where(
      and(
        eq(conversations.id, conversationId),
        eq(conversations.organizationId, tenantId),
        isNull(instances.deletedAt),
      ),
    );
  return row ?? null;
}

/** Adds a later step to the webhook monitor record of the customer message that led to it. */
export async function addStepForMessage(
  db: DbOrTx,
  tenantId: string,
  messageId: string | null,
  step: LaterStep,
): Promise<void> {
  if (!messageId) return;
  const [message] = await db
    .select({ instanceId: messages.instanceId, gatewayMessageId: messages.gatewayMessageId })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.organizationId, tenantId)));
  if (!message?.gatewayMessageId) return;
  await appendStepToMessageRecord(
    db,
    tenantId,
    { instanceId: message.instanceId, gatewayMessageId: message.gatewayMessageId },
    step,
  );
}

export interface LogLine {
  organizationId: string;
  instanceId: string;
  level: 'error' | 'warn' | 'info';
  category: string;
  message: string;
  metadata: Record<string, unknown>;
  at: Date;
}

/** A line of the organization's logs (/logslogs). */
export async function writeLog(db: DbOrTx, line: LogLine): Promise<void> {
  await db.insert(logs).values({
    organizationId: line.organizationId,
    instanceId: line.instanceId,
    level: line.level,
    category: line.category,
    message: line.message,
    metadata: line.metadata,
    timestamp: line.at,
  });
}
