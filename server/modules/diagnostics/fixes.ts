import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { EmergencyFixResponse, QuickFixBody, QuickFixResponse } from '../../../contract/diagnostic';
import { aiConfigs, conversations, instances } from '../../db/schema';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { AUTOMATIC_PAUSE_REASONS, loadInstanceFacts } from './facts';

/** The diagnostic's corrections (spec 3 §2.12, §7, §8). Each in one transaction. */

/** Per-conversation live events up to this many (a burst of switches costs a NOTIFY each). */
const MAX_CONVERSATION_EVENTS = 100;
const KEPT_OFF_LISTED = 50;

async function instanceOf(app: FastifyInstance, actor: AuthContext, id: string) {
  const row = await loadInstanceFacts(
    app.db,
    actor.organizationId,
    id,
    isAdmin(actor) ? undefined : actor.userId,
  );
  if (!row) throw notFound('Instância não encontrada');
  return row;
}

/**
 * POST /api/instances/:id/emergency-fix-ai: the AI back on for the conversations the pipeline's own
 * rules paused (first contact to a human, a hot lead handed over). Those a person switched off stay
 * off and are listed, so the admin can decide about them one by one.
 */
export async function emergencyFixAi(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
): Promise<EmergencyFixResponse> {
  await instanceOf(app, actor, id);
  const tenant = and(
    eq(conversations.organizationId, actor.organizationId),
    eq(conversations.instanceId, id),
  );
  return app.db.transaction(async (tx) => {
    const fixed = await tx
      .update(conversations)
      .set({ isAiActive: true, aiPausedReason: null, updatedAt: app.clock.now() })
      .where(
        and(
          tenant,
          eq(conversations.isAiActive, false),
          inArray(conversations.aiPausedReason, AUTOMATIC_PAUSE_REASONS),
        ),
      )
      .returning({ id: conversations.id });
    const [total] = await tx.select({ n: count() }).from(conversations).where(tenant);
    const keptOff = await tx
      .select({
        conversationId: conversations.id,
        contactName: conversations.contactName,
        contactNumber: conversations.contactNumber,
        reason: conversations.aiPausedReason,
      })
      .from(conversations)
      .where(and(tenant, eq(conversations.isAiActive, false)))
      .orderBy(sql`${conversations.lastMessageAt} desc nulls last`)
      .limit(KEPT_OFF_LISTED);
    // Any of these events refreshes every screen's conversation lists; the first ones suffice.
    for (const conversation of fixed.slice(0, MAX_CONVERSATION_EVENTS)) {
      await app.events.publish(
        actor.organizationId,
        { type: 'ai_enabled', instanceId: id, conversationId: conversation.id },
        tx,
      );
    }
    return { conversationsFixed: fixed.length, totalConversations: total?.n ?? 0, keptOff };
  });
}

/**
 * POST /api/instances/:id/settings, the quick fixes: `aiEnabled` turns on every switch of the
 * instance's AI (the card's, the system settings', the AI configuration's); `bikerHubEnabled` the
 * instance's hub flag.
 */
export async function applyQuickFix(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: QuickFixBody,
): Promise<QuickFixResponse> {
  const row = await instanceOf(app, actor, id);
  const now = app.clock.now();
  await app.db.transaction(async (tx) => {
    const scope = and(eq(instances.organizationId, actor.organizationId), eq(instances.id, id));
    if (body.aiEnabled) {
      await tx.update(instances).set({ aiEnabled: true, globalAiEnabled: true, updatedAt: now }).where(scope);
      await tx
        .update(aiConfigs)
        .set({ isActive: true, updatedAt: now })
        .where(and(eq(aiConfigs.organizationId, actor.organizationId), eq(aiConfigs.instanceId, id)));
      if (!row.aiEnabled || !row.globalAiEnabled) {
        await app.events.publish(actor.organizationId, { type: 'ai_enabled', instanceId: id }, tx);
      }
    }
    if (body.bikerHubEnabled) {
      await tx.update(instances).set({ bikerHubEnabled: true, updatedAt: now }).where(scope);
    }
  });
  const applied = [body.aiEnabled ? 'aiEnabled' : null, body.bikerHubEnabled ? 'bikerHubEnabled' : null]
    .filter(Boolean)
    .join(', ');
  return { success: true, message: `Correção ${applied} aplicada com sucesso` };
}
