import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs } from '../../../../server/db/schema';
import { followUpKey } from '../../../../server/engine/followup/queue';
import {
  conversationOf,
  customerWrites,
  elapse,
  MINUTE,
  newCustomer,
  openShop,
  operatorWrites,
  startWorld,
  textsSentTo,
  type World,
} from '../world';

/** Follow-ups keep to the AI's working hours, on the organization's clock (São Paulo, UTC−3). */

let world: World;
beforeAll(async () => {
  world = await startWorld();
});
afterAll(() => world.close());

const FRIDAY_17H20 = new Date('2025-03-14T20:20:00.000Z');
const MONDAY_08H00 = new Date('2025-03-17T11:00:00.000Z');

describe('follow-ups and the AI schedule', () => {
  it('moves a follow-up due after hours to the next opening, and sends it then', async () => {
    const shop = await openShop(world, {
      enableAutoResponse: false,
      aiScheduleEnabled: true,
      aiStartTime: '08:00',
      aiEndTime: '18:00',
      aiWorkDays: '1,2,3,4,5',
      followUpInterval: 1,
      followUpMessage1: 'Bom dia! Ainda tem interesse no Compass?',
    });
    world.t.clock.set(FRIDAY_17H20);
    const customer = newCustomer('Patrícia Gomes');
    await customerWrites(world, shop, customer, 'Quanto está o Compass 2021?');
    const conversation = await conversationOf(world, shop, customer.number);
    await elapse(world, 10 * MINUTE);
    await operatorWrites(world, shop, conversation.id, 'Está R$ 129.900, com garantia de fábrica.');

    // Due at 18:30 on Friday: outside the window, so it waits for Monday 08:00.
    await elapse(world, 61 * MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual(['Está R$ 129.900, com garantia de fábrica.']);
    const [pending] = await world.t.db
      .select({ runAt: jobs.runAt })
      .from(jobs)
      .where(and(eq(jobs.dedupeKey, followUpKey(conversation.id)), eq(jobs.status, 'pending')));
    expect(pending?.runAt.toISOString()).toBe(MONDAY_08H00.toISOString());

    world.t.clock.set(new Date(MONDAY_08H00.getTime() - MINUTE));
    await world.t.app.jobs.runDue();
    expect(textsSentTo(world, shop, customer.number)).toHaveLength(1);
    await elapse(world, MINUTE);
    expect(textsSentTo(world, shop, customer.number)).toEqual([
      'Está R$ 129.900, com garantia de fábrica.',
      'Bom dia! Ainda tem interesse no Compass?',
    ]);
  });
});
