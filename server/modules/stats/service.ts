import type { Stats } from '../../../contract/stats';
import type { DbOrTx } from '../../db/client';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import * as repo from './repository';

const DAY_MS = 24 * 60 * 60 * 1000;

/** '87.5%'; '0.0%' when there is nothing to measure. */
export function percentString(part: number, whole: number): string {
  const share = whole > 0 ? (part / whole) * 100 : 0;
  return `${share.toFixed(1)}%`;
}

/**
 * The dashboard's cards (spec 1 §3), from stored data: admins see the organization, a seller its own
 * instances. Four aggregate queries, whatever the size of the organization.
 */
export async function getStats(db: DbOrTx, actor: AuthContext, now: Date = new Date()): Promise<Stats> {
  const tenantId = actor.organizationId;
  const scope: repo.StatsScope = isAdmin(actor) ? {} : { ownerId: actor.userId };
  const since = new Date(now.getTime() - DAY_MS);
  const [instanceCounts, conversationCounts, ai, today] = await Promise.all([
    repo.countInstances(db, tenantId, scope),
    repo.countConversations(db, tenantId, scope, since),
    repo.countAiAnswered(db, tenantId, scope, since),
    repo.countMessagesOfDay(db, tenantId, scope, now),
  ]);
  return {
    totalInstances: instanceCounts.total,
    activeChats: conversationCounts.active,
    activeAI: instanceCounts.aiActive,
    aiResponseRate: percentString(ai.answered, ai.asked),
    messagesProcessedToday: today,
    transferredToConsultant: conversationCounts.transferred,
  };
}
