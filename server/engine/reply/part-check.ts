import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { PreparedStatements } from '../../db/prepared';
import {
  aiConfigs,
  conversations,
  instanceSettings,
  instances,
  leads,
  messages,
  organizations,
} from '../../db/schema';
import { ladderNowText } from '../followup';
import type { OutboundTarget } from '../outbound';
import { decisionColumns, type InstanceDecisionFacts, toDecisionFacts } from '../shared/decision-facts';
import { conversationColumns, conversationOf, type ReplyChat, type ReplyConversation } from './facts';
import { PENDING_PART, pendingPartCte } from './pending-part';

/**
 * The check before each part of a reply, in one statement: what may have changed while the reply
 * was written (switches, the conversation, the customer's consent and newest text), where the
 * part goes, and with the part itself, its storing as pending (pending-part.ts).
 */

/** The part check's values, given at each run: its statements (one per shape) are built once. */
const check$ = {
  organizationId: sql.placeholder('organizationId'),
  conversationId: sql.placeholder('conversationId'),
  instanceId: sql.placeholder('instanceId'),
  text: sql.placeholder('text'),
  at: sql.placeholder('at'),
};

/**
 * The customer's newest message (text) and the lead's consent, read with each part's check: a
 * "parar" that arrived while the reply was being written stops it.
 */
const consentNow = (chat: typeof check$) => ({
  consentStatus: sql<string | null>`(
    select ${leads.consentStatus} from ${leads}
    where ${leads.organizationId} = ${chat.organizationId} and ${leads.conversationId} = ${chat.conversationId}
  )`,
  lastCustomerText: sql<string | null>`(
    select ${messages.content} from ${messages}
    where ${messages.organizationId} = ${chat.organizationId} and ${messages.conversationId} = ${chat.conversationId}
      and ${messages.direction} = 'in'
    order by ${messages.timestamp} desc, ${messages.seq} desc
    limit 1
  )`,
});

/**
 * The part check's statement of one shape (with the part to store, with the ladder's facts), built
 * once per database (`PreparedStatements`): drizzle building it anew cost about as much as a small
 * read's own work, on every part of every reply.
 */
const buildPartCheck = (db: DbOrTx, name: string, part: boolean, withLadder: boolean) =>
  db
    .with(...(part ? [pendingPartCte(db, check$)] : []))
    .select({
      ...decisionColumns,
      ...consentNow(check$),
      storedAs: part ? sql<string | null>`(select id from ${sql.identifier(PENDING_PART)})` : sql<null>`null`,
      ladder: withLadder ? ladderNowText(check$.organizationId, check$.conversationId) : sql<null>`null`,
      instanceDeleted: sql<boolean>`${instances.deletedAt} is not null`,
      gateway: instances.gateway,
      gatewayInstanceName: instances.gatewayInstanceName,
      gatewayTokenEnc: instances.gatewayTokenEnc,
      conversation: {
        ...conversationColumns,
        contactJid: conversations.contactJid,
        instanceId: conversations.instanceId,
      },
    })
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, instances.organizationId))
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .leftJoin(conversations, conversationOf(check$))
    .where(eq(instances.id, check$.instanceId))
    .prepare(name);

const partChecks = new PreparedStatements<string, ReturnType<typeof buildPartCheck>>();

/**
 * Before each part: the decision's facts and the conversation as they are now (an operator may have
 * switched something off meanwhile), with where the part goes, so the send does not read it again.
 * `target` is null when the send could not go there (instance deleted, conversation elsewhere).
 * With `part` (the check right before its send), the same statement stores it as pending when
 * SQL's side of the decision says go (pending-part.ts); `storedAs` is then its id.
 */
export async function loadPartCheck(
  db: Db,
  chat: ReplyChat,
  part?: { text: string; at: Date },
  /** Also read the follow-up ladder's facts (the check right before the reply's last send). */
  withLadder = false,
): Promise<{
  instance: InstanceDecisionFacts;
  conversation: ReplyConversation | null;
  target: OutboundTarget | null;
  consentStatus: string | null;
  lastCustomerText: string | null;
  storedAs: string | null;
  /** With `withLadder`: the text of `ladderNowText` (null without a live conversation); else undefined. */
  ladder?: string | null;
} | null> {
  const name = `reply_part_check${part ? '_part' : ''}${withLadder ? '_ladder' : ''}`;
  const [row] = await partChecks
    .get(db, name, () => buildPartCheck(db, name, Boolean(part), withLadder))
    .execute({
      organizationId: chat.organizationId,
      conversationId: chat.conversationId,
      instanceId: chat.instanceId,
      ...(part ? { text: part.text, at: part.at.toISOString() } : {}),
    });
  if (!row) return null;
  const {
    conversation,
    instanceDeleted,
    gateway,
    gatewayInstanceName,
    gatewayTokenEnc,
    consentStatus,
    lastCustomerText,
    storedAs,
    ladder,
    ...facts
  } = row;
  const consent = { consentStatus, lastCustomerText, storedAs, ...(withLadder ? { ladder } : {}) };
  if (!conversation)
    return { instance: toDecisionFacts(facts), conversation: null, target: null, ...consent };
  const { contactJid, instanceId, ...current } = conversation;
  const target: OutboundTarget | null =
    instanceDeleted || instanceId !== chat.instanceId
      ? null
      : {
          conversationId: chat.conversationId,
          contactNumber: current.contactNumber,
          contactJid,
          instance: {
            id: chat.instanceId,
            organizationId: chat.organizationId,
            gateway,
            gatewayInstanceName,
            gatewayTokenEnc,
          },
        };
  return { instance: toDecisionFacts(facts), conversation: current, target, ...consent };
}
