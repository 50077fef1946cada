import type { DbOrTx } from '../../../db/client';
import { cancelJobs, enqueueJob } from '../../../jobs/queue';
import type { ClaimedJob } from '../../../jobs/runner';
import type { EngineDeps } from '../../deps';
import { describeScrapeError, readSite, type ScrapingOptions, userAgentFor } from './read-site';
import {
  findScrapeTarget,
  pendingRunAt,
  type ScrapeTarget,
  type ScrapingScheduleName,
  saveReading,
} from './repository';

/** Reads an instance's site into `scraped_knowledge`, then queues the next reading of its schedule. */
export const SCRAPE_JOB = 'scrape_site';
export const scrapeJobKey = (instanceId: string): string => `${SCRAPE_JOB}:${instanceId}`;

const INTERVAL_MS: Record<ScrapingScheduleName, number | null> = {
  hourly: 60 * 60_000,
  daily: 24 * 60 * 60_000,
  manual: null,
};

/** When the reading after one at `from` is due; null for the manual schedule. */
export function nextReadingAt(schedule: ScrapingScheduleName, from: Date): Date | null {
  const interval = INTERVAL_MS[schedule];
  return interval === null ? null : new Date(from.getTime() + interval);
}

/** Queues the instance's reading at `runAt`, replacing a pending one (one reading per instance). */
export async function queueScrape(
  db: DbOrTx,
  target: { instanceId: string; organizationId: string },
  runAt: Date,
): Promise<void> {
  await enqueueJob(db, {
    kind: SCRAPE_JOB,
    organizationId: target.organizationId,
    payload: { instanceId: target.instanceId },
    runAt,
    dedupeKey: scrapeJobKey(target.instanceId),
    maxAttempts: 3,
  });
}

export const cancelScrapes = (db: DbOrTx, instanceId: string): Promise<number> =>
  cancelJobs(db, scrapeJobKey(instanceId));

const isActive = (target: ScrapeTarget | undefined): target is ScrapeTarget & { scrapingUrl: string } =>
  !!target && !target.deleted && target.scrapingEnabled && !!target.scrapingUrl;

/** One reading; a failure is stored on the row and logged, never thrown (the next reading retries). */
export async function scrapeInstance(deps: EngineDeps, instanceId: string, options: ScrapingOptions = {}) {
  const target = await findScrapeTarget(deps.db, instanceId);
  if (!isActive(target)) return;
  const url = target.scrapingUrl;
  try {
    const page = await readSite(url, { ...options, userAgent: userAgentFor(deps.config.publicUrl) });
    await saveReading(deps.db, target, { ok: true, url, text: page.text }, deps.clock.now());
  } catch (error) {
    const reason = describeScrapeError(error);
    deps.log.warn({ instanceId, url, reason }, 'site reading failed');
    await saveReading(deps.db, target, { ok: false, url, error: reason }, deps.clock.now());
  }
  // The settings may have changed while the page was read; schedule by what they are now, and
  // leave alone a reading a save queued meanwhile (it asked for "now").
  const current = await findScrapeTarget(deps.db, instanceId);
  const next = isActive(current) ? nextReadingAt(current.scrapingSchedule, deps.clock.now()) : null;
  if (current && next && !(await pendingRunAt(deps.db, scrapeJobKey(instanceId)))) {
    await queueScrape(deps.db, current, next);
  }
}

export function registerScrapingJob(deps: EngineDeps, options: ScrapingOptions = {}): void {
  deps.jobs.register(SCRAPE_JOB, async (job: ClaimedJob) => {
    const instanceId = job.payload.instanceId;
    if (typeof instanceId !== 'string') throw new Error('scrape_site job without instanceId');
    await scrapeInstance(deps, instanceId, options);
  });
}
