import type { FastifyInstance } from 'fastify';
import type { InstanceSettingsView } from '../../../contract/ai-config';
import type { GlobalSwitchResponse } from '../../../contract/inbox';
import type { DbOrTx, Tx } from '../../db/client';
import { type AuthContext, isAdmin } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { getSettingsView } from '../ai-config/settings-service';
import { scopeOf } from '../instances/service';
import { setOrganizationAi } from '../settings/repository';
import { switchEvent } from './switch-events';
import * as repo from './switch-repository';

const instanceNotFound = () => notFound('Instância não encontrada');

/**
 * Flips a switch over one instance or over every instance the caller may see (the inbox's
 * 'Todas as instâncias' view), with all their conversations, in one transaction: the browser makes
 * one call instead of one per instance and conversation. Admins reach the organization's
 * instances, a seller its own; an instance out of reach is a 404.
 */
export async function flipSwitch(
  app: FastifyInstance,
  actor: AuthContext,
  target: { instanceId?: string },
  kind: repo.SwitchKind,
  enabled: boolean,
): Promise<GlobalSwitchResponse> {
  const result = await app.db.transaction((tx) => applySwitchIn(app, tx, actor, target, kind, enabled));
  return {
    success: true,
    enabled,
    instances: result.instanceIds.length,
    conversations: result.conversations,
  };
}

/**
 * The switch inside the caller's transaction, with its live events. An admin's AI switch over every
 * instance is also the organization's global AI (the /settings switch): the two are one setting.
 */
export async function applySwitchIn(
  app: FastifyInstance,
  tx: Tx,
  actor: AuthContext,
  target: { instanceId?: string },
  kind: repo.SwitchKind,
  enabled: boolean,
): Promise<repo.SwitchResult> {
  const applied = await repo.applySwitch(tx, actor.organizationId, scopeOf(actor), target, kind, enabled);
  if (target.instanceId !== undefined && applied.instanceIds.length === 0) throw instanceNotFound();
  if (kind === 'ai' && target.instanceId === undefined && isAdmin(actor)) {
    await setOrganizationAi(tx, actor.organizationId, enabled);
  }
  for (const instanceId of applied.instanceIds) {
    await app.events.publish(actor.organizationId, switchEvent(kind, enabled, instanceId), tx);
  }
  return applied;
}

/**
 * GET /api/instances/:id/settings: the behaviour settings (spec 1 §3) with defaults applied, the
 * two switches, which live on the instance row and are the truth for the pipeline, and the
 * scraping configuration; built by the settings dialog's module, which also serves the PATCH.
 */
export async function getInstanceSettings(
  db: DbOrTx,
  actor: AuthContext,
  instanceId: string,
): Promise<InstanceSettingsView> {
  return getSettingsView(db, actor, instanceId);
}
