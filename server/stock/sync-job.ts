import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../db/client';
import { crmConfigs, crmSyncRuns } from '../db/schema';
import { isCrmError } from '../gateways/crm/port';
import { enqueueJob } from '../jobs/queue';
import { type ClaimedJob, isLastAttempt, PermanentJobError } from '../jobs/runner';
import { noticeCrmSyncFailure } from '../notifications/triggers/crm-sync-failure';
import { findCrmLink, gatewayOfLink } from './crm-link';
import { applyCrmStock, type StockCounts } from './crm-stock';
import { pushChangedLeads } from './lead-push';

/** Stock in and leads out between the organization and its CRM, on its interval and on demand. */
export const CRM_SYNC_JOB = 'crm_sync';
export const crmSyncKey = (tenantId: string): string => `${CRM_SYNC_JOB}:${tenantId}`;
/** Attempts of one run: the first and three retries after 10 s, 20 s and 40 s. */
export const CRM_SYNC_ATTEMPTS = 4;

export type SyncTrigger = 'schedule' | 'manual';

/** Queues the organization's sync at `runAt`, replacing a pending one (one sync per organization). */
export async function queueCrmSync(db: DbOrTx, tenantId: string, runAt: Date, trigger: SyncTrigger) {
  await enqueueJob(db, {
    kind: CRM_SYNC_JOB,
    organizationId: tenantId,
    payload: { trigger },
    runAt,
    dedupeKey: crmSyncKey(tenantId),
    maxAttempts: CRM_SYNC_ATTEMPTS,
  });
}

const describe = (error: unknown): string =>
  isCrmError(error)
    ? error.message
    : `Erro inesperado na sincronização: ${error instanceof Error ? error.message : String(error)}`;

/** One attempt of a sync, recorded as a run; throws on failure so the runner retries with backoff. */
export async function runCrmSync(app: FastifyInstance, tenantId: string, job: ClaimedJob): Promise<void> {
  const link = await findCrmLink(app.db, tenantId);
  if (!link?.isActive) return;
  const trigger: SyncTrigger = job.payload.trigger === 'manual' ? 'manual' : 'schedule';
  const [run] = await app.db
    .insert(crmSyncRuns)
    .values({
      organizationId: tenantId,
      configId: link.id,
      trigger,
      attempt: job.attempts,
      status: 'running',
      startedAt: app.clock.now(),
    })
    .returning({ id: crmSyncRuns.id });
  if (!run) throw new Error('sync run not recorded');
  const next = (from: Date) => new Date(from.getTime() + link.syncInterval * 60_000);
  try {
    const crm = gatewayOfLink(app.config, link);
    let stock: StockCounts = { inserted: 0, updated: 0, removed: 0, unchanged: 0 };
    if (link.enableStockSync) {
      const cars = await crm.listStock();
      stock = await app.db.transaction((tx) => applyCrmStock(tx, tenantId, cars, app.clock.now()));
    }
    const leadsPushed = link.enableLeadSync
      ? await pushChangedLeads(app.db, tenantId, crm, app.clock.now())
      : 0;
    const now = app.clock.now();
    await app.db.transaction(async (tx) => {
      await tx
        .update(crmSyncRuns)
        .set({
          status: 'success',
          finishedAt: now,
          stockInserted: stock.inserted,
          stockUpdated: stock.updated,
          stockRemoved: stock.removed,
          stockUnchanged: stock.unchanged,
          leadsPushed,
        })
        .where(eq(crmSyncRuns.id, run.id));
      await tx
        .update(crmConfigs)
        .set({ lastSync: now, lastSyncStatus: 'success', lastSyncError: null })
        .where(eq(crmConfigs.id, link.id));
      await queueCrmSync(tx, tenantId, next(now), 'schedule');
    });
  } catch (error) {
    const retryable = !isCrmError(error) || error.retryable;
    const final = !retryable || isLastAttempt(job, error);
    const message = describe(error);
    const now = app.clock.now();
    app.log.warn({ tenantId, attempt: job.attempts, final, err: message }, 'crm sync failed');
    await app.db.transaction(async (tx) => {
      await tx
        .update(crmSyncRuns)
        .set({ status: final ? 'failed' : 'retrying', finishedAt: now, error: message })
        .where(eq(crmSyncRuns.id, run.id));
      await tx
        .update(crmConfigs)
        .set({ lastSyncStatus: final ? 'error' : 'retrying', lastSyncError: message })
        .where(eq(crmConfigs.id, link.id));
      // Given up: the regular schedule still tries again later. A retry must not be queued over.
      if (final) await queueCrmSync(tx, tenantId, next(now), 'schedule');
      if (final)
        await noticeCrmSyncFailure(app, tx, { organizationId: tenantId, runId: run.id, error: message });
    });
    if (!retryable) throw new PermanentJobError(message, { cause: error });
    throw error;
  }
}

export function registerCrmSyncJob(app: FastifyInstance): void {
  app.jobs.register(CRM_SYNC_JOB, async (job) => {
    if (!job.organizationId) throw new PermanentJobError('crm_sync without its organization');
    await runCrmSync(app, job.organizationId, job);
  });
}
