import { isNull, lt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { SESSION_TIMEOUT } from '../../contract/settings';
import type { DbOrTx } from '../db/client';
import { organizations, userSessions } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { PermanentJobError } from '../jobs/runner';
import { loadOrgSettings, parseStoredSettings } from '../lib/org-settings';
import { writeBackup } from './dump';
import { pruneBackups } from './store';

const DAY_MS = 24 * 60 * 60_000;
export const BACKUP_SWEEP_JOB = 'daily_backup_sweep';
export const BACKUP_JOB = 'organization_backup';

/** Queues the one daily sweep (a pending one moves to `runAt`). */
export function queueBackupSweep(db: DbOrTx, runAt: Date): Promise<string> {
  return enqueueJob(db, {
    kind: BACKUP_SWEEP_JOB,
    organizationId: null,
    payload: {},
    runAt,
    dedupeKey: BACKUP_SWEEP_JOB,
  });
}

/**
 * The daily sweep: one backup job per live organization whose setting is on (each retried on its
 * own), and sessions idle past the longest timeout removed. Answers how many backups it queued.
 */
export async function sweepBackups(db: DbOrTx, now: Date): Promise<number> {
  const orgs = await db
    .select({ id: organizations.id, settings: organizations.settings })
    .from(organizations)
    .where(isNull(organizations.deletedAt));
  let queued = 0;
  for (const org of orgs) {
    if (!parseStoredSettings(org.settings).dailyBackup) continue;
    await enqueueJob(db, {
      kind: BACKUP_JOB,
      organizationId: org.id,
      payload: { organizationId: org.id },
      runAt: now,
      dedupeKey: `${BACKUP_JOB}:${org.id}`,
      maxAttempts: 3,
    });
    queued += 1;
  }
  const deadBefore = new Date(now.getTime() - SESSION_TIMEOUT.max * 60_000);
  await db.delete(userSessions).where(lt(userSessions.lastSeenAt, deadBefore));
  return queued;
}

const BackupPayload = z.object({ organizationId: z.uuid() });

/** One organization's backup, then the old ones pruned to the newest 14. */
export async function backUpOrganization(
  app: FastifyInstance,
  organizationId: string,
  now: Date,
): Promise<{ rows: number; pruned: number } | null> {
  const settings = await loadOrgSettings(app.db, organizationId);
  // Switched off between the sweep and the run: nothing to do.
  if (!settings?.dailyBackup) return null;
  const result = await writeBackup(app.db, app.config.dataDir, organizationId, now);
  const pruned = await pruneBackups(app.config.dataDir, organizationId);
  app.log.info({ organizationId, rows: result.rows, pruned }, 'organization backup written');
  return { rows: result.rows, pruned };
}

export function registerBackupJobs(app: FastifyInstance): void {
  app.jobs.register(BACKUP_SWEEP_JOB, async () => {
    const now = app.clock.now();
    await sweepBackups(app.db, now);
    await queueBackupSweep(app.db, new Date(now.getTime() + DAY_MS));
  });
  app.jobs.register(BACKUP_JOB, async (job) => {
    const payload = BackupPayload.safeParse(job.payload);
    if (!payload.success) throw new PermanentJobError('backup sem organização');
    await backUpOrganization(app, payload.data.organizationId, app.clock.now());
  });
  app.addHook('onReady', async () => {
    if (app.config.runJobs) await queueBackupSweep(app.db, app.clock.now());
  });
}
