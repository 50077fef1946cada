import type { FastifyInstance } from 'fastify';
import { CONVERSATION_FOLLOWUP_DEFAULTS } from '../../../contract/constants';
import type {
  Conversation,
  ConversationListQuery,
  ConversationPage,
  FollowupToggleBody,
} from '../../../contract/inbox';
import type { DbOrTx } from '../../db/client';
import { resumeFollowUpLadder } from '../../engine/followup';
import type { AuthContext } from '../../lib/auth-context';
import { scopeOf } from '../instances/service';
import { conversationNotFound, requireVisibleConversation } from './access';
import { aiSwitchChanges } from './ai-pause';
import { toConversation } from './mappers';
import * as repo from './repository';
import { switchEvent } from './switch-events';

/** What one page of the inbox depends on, and nothing else: the key of a shared read. */
export function conversationPageRequest(actor: AuthContext, query: ConversationListQuery) {
  return {
    tenantId: actor.organizationId,
    scope: scopeOf(actor),
    filter: {
      instanceId: query.instanceId,
      search: query.search || undefined,
      needsAttention: query.needsAttention === 'true',
    },
    page: { offset: (query.page - 1) * query.limit, limit: query.limit },
  };
}

export async function listConversations(
  db: DbOrTx,
  actor: AuthContext,
  query: ConversationListQuery,
): Promise<ConversationPage> {
  const request = conversationPageRequest(actor, query);
  const page = await repo.listConversationCards(
    db,
    request.tenantId,
    request.scope,
    request.filter,
    request.page,
  );
  return { conversations: page.rows.map(toConversation), hasMore: page.hasMore };
}

export async function getConversation(db: DbOrTx, actor: AuthContext, id: string): Promise<Conversation> {
  const row = await repo.findConversationCard(db, actor.organizationId, scopeOf(actor), id);
  if (!row) throw conversationNotFound();
  return toConversation(row);
}

/** Applies a change to a conversation the caller may see and answers the card as it now is. */
async function change(
  db: DbOrTx,
  actor: AuthContext,
  id: string,
  changes: repo.ConversationChanges,
  after?: (tx: DbOrTx, instanceId: string) => Promise<void>,
): Promise<Conversation> {
  return db.transaction(async (tx) => {
    const updated = await repo.updateVisibleConversation(
      tx,
      actor.organizationId,
      scopeOf(actor),
      id,
      changes,
    );
    if (!updated) throw conversationNotFound();
    await after?.(tx, updated.instanceId);
    return getConversation(tx, actor, id);
  });
}

/** The conversation's AI on or off, announced to every screen of the organization. */
export function setConversationAi(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  enabled: boolean,
): Promise<Conversation> {
  return change(app.db, actor, id, aiSwitchChanges(enabled), (tx, instanceId) =>
    app.events.publish(actor.organizationId, switchEvent('ai', enabled, instanceId, id), tx),
  );
}

/** Only the flag: the conversation's own delay and text, if any, are kept for the next time. */
export function setConversationFollowup(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  enabled: boolean,
): Promise<Conversation> {
  return change(
    app.db,
    actor,
    id,
    { isFollowUpActive: enabled },
    afterFollowupChange(app, actor, id, enabled),
  );
}

/**
 * After the conversation's follow-up changed: the ladder follows the new switch and delay at once,
 * and every screen of the organization is told.
 */
const afterFollowupChange =
  (app: FastifyInstance, actor: AuthContext, id: string, enabled: boolean) =>
  async (tx: DbOrTx, instanceId: string): Promise<void> => {
    await resumeFollowUpLadder(tx, actor.organizationId, id, app.clock.now());
    await app.events.publish(actor.organizationId, switchEvent('followup', enabled, instanceId, id), tx);
  };

/**
 * The card's F-up button (spec 2 §7): enabling stores the delay in minutes and the text, the
 * spec's defaults (60, 'Olá! Como posso ajudar você hoje?') when the body leaves them out.
 */
export function toggleConversationFollowup(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: FollowupToggleBody,
): Promise<Conversation> {
  const changes: repo.ConversationChanges = { isFollowUpActive: body.enabled };
  if (body.enabled) {
    changes.followupTime = body.followupTime ?? CONVERSATION_FOLLOWUP_DEFAULTS.followupTime;
    changes.followupMessage = body.followupMessage ?? CONVERSATION_FOLLOWUP_DEFAULTS.followupMessage;
  } else {
    if (body.followupTime !== undefined) changes.followupTime = body.followupTime;
    if (body.followupMessage !== undefined) changes.followupMessage = body.followupMessage;
  }
  return change(app.db, actor, id, changes, afterFollowupChange(app, actor, id, body.enabled));
}

/**
 * Renames the contact ('Nome do contato'). The name is the operator's from then on: the intake must
 * not replace it with the WhatsApp push name of the next message.
 */
export async function renameContact(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  contactName: string,
): Promise<Conversation> {
  return app.db.transaction(async (tx) => {
    const before = await requireVisibleConversation(tx, actor, id, { lock: true });
    await repo.updateVisibleConversation(tx, actor.organizationId, scopeOf(actor), id, { contactName });
    await app.events.publish(
      actor.organizationId,
      {
        type: 'contact_name_updated',
        instanceId: before.instanceId,
        conversationId: id,
        oldName: before.contactName,
        newName: contactName,
        byUserId: actor.userId,
      },
      tx,
    );
    return getConversation(tx, actor, id);
  });
}
