import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FunnelReport, ResponseTimesReport } from '../../../../contract/reports';
import { leads } from '../../../../server/db/schema';
import { queueReportAggregatesRound } from '../../../../server/modules/reports/aggregates/job';
import { type EngineApp, engineApp } from '../../engine/app';
import { addConversation, plus } from './fixture';
import { type PreparedShop, prepareShop } from './setup';

const MINUTE = 60_000;
/** Friday 14 March 2025, 15:00 in São Paulo: the prepared week's Friday is today. */
const FRIDAY_15H = new Date('2025-03-14T18:00:00.000Z');
const WEEK_SO_FAR = 'from=2025-03-10&to=2025-03-14';

let t: EngineApp;
let shop: PreparedShop;

beforeAll(async () => {
  t = await engineApp();
  t.clock.set(FRIDAY_15H);
  shop = await prepareShop(t);
});

afterAll(async () => {
  await t.close();
});

async function report<T>(name: string): Promise<T> {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/reports/${name}?${WEEK_SO_FAR}`,
    headers: shop.admin.headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('today in the reports, and the ten-minute round of the past days', () => {
  it("shows a conversation of today at once, and a past day's changed lead after the round", async () => {
    await queueReportAggregatesRound(t.db, t.clock.now());
    await t.app.jobs.runDue();
    const funnel = await report<FunnelReport>('funnel');
    const times = await report<ResponseTimesReport>('response-times');
    // Monday to Thursday were built by the round; Friday, today, is read from the rows.
    expect(funnel.aggregatedAt).toBe(FRIDAY_15H.toISOString());
    expect(times.aggregatedAt).toBe(FRIDAY_15H.toISOString());

    // A minute later a customer writes and the AI answers in 45 s; Monday's sale is turned into a loss.
    t.clock.advance(MINUTE);
    const now = t.clock.now().toISOString();
    await addConversation(t.db, {
      organizationId: shop.organizationId,
      instanceId: shop.firstInstance,
      createdAt: now,
      messages: [
        { origin: 'contact', at: now },
        { origin: 'ai', at: plus(now, 45) },
      ],
      lead: { status: 'new', level: 'WARM' },
    });
    const [sold] = await t.db.select({ id: leads.id }).from(leads).where(eq(leads.soldChannel, 'Webmotors'));
    if (!sold) throw new Error('the Monday sale is missing');
    await t.db
      .update(leads)
      .set({ status: 'closed_lost', statusChangedAt: t.clock.now(), updatedAt: t.clock.now() })
      .where(eq(leads.id, sold.id));

    // No round has run: today's conversation and its answer are already counted, as in the inbox.
    t.clock.advance(MINUTE);
    const current = await report<FunnelReport>('funnel');
    const currentTimes = await report<ResponseTimesReport>('response-times');
    expect(current.conversations).toBe(funnel.conversations + 1);
    expect(current.byQualification.WARM).toBe(funnel.byQualification.WARM + 1);
    expect(currentTimes.overall.count).toBe(times.overall.count + 1);
    expect(currentTimes.byResponder.ai.count).toBe(times.byResponder.ai.count + 1);
    // Monday's funnel keeps where its lead stood when the day was built, until the next round.
    expect(current.byStatus.closed_won).toBe(funnel.byStatus.closed_won);

    // Ten minutes after the last one, the round rebuilds Monday and its lead's new status shows.
    t.clock.advance(8 * MINUTE);
    await t.app.jobs.runDue();
    const after = await report<FunnelReport>('funnel');
    expect(after.conversations).toBe(funnel.conversations + 1);
    expect(after.byStatus.closed_won).toBe(funnel.byStatus.closed_won - 1);
    expect(after.byStatus.closed_lost).toBe(funnel.byStatus.closed_lost + 1);
  });
});
