import type { FastifyInstance } from 'fastify';
import type { ScrapingConfigBody, ScrapingConfigResponse, ScrapingStatus } from '../../../contract/ai-config';
import type { DbOrTx } from '../../db/client';
import {
  cancelScrapes,
  findKnowledge,
  pendingRunAt,
  queueScrape,
  scrapeJobKey,
} from '../../engine/jobs/scraping';
import type { AuthContext } from '../../lib/auth-context';
import { validationError } from '../../lib/errors';
import { requirePlanFeature } from '../../lib/plan-features';
import { type AuditActor, recordChange } from '../audit/record';
import { requireWritable } from './access';
import { type ConfigInstanceRow, updateInstanceColumns } from './repository';

/** The last reading of the site and the next one queued, for the settings dialog. */
export async function scrapingStatus(
  db: DbOrTx,
  row: Pick<ConfigInstanceRow, 'id' | 'scrapingUrl'>,
): Promise<ScrapingStatus> {
  const [knowledge, nextRunAt] = await Promise.all([
    findKnowledge(db, row.id),
    pendingRunAt(db, scrapeJobKey(row.id)),
  ]);
  return {
    status: knowledge?.status ?? 'never',
    error: knowledge?.error ?? null,
    lastFetchedAt: knowledge?.fetchedAt.toISOString() ?? null,
    characters: knowledge?.characters ?? 0,
    nextRunAt: nextRunAt?.toISOString() ?? null,
  };
}

/**
 * PATCH /api/instances/:id/scraping/config (admins). Turning it on, changing the address or the
 * frequency reads the site now; the manual frequency reads it now on every save (that is its
 * "run"). Then each reading queues the next one (hourly, daily). Turning it off cancels the queue.
 */
export async function updateScrapingConfig(
  app: FastifyInstance,
  actor: AuthContext,
  instanceId: string,
  body: ScrapingConfigBody,
  source: AuditActor,
): Promise<ScrapingConfigResponse> {
  const row = await app.db.transaction(async (tx) => {
    const current = await requireWritable(tx, actor, instanceId, { lock: true });
    const next = {
      scrapingEnabled: body.scrapingEnabled ?? current.scrapingEnabled,
      scrapingUrl: body.scrapingUrl === undefined ? current.scrapingUrl : body.scrapingUrl || null,
      scrapingSchedule: body.scrapingSchedule ?? current.scrapingSchedule,
    };
    if (next.scrapingEnabled) await requirePlanFeature(tx, actor.organizationId, 'scraping');
    if (next.scrapingEnabled && !next.scrapingUrl) {
      throw validationError('scrapingUrl', 'Informe a URL do site para ativar o scraping');
    }
    const now = app.clock.now();
    await updateInstanceColumns(tx, actor.organizationId, instanceId, next, now);
    const before = {
      scrapingEnabled: current.scrapingEnabled,
      scrapingUrl: current.scrapingUrl,
      scrapingSchedule: current.scrapingSchedule,
    };
    const audited = { type: 'instance', id: instanceId, label: current.name };
    await recordChange(tx, source, 'scraping.updated', audited, before, next);

    const target = { instanceId, organizationId: actor.organizationId };
    if (!next.scrapingEnabled || !next.scrapingUrl) {
      await cancelScrapes(tx, instanceId);
    } else {
      const changed =
        !current.scrapingEnabled ||
        current.scrapingUrl !== next.scrapingUrl ||
        current.scrapingSchedule !== next.scrapingSchedule;
      const queued = await pendingRunAt(tx, scrapeJobKey(instanceId));
      if (changed || next.scrapingSchedule === 'manual' || !queued) await queueScrape(tx, target, now);
    }
    return { ...current, ...next };
  });
  return {
    success: true,
    scrapingEnabled: row.scrapingEnabled,
    scrapingUrl: row.scrapingUrl,
    scrapingSchedule: row.scrapingSchedule,
    scraping: await scrapingStatus(app.db, row),
  };
}
