import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enqueueJob } from '../../../server/jobs/queue';
import { type EngineApp, engineApp } from '../engine/app';

/** `runDue` runs everything due, also what the jobs it ran queued for now, in one call. */

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
