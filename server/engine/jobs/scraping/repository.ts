import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { instances, jobs, logs, scrapedKnowledge } from '../../../db/schema';

export type ScrapingScheduleName = 'hourly' | 'daily' | 'manual';

export interface ScrapeTarget {
  instanceId: string;
  organizationId: string;
  scrapingEnabled: boolean;
  scrapingUrl: string | null;
  scrapingSchedule: ScrapingScheduleName;
  deleted: boolean;
}

export async function findScrapeTarget(db: DbOrTx, instanceId: string): Promise<ScrapeTarget | undefined> {
  const [row] = await db
    .select({
      instanceId: instances.id,
      organizationId: instances.organizationId,
      scrapingEnabled: instances.scrapingEnabled,
      scrapingUrl: instances.scrapingUrl,
      scrapingSchedule: instances.scrapingSchedule,
      deletedAt: instances.deletedAt,
    })
    .from(instances)
    .where(eq(instances.id, instanceId));
  if (!row) return undefined;
  const { deletedAt, ...target } = row;
  return { ...target, deleted: deletedAt !== null };
}

export type Reading = { ok: true; url: string; text: string } | { ok: false; url: string; error: string };

/**
 * Stores a reading. A failed one keeps the last good text of the same address, so a site that is
 * briefly down does not take the AI's knowledge with it; text of another address is dropped.
 */
export async function saveReading(
  db: DbOrTx,
  target: ScrapeTarget,
  reading: Reading,
  at: Date,
): Promise<void> {
  const key = { instanceId: target.instanceId, organizationId: target.organizationId };
  if (reading.ok) {
    const values = {
      url: reading.url,
      content: reading.text,
      status: 'ok' as const,
      error: null,
      fetchedAt: at,
    };
    await db
      .insert(scrapedKnowledge)
      .values({ ...key, ...values })
      .onConflictDoUpdate({ target: scrapedKnowledge.instanceId, set: values });
    return;
  }
  const [previous] = await db
    .select({ url: scrapedKnowledge.url })
    .from(scrapedKnowledge)
    .where(eq(scrapedKnowledge.instanceId, target.instanceId));
  const failure = { url: reading.url, status: 'failed' as const, error: reading.error, fetchedAt: at };
  await db
    .insert(scrapedKnowledge)
    .values({ ...key, ...failure, content: '' })
    .onConflictDoUpdate({
      target: scrapedKnowledge.instanceId,
      set: previous?.url === reading.url ? failure : { ...failure, content: '' },
    });
  await db.insert(logs).values({
    organizationId: target.organizationId,
    instanceId: target.instanceId,
    level: 'warn',
    category: 'scraping',
    message: `Falha ao ler o site ${reading.url}: ${reading.error}`,
    metadata: { url: reading.url },
    timestamp: at,
  });
}

export interface KnowledgeRow {
  status: 'ok' | 'failed';
  error: string | null;
  fetchedAt: Date;
  characters: number;
}

export async function findKnowledge(db: DbOrTx, instanceId: string): Promise<KnowledgeRow | undefined> {
  const [row] = await db
    .select({
      status: scrapedKnowledge.status,
      error: scrapedKnowledge.error,
      fetchedAt: scrapedKnowledge.fetchedAt,
      content: scrapedKnowledge.content,
    })
    .from(scrapedKnowledge)
    .where(eq(scrapedKnowledge.instanceId, instanceId));
  if (!row) return undefined;
  const { content, ...rest } = row;
  return { ...rest, characters: content.length };
}

/** When the pending reading of a key is due, if one is queued. */
export async function pendingRunAt(db: DbOrTx, dedupeKey: string): Promise<Date | null> {
  const [row] = await db
    .select({ runAt: jobs.runAt })
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, dedupeKey), eq(jobs.status, 'pending')));
  return row?.runAt ?? null;
}
