import { and, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { instances, logs, organizations } from '../../db/schema';
import { type ParsedLine, parseLine } from './line';

/**
 * Where pino's lines go besides stdout: the `logs` table, in batches, for the organization they are
 * about. Writing never waits for the database: lines are buffered and flushed every second (or at
 * 200 lines); a failed flush drops its batch and says so on stderr, never through the logger itself.
 * Which levels an organization keeps: info and above, debug too when its settings say `debugMode`.
 */

const FLUSH_MS = 1_000;
const FLUSH_AT = 200;
/** Lines waiting beyond this are dropped (a database that cannot keep up must not eat the memory). */
const MAX_BUFFERED = 10_000;
const POLICY_TTL_MS = 30_000;

export class LogSink {
  private buffer: ParsedLine[] = [];
  private timer: NodeJS.Timeout | null = null;
  private flushing: Promise<void> = Promise.resolve();
  private closed = false;
  private readonly debugMode = new Map<string, { on: boolean; exists: boolean; at: number }>();
  private readonly instanceOrg = new Map<string, string | null>();

  constructor(private readonly db: Db) {}

  /** The pino destination's side: one JSON line (or several) per call. */
  write(chunk: string): void {
    if (this.closed) return;
    for (const text of chunk.split('\n')) {
      if (!text) continue;
      const line = parseLine(text);
      if (!line || (!line.organizationId && !line.instanceId)) continue;
      if (this.buffer.length >= MAX_BUFFERED) return;
      this.buffer.push(line);
    }
    if (this.buffer.length >= FLUSH_AT) void this.flush();
    else if (!this.timer && this.buffer.length > 0) {
      this.timer = setTimeout(() => void this.flush(), FLUSH_MS);
      this.timer.unref();
    }
  }

  /** Writes what is buffered; resolves when it is stored (tests and shutdown await it). */
  flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    const batch = this.buffer;
    this.buffer = [];
    this.flushing = this.flushing.then(() => (batch.length > 0 ? this.store(batch) : undefined));
    return this.flushing;
  }

  async close(): Promise<void> {
    await this.flush();
    this.closed = true;
  }

  private async store(batch: ParsedLine[]): Promise<void> {
    try {
      await this.resolveOrganizations(batch);
      await this.loadPolicies(batch);
      const rows = batch.flatMap((line) => {
        if (!line.organizationId) return [];
        const policy = this.debugMode.get(line.organizationId);
        if (!policy?.exists) return [];
        const debug = policy.on;
        if ((line.level === 'debug' || line.routineHttp) && !debug) return [];
        return [
          {
            organizationId: line.organizationId,
            instanceId: line.instanceId,
            level: line.level,
            category: line.category,
            message: line.message,
            metadata: line.metadata,
            timestamp: line.time,
          },
        ];
      });
      if (rows.length > 0) await this.db.insert(logs).values(rows);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      process.stderr.write(`logs not stored (${batch.length} lines): ${reason}\n`);
    }
  }

  /** Lines of the engine name an instance, not an organization: look the owner up (cached). */
  private async resolveOrganizations(batch: ParsedLine[]): Promise<void> {
    const unknown = [
      ...new Set(
        batch.flatMap((line) =>
          !line.organizationId && line.instanceId && !this.instanceOrg.has(line.instanceId)
            ? [line.instanceId]
            : [],
        ),
      ),
    ];
    if (unknown.length > 0) {
      const found = await this.db
        .select({ id: instances.id, organizationId: instances.organizationId })
        .from(instances)
        .where(inArray(instances.id, unknown));
      for (const id of unknown)
        this.instanceOrg.set(id, found.find((row) => row.id === id)?.organizationId ?? null);
    }
    for (const line of batch) {
      if (!line.organizationId && line.instanceId)
        line.organizationId = this.instanceOrg.get(line.instanceId) ?? null;
    }
  }

  private async loadPolicies(batch: ParsedLine[]): Promise<void> {
    const now = Date.now();
    const stale = [
      ...new Set(
        batch.flatMap((line) => {
          if (!line.organizationId) return [];
          const known = this.debugMode.get(line.organizationId);
          return known && now - known.at < POLICY_TTL_MS ? [] : [line.organizationId];
        }),
      ),
    ];
    if (stale.length === 0) return;
    const rows = await this.db
      .select({
        id: organizations.id,
        debug: sql<boolean>`coalesce(${organizations.settings} -> 'debugMode' = 'true'::jsonb, false)`,
      })
      .from(organizations)
      .where(and(inArray(organizations.id, stale), isNull(organizations.deletedAt)));
    for (const id of stale) {
      const row = rows.find((candidate) => candidate.id === id);
      this.debugMode.set(id, { on: row?.debug === true, exists: row !== undefined, at: now });
    }
  }

  /** Forget an organization's cached debug choice (its settings changed). */
  forgetPolicy(organizationId: string): void {
    this.debugMode.delete(organizationId);
  }
}
