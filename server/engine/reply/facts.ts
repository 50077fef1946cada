import { and, eq, type Placeholder, sql } from 'drizzle-orm';
import type { CustomerSituation } from '../../ai/prompt';
import type { Db, DbOrTx } from '../../db/client';
import { PreparedStatements } from '../../db/prepared';
import {
  aiConfigs,
  aiReplyHealth,
  conversations,
  instanceSettings,
  instances,
  leads,
  messages,
  organizations,
  scrapedKnowledge,
  vehicles,
} from '../../db/schema';
import { type InstanceConfig, instanceConfigColumns, toInstanceConfig } from '../config';
import type { EngineDeps } from '../deps';
import type { ContextMessage } from '../shared/conversation-context';
import {
  type ConversationFacts,
  decisionColumns,
  type InstanceDecisionFacts,
} from '../shared/decision-facts';
import { situationColumns, situationOf } from './situation';

/**
 * What the reply job reads about its conversation, each in one round trip (on PGlite every statement
 * is parsed and planned again, so the job's reads are few and joined).
 */

export interface ReplyChat {
  organizationId: string;
  instanceId: string;
  conversationId: string;
}

export type ReplyConversation = ConversationFacts & { contactName: string };

export const conversationColumns = {
  contactNumber: conversations.contactNumber,
  contactName: conversations.contactName,
  isAiActive: conversations.isAiActive,
  aiPausedReason: conversations.aiPausedReason,
};

/** The conversation of the prepared statements' placeholders. */
export const conversationOf = (chat: { organizationId: Placeholder; conversationId: Placeholder }) =>
  and(eq(conversations.id, chat.conversationId), eq(conversations.organizationId, chat.organizationId));

/** The start statement's values, given at each run: the statement itself is built once. */
const start$ = {
  organizationId: sql.placeholder('organizationId'),
  conversationId: sql.placeholder('conversationId'),
  instanceId: sql.placeholder('instanceId'),
  now: sql.placeholder('now'),
};

/** The most messages any instance remembers (the settings' maximum): the start reads this many at most. */
const CONTEXT_READ_LIMIT = 50;

/**
 * The conversation's last messages the customer saw or wrote, newest first, as JSON rows: after
 * the AI's last restart, without the staff's timeline lines and without our sends that failed (a
 * failure note is one). The same rule as
 * `loadContextMessages`, read inside the start so the job needs no second round trip.
 */
const contextJson = (chat: typeof start$) => sql<unknown>`(
  select coalesce(json_agg(json_build_array(m.id, m.origin, m.content, m.transcription, m.media_type, m.timestamp)
    order by m.timestamp desc, m.seq desc), '[]'::json)
  from (
    select ${messages.id}, ${messages.origin}, ${messages.content}, ${messages.transcription},
      ${messages.mediaType}, ${messages.timestamp}, ${messages.seq}
    from ${messages}
    where ${messages.organizationId} = ${chat.organizationId} and ${messages.conversationId} = ${chat.conversationId}
      and (${messages.origin} <> 'system' or (${messages.event} is null and ${messages.direction} = 'out'))
      and (${messages.direction} = 'in' or ${messages.status} in ('sent', 'delivered', 'read', 'pending'))
      and (${instances.aiMemoryResetAt} is null or ${messages.timestamp} > ${instances.aiMemoryResetAt})
    order by ${messages.timestamp} desc, ${messages.seq} desc
    limit ${CONTEXT_READ_LIMIT}
  ) m
)`;

type ContextRow = [string, ContextMessage['origin'], string, string | null, string | null, string];

/** The JSON rows of `contextJson`, oldest first. */
function toContext(value: unknown): ContextMessage[] {
  const rows = (typeof value === 'string' ? JSON.parse(value) : value) as ContextRow[] | null;
  return (rows ?? [])
    .map(([id, origin, content, transcription, mediaType, timestamp]) => ({
      id,
      origin,
      content,
      transcription,
      mediaType,
      timestamp: new Date(timestamp),
    }))
    .reverse();
}

export interface ReplyStart {
  config: InstanceConfig;
  decision: InstanceDecisionFacts;
  conversation: ReplyConversation | null;
  /** The conversation's last messages for the model, oldest first (up to the settings' maximum). */
  context: ContextMessage[];
  /** When the provider refused the instance's key repeatedly (`health.keyRejectedAt`), else null. */
  keyRejectedAt: Date | null;
  /** Whether the instance's card shows a reply failure (a reply that goes out clears it). */
  failureShown: boolean;
  /** Whether the shop has any car available: without one there is no stock to search. */
  hasStock: boolean;
  /** The conversation's lead (the tools act on it), null without one. */
  leadId: string | null;
  /** Where the lead stands for the prompt (visit, trade-in, financing), null without a lead. */
  situation: CustomerSituation | null;
}

/**
 * The start statement (see `loadReplyStart`), built once per database: its text is large (every
 * column of the config, eight joins, four subselects), and building it again was about 0.3–0.5 ms
 * of the process per job on the 2-core machine.
 */
const buildReplyStart = (db: DbOrTx) =>
  db
    .select({
      ...instanceConfigColumns,
      aiEnabled: decisionColumns.aiEnabled,
      globalAiEnabled: decisionColumns.globalAiEnabled,
      conversation: conversationColumns,
      context: contextJson(start$),
      keyRejectedAt: aiReplyHealth.keyRejectedAt,
      failureShown: sql<boolean>`${aiReplyHealth.instanceId} is not null`,
      hasStock: sql<boolean>`exists (select 1 from ${vehicles} where ${vehicles.organizationId} = ${instances.organizationId} and ${vehicles.status} = 'available')`,
      ...situationColumns(start$.organizationId, start$.now),
    })
    .from(instances)
    .innerJoin(organizations, eq(organizations.id, instances.organizationId))
    .leftJoin(aiConfigs, eq(aiConfigs.instanceId, instances.id))
    .leftJoin(instanceSettings, eq(instanceSettings.instanceId, instances.id))
    .leftJoin(scrapedKnowledge, eq(scrapedKnowledge.instanceId, instances.id))
    .leftJoin(aiReplyHealth, eq(aiReplyHealth.instanceId, instances.id))
    // Conversations reference their instance: no instance row, no conversation either.
    .leftJoin(conversations, conversationOf(start$))
    // One lead per conversation (a unique key): the join adds no row.
    .leftJoin(
      leads,
      and(eq(leads.conversationId, conversations.id), eq(leads.organizationId, start$.organizationId)),
    )
    .where(eq(instances.id, start$.instanceId))
    .prepare('reply_start');

const replyStarts = new PreparedStatements<'start', ReturnType<typeof buildReplyStart>>();

/**
 * At the start of the job, in one statement: the instance's whole config (prompt, keys, site) with
 * the decision's switches, the conversation, its recent messages, the key's health, whether the
 * shop has stock, and the conversation's lead with where it stands at `now`. Null when the instance
 * row does not exist.
 */
export async function loadReplyStart(
  deps: EngineDeps,
  db: Db,
  chat: ReplyChat,
  now: Date,
): Promise<ReplyStart | null> {
  const [row] = await replyStarts
    .get(db, 'start', () => buildReplyStart(db))
    .execute({
      organizationId: chat.organizationId,
      conversationId: chat.conversationId,
      instanceId: chat.instanceId,
      // As drizzle writes a timestamp column's value.
      now: now.toISOString(),
    });
  if (!row) return null;
  const config = toInstanceConfig(deps, row);
  // The same facts `loadDecisionFacts` reads, taken from the config instead of a second read.
  const decision: InstanceDecisionFacts = {
    organizationAiEnabled: config.organizationAiEnabled,
    instanceAiEnabled: row.aiEnabled,
    aiConfigActive: config.ai.isActive,
    instanceGlobalAiEnabled: row.globalAiEnabled,
    settings: config.settings,
    timeZone: config.timeZone,
  };
  const context = toContext(row.conversation ? row.context : null).slice(
    -Math.max(1, config.settings.maxContextMessages),
  );
  return {
    config,
    decision,
    conversation: row.conversation,
    context,
    keyRejectedAt: row.keyRejectedAt,
    failureShown: Boolean(row.failureShown),
    hasStock: Boolean(row.hasStock),
    leadId: row.leadId,
    situation: situationOf(row),
  };
}
