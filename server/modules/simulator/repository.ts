import { and, asc, desc, eq, isNull, max, ne, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  cloudNumbers,
  conversations,
  instances,
  messageMedia,
  messages,
  simulatorMessages,
} from '../../db/schema';
import type { SimulatorInstanceRow } from '../../gateways/simulator';

/** The simulator page's reads, all scoped to the tenant's live simulator instances. */

export type SimulatorInstanceRecord = SimulatorInstanceRow & {
  qrUpdatedAt: Date | null;
  /** `simulator` (Evolution's protocol) or `cloud` (the official number on the Graph API simulator). */
  gateway: 'simulator' | 'evolution' | 'cloud';
};

const columns = {
  id: instances.id,
  organizationId: instances.organizationId,
  name: instances.name,
  phone: instances.phone,
  gatewayInstanceName: instances.gatewayInstanceName,
  webhookSecret: instances.webhookSecret,
  isConnected: instances.isConnected,
  connectionState: instances.connectionState,
  qrCode: instances.qrCode,
  qrUpdatedAt: instances.qrUpdatedAt,
  gateway: instances.gateway,
};

/** An official number the built-in Cloud API simulator plays Meta for. */
const simulatedCloudNumber = and(
  eq(instances.gateway, 'cloud'),
  sql`exists (select 1 from ${cloudNumbers}
    where ${cloudNumbers.instanceId} = ${instances.id} and ${cloudNumbers.simulated})`,
);

/** The tenant's numbers on a simulator: the Evolution-side ones and the simulated official ones. */
const liveSimulators = (tenantId: string) =>
  and(
    eq(instances.organizationId, tenantId),
    or(eq(instances.gateway, 'simulator'), simulatedCloudNumber),
    isNull(instances.deletedAt),
  );

export function listSimulatorInstances(db: DbOrTx, tenantId: string): Promise<SimulatorInstanceRecord[]> {
  return (
    db
      .select(columns)
      .from(instances)
      .where(liveSimulators(tenantId))
      // The Evolution-side numbers first: the page opens on one, as before there were official ones.
      .orderBy(asc(sql`${instances.gateway} = 'cloud'`), asc(instances.createdAt), asc(instances.id))
  );
}

export async function findSimulatorInstance(
  db: DbOrTx,
  tenantId: string,
  id: string,
): Promise<SimulatorInstanceRecord | undefined> {
  const [row] = await db
    .select(columns)
    .from(instances)
    .where(and(liveSimulators(tenantId), eq(instances.id, id)));
  return row;
}

export interface ConversationContact {
  contactNumber: string;
  contactName: string;
  lastMessage: string | null;
  lastMessageAt: Date | null;
}

/** Contacts as the intake stored them (the customers who wrote). */
export function listConversationContacts(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
): Promise<ConversationContact[]> {
  return db
    .select({
      contactNumber: conversations.contactNumber,
      contactName: conversations.contactName,
      lastMessage: conversations.lastMessage,
      lastMessageAt: conversations.lastMessageAt,
    })
    .from(conversations)
    .where(and(eq(conversations.organizationId, tenantId), eq(conversations.instanceId, instanceId)));
}

/** Numbers the business sent to, with when it last did (a consultant notified, say, never wrote). */
export function listOutboxContacts(
  db: DbOrTx,
  instanceId: string,
): Promise<Array<{ contactNumber: string; lastAt: Date | null }>> {
  return db
    .select({ contactNumber: simulatorMessages.contactNumber, lastAt: max(simulatorMessages.createdAt) })
    .from(simulatorMessages)
    .where(and(eq(simulatorMessages.instanceId, instanceId), ne(simulatorMessages.kind, 'presence')))
    .groupBy(simulatorMessages.contactNumber);
}

export interface CustomerMessageRecord {
  id: string;
  gatewayMessageId: string | null;
  content: string;
  mediaType: string | null;
  mediaMimetype: string | null;
  mediaFilename: string | null;
  media: Uint8Array | null;
  timestamp: Date;
  /** When the intake stored it: a finer order than WhatsApp's whole-second timestamps. */
  createdAt: Date;
  contactName: string;
}

/** What the customer's phone sent, latest stored first, as the intake stored it. */
export function listCustomerMessages(
  db: DbOrTx,
  tenantId: string,
  instanceId: string,
  contactNumber: string,
  limit: number,
): Promise<CustomerMessageRecord[]> {
  return db
    .select({
      id: messages.id,
      gatewayMessageId: messages.gatewayMessageId,
      content: messages.content,
      mediaType: messages.mediaType,
      mediaMimetype: messages.mediaMimetype,
      mediaFilename: messages.mediaFilename,
      media: messageMedia.data,
      timestamp: messages.timestamp,
      createdAt: messages.createdAt,
      contactName: conversations.contactName,
    })
    .from(messages)
    .innerJoin(conversations, eq(conversations.id, messages.conversationId))
    .leftJoin(messageMedia, eq(messageMedia.messageId, messages.id))
    .where(
      and(
        eq(messages.organizationId, tenantId),
        eq(conversations.instanceId, instanceId),
        eq(conversations.contactNumber, contactNumber),
        eq(messages.direction, 'in'),
      ),
    )
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(limit);
}

export type OutboxRecord = typeof simulatorMessages.$inferSelect;

/** What reached the customer's phone from the business, newest first (presences included). */
export function listOutbox(
  db: DbOrTx,
  instanceId: string,
  contactNumber: string,
  limit: number,
): Promise<OutboxRecord[]> {
  return db
    .select()
    .from(simulatorMessages)
    .where(
      and(eq(simulatorMessages.instanceId, instanceId), eq(simulatorMessages.contactNumber, contactNumber)),
    )
    .orderBy(desc(simulatorMessages.createdAt), desc(simulatorMessages.id))
    .limit(limit);
}
