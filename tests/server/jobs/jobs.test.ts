import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, logs } from '../../../server/db/schema';
import { cancelJobs, enqueueJob } from '../../../server/jobs/queue';
import { type ClaimedJob, JobRunner, PermanentJobError } from '../../../server/jobs/runner';
import { type EngineApp, engineApp } from '../engine/app';

/** The durable job queue: debounce, retries, recovery after a crash, several runners on one table. */

let t: EngineApp;
let kindSeq = 0;
/** A kind of its own per test, so tests never run each other's jobs. */
const newKind = () => `test_job_${++kindSeq}`;

beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

const jobRow = async (id: string) => {
  const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
  return row;
};

const inSeconds = (seconds: number) => new Date(t.clock.now().getTime() + seconds * 1000);

describe('the job queue', () => {
  it('runs a job only once it is due', async () => {
    const kind = newKind();
    const ran: unknown[] = [];
    t.app.jobs.register(kind, async (job) => void ran.push(job.payload));
    await enqueueJob(t.db, { kind, organizationId: null, payload: { n: 1 }, runAt: inSeconds(30) });

    expect(await t.app.jobs.runDue()).toBe(0);
    t.clock.advance(30_000);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(ran).toEqual([{ n: 1 }]);
    expect(await t.app.jobs.runDue()).toBe(0);
  });

  it('keeps one pending job per key, moved later by each new enqueue (debounce)', async () => {
    const kind = newKind();
    const ran: unknown[] = [];
    t.app.jobs.register(kind, async (job) => void ran.push(job.payload));
    const key = `${kind}:conversation`;
    await enqueueJob(t.db, {
      kind,
      organizationId: null,
      payload: { n: 1 },
      runAt: inSeconds(10),
      dedupeKey: key,
    });
    t.clock.advance(5_000);
    await enqueueJob(t.db, {
      kind,
      organizationId: null,
      payload: { n: 2 },
      runAt: inSeconds(10),
      dedupeKey: key,
    });
    t.clock.advance(6_000);
    // The first time has passed, but the job was pushed to the second enqueue's time.
    expect(await t.app.jobs.runDue()).toBe(0);
    t.clock.advance(4_000);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(ran).toEqual([{ n: 2 }]);
  });

  it('cancels the pending job of a key', async () => {
    const kind = newKind();
    const ran: unknown[] = [];
    t.app.jobs.register(kind, async (job) => void ran.push(job.payload));
    const id = await enqueueJob(t.db, {
      kind,
      organizationId: null,
      payload: {},
      runAt: t.clock.now(),
      dedupeKey: `${kind}:k`,
    });
    expect(await cancelJobs(t.db, `${kind}:k`)).toBe(1);
    expect(await t.app.jobs.runDue()).toBe(0);
    expect(ran).toEqual([]);
    expect((await jobRow(id))?.status).toBe('cancelled');
  });

  it('retries a failing job with growing waits, then fails it visibly in the logs', async () => {
    const kind = newKind();
    const attempts: number[] = [];
    t.app.jobs.register(kind, async (job) => {
      attempts.push(job.attempts);
      throw new Error('provider down');
    });
    const id = await enqueueJob(t.db, {
      kind,
      organizationId: null,
      payload: {},
      runAt: t.clock.now(),
      maxAttempts: 3,
    });

    await t.app.jobs.runDue();
    const first = await jobRow(id);
    expect(first).toMatchObject({ status: 'pending', attempts: 1, lastError: 'provider down' });
    const firstWait = (first?.runAt.getTime() ?? 0) - t.clock.now().getTime();
    expect(firstWait).toBeGreaterThan(0);

    t.clock.advance(firstWait);
    await t.app.jobs.runDue();
    const second = await jobRow(id);
    const secondWait = (second?.runAt.getTime() ?? 0) - t.clock.now().getTime();
    expect(secondWait).toBeGreaterThan(firstWait);

    t.clock.advance(secondWait);
    await t.app.jobs.runDue();
    expect(attempts).toEqual([1, 2, 3]);
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 3, lastError: 'provider down' });
    const logged = await t.db.select().from(logs).where(eq(logs.category, 'jobs'));
    expect(logged.some((line) => line.message.includes(kind) && line.message.includes('provider down'))).toBe(
      true,
    );
  });

  it('fails at once a job whose handler says another attempt cannot help', async () => {
    const kind = newKind();
    t.app.jobs.register(kind, async () => {
      throw new PermanentJobError('chave recusada');
    });
    const id = await enqueueJob(t.db, { kind, organizationId: null, payload: {}, runAt: t.clock.now() });
    await t.app.jobs.runDue();
    expect(await jobRow(id)).toMatchObject({ status: 'failed', attempts: 1, lastError: 'chave recusada' });
  });

  it('runs a due job once when two runners race for it', async () => {
    const kind = newKind();
    const runs: string[] = [];
    const handler = async (job: ClaimedJob) => void runs.push(job.id);
    const other = new JobRunner({ db: t.db, clock: t.clock, log: t.app.log });
    t.app.jobs.register(kind, handler);
    other.register(kind, handler);
    for (let n = 0; n < 5; n++) {
      await enqueueJob(t.db, { kind, organizationId: null, payload: { n }, runAt: t.clock.now() });
    }
    const [a, b] = await Promise.all([t.app.jobs.runDue(), other.runDue()]);
    expect(a + b).toBe(5);
    expect(new Set(runs).size).toBe(5);
    expect(runs).toHaveLength(5);
  });

  it('recovers a job left running by a process that died, once its lease ran out', async () => {
    const kind = newKind();
    const ran: string[] = [];
    t.app.jobs.register(kind, async (job) => void ran.push(job.id));
    const id = await enqueueJob(t.db, { kind, organizationId: null, payload: {}, runAt: t.clock.now() });
    // A process claimed it and vanished without finishing.
    await t.db
      .update(jobs)
      .set({ status: 'running', attempts: 1, lockedAt: t.clock.now(), lockedBy: 'dead-process' })
      .where(eq(jobs.id, id));

    expect(await t.app.jobs.runDue()).toBe(0);
    t.clock.advance(10 * 60_000);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(ran).toEqual([id]);
    expect(await jobRow(id)).toMatchObject({ status: 'done', attempts: 2 });
  });
});

describe('a restart', () => {
  it('loses no pending job: a new process on the same database runs it, once', async () => {
    const first = await engineApp();
    const kind = newKind();
    await enqueueJob(first.db, { kind, organizationId: null, payload: { n: 1 }, runAt: first.clock.now() });
    await first.stopApp();

    const second = await engineApp({ database: first.database, clock: first.clock });
    const ran: unknown[] = [];
    second.app.jobs.register(kind, async (job) => void ran.push(job.payload));
    expect(await second.app.jobs.runDue()).toBe(1);
    expect(await second.app.jobs.runDue()).toBe(0);
    expect(ran).toEqual([{ n: 1 }]);
    await second.close();
  });
});
