import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../../server/db/schema';
import { elapse, HOUR, MINUTE, startWorld, textsSentTo, type World } from '../world';
import { book, restarted, shopWithLead, WEDNESDAY_10H } from './world';

/** The WhatsApp reminders of a visit survive a restart without being sent twice. */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const reminders = (texts: string[]) => texts.filter((text) => text.includes('Lembrete'));

describe('appointment reminders', () => {
  it('sends the 24 h and the 2 h reminder once each, even when a job runs again after a restart', async () => {
    const { shop, customer, leadId } = await shopWithLead(world);
    const created = await book(world, shop.headers, { leadId, kind: 'test_drive', startsAt: WEDNESDAY_10H });
    expect(created.startsAt).toBe(WEDNESDAY_10H);

    await elapse(world, 23 * HOUR);
    expect(reminders(textsSentTo(world, shop, customer.number))).toEqual([]);
    await elapse(world, HOUR + MINUTE); // Tuesday 10:01
    const first = reminders(textsSentTo(world, shop, customer.number));
    expect(first).toEqual([
      expect.stringMatching(/^Olá, Maria! Lembrete \(.+\): seu test drive é amanhã, qua 12\/03 10:00\./),
    ]);

    // The process dies after sending, before the job is marked done: the next process runs it again.
    await world.t.db
      .update(jobs)
      .set({ status: 'pending' })
      .where(eq(jobs.dedupeKey, `appointment_reminder:${created.id}:24h`));
    await world.t.stopApp();
    const second = await restarted(world);
    await second.app.jobs.runDue();
    expect(reminders(textsSentTo(world, shop, customer.number))).toHaveLength(1);

    second.clock.advance(22 * HOUR - 2 * MINUTE); // Wednesday 07:59
    await second.app.jobs.runDue();
    expect(reminders(textsSentTo(world, shop, customer.number))).toHaveLength(1);
    second.clock.advance(2 * MINUTE);
    await second.app.jobs.runDue();
    second.clock.advance(6 * HOUR);
    await second.app.jobs.runDue();
    const all = reminders(textsSentTo(world, shop, customer.number));
    expect(all).toHaveLength(2);
    expect(all[1]).toMatch(/seu test drive é daqui a pouco, qua 12\/03 10:00\./);
    await second.stopApp();
  });
});
