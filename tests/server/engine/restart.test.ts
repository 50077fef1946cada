import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/db/client';
import { jobs } from '../../../server/db/schema';
import { engineApp } from './app';
import { customerSends, newCustomer, openShop, phoneOf, quietPeriodPasses, setSettings } from './shop';

/** A reply waiting for its quiet period survives the server going down (DESIGN §4: timers are rows). */

let database: Database | undefined;
afterAll(() => database?.close());

describe('a server restart while a reply is pending', () => {
  it('sends the reply exactly once, from the new process', async () => {
    const before = await engineApp();
    database = before.database;
    const shop = await openShop(before);
    await setSettings(before, shop, { singleMessage: true });
    const contact = newCustomer();
    await customerSends(before, shop, contact, { text: 'Vocês abrem no sábado?' });
    before.clock.advance(10_000);
    // The process stops 10 s into the 30 s quiet period.
    await before.stopApp();

    const after = await engineApp({ database: before.database, clock: before.clock });
    await quietPeriodPasses(after, 20);
    expect((await phoneOf(after, shop, contact)).messages).toHaveLength(1);
    await quietPeriodPasses(after, 60);
    expect((await phoneOf(after, shop, contact)).messages).toHaveLength(1);
    await after.stopApp();
  });
});

describe('a process dying in the middle of a reply', () => {
  it('has its job taken over after the lease, without sending the reply twice', async () => {
    const t = await engineApp();
    const shop = await openShop(t);
    await setSettings(t, shop, { singleMessage: true });
    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Tem Corolla 2019?' });
    await quietPeriodPasses(t);
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);

    // The reply went out, but its process died before marking the job done.
    await t.db
      .update(jobs)
      .set({ status: 'running', lockedBy: 'processo-que-caiu', lockedAt: t.clock.now(), finishedAt: null })
      .where(eq(jobs.kind, 'ai_reply'));
    await quietPeriodPasses(t, 15 * 60);
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    const [job] = await t.db.select().from(jobs).where(eq(jobs.kind, 'ai_reply'));
    expect(job).toMatchObject({ status: 'done', attempts: 2 });
    await t.close();
  });
});
