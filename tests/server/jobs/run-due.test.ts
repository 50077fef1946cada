import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../server/jobs/queue';
import { type EngineApp, engineApp } from '../engine/app';

/**
 * `runDue` claims again only while a round may have left due jobs behind: a job queued here by a
 * job runs in the same call; one another process queued waits for the next call, as for a poll.
 */

let t: EngineApp;
let kindSeq = 0;
const newKind = () => `run_due_job_${++kindSeq}`;

beforeAll(async () => {
  t = await engineApp();
});
afterAll(() => t.close());

describe('runDue', () => {
  it('runs in the same call a due job that a job queued', async () => {
    const first = newKind();
    const second = newKind();
    const ran: string[] = [];
    t.app.jobs.register(first, async () => {
      ran.push(first);
      await enqueueJob(t.db, { kind: second, organizationId: null, payload: {}, runAt: t.clock.now() });
    });
    t.app.jobs.register(second, async () => void ran.push(second));
    await enqueueJob(t.db, { kind: first, organizationId: null, payload: {}, runAt: t.clock.now() });

    expect(await t.app.jobs.runDue()).toBe(2);
    expect(ran).toEqual([first, second]);
  });

  it('leaves a job another process queued meanwhile to the next call, and runs it there', async () => {
    const first = newKind();
    const other = newKind();
    const ran: string[] = [];
    t.app.jobs.register(first, async () => {
      ran.push(first);
      // Written as another server process would: straight into the table, not through this process.
      await t.db.execute(
        sql`insert into jobs (kind, payload, run_at) values (${other}, '{}'::jsonb, ${t.clock.now().toISOString()}::timestamptz)`,
      );
    });
    t.app.jobs.register(other, async () => void ran.push(other));
    await enqueueJob(t.db, { kind: first, organizationId: null, payload: {}, runAt: t.clock.now() });

    expect(await t.app.jobs.runDue()).toBe(1);
    expect(ran).toEqual([first]);
    expect(await t.app.jobs.runDue()).toBe(1);
    expect(ran).toEqual([first, other]);
  });

  it('claims again after a round that took as many jobs as it could', async () => {
    const kind = newKind();
    let ran = 0;
    t.app.jobs.register(kind, async () => void ran++);
    // More than one round's worth (the runner takes 8 at once by default).
    for (let n = 0; n < 20; n++) {
      await enqueueJob(t.db, { kind, organizationId: null, payload: { n }, runAt: t.clock.now() });
    }
    expect(await t.app.jobs.runDue()).toBe(20);
    expect(ran).toBe(20);
  });
});
