/** The figures of each report over the prepared week, as an admin and as a seller sees them. */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityReport,
  AiReport,
  FunnelReport,
  LossesReport,
  ResponseTimesReport,
  SellersReport,
} from '../../../../contract/reports';
import { leadHistory, leads } from '../../../../server/db/schema';
import type { TestApp } from '../../helpers/app';
import { openReportsApp, PERIOD, type PreparedShop } from './setup';

let t: TestApp;
let shop: PreparedShop;

beforeAll(async () => {
  ({ t, shop } = await openReportsApp());
});
afterAll(() => t.close());

async function get<T>(path: string, headers: { authorization: string }, query = PERIOD): Promise<T> {
  const response = await t.app.inject({ method: 'GET', url: `/api/reports/${path}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<T>();
}

describe('funnel', () => {
  it('counts the conversations started in the São Paulo week and where their leads stand', async () => {
    const funnel = await get<FunnelReport>('funnel', shop.admin.headers);
    expect(funnel.conversations).toBe(6);
    expect(funnel.byStatus).toEqual({ new: 2, qualified: 1, negotiating: 1, closed_won: 1, closed_lost: 1 });
    expect(funnel.byQualification).toEqual({ HOT: 2, WARM: 1, COLD: 1 });
    expect(funnel.unqualified).toBe(2);
    expect(funnel.steps).toEqual([
      { key: 'conversations', count: 6, conversion: null },
      { key: 'qualified', count: 3, conversion: 0.5 },
      { key: 'visit_scheduled', count: 0, conversion: 0 },
      { key: 'visited', count: 0, conversion: null },
      { key: 'negotiating', count: 2, conversion: 2 / 3 },
      { key: 'closed_won', count: 1, conversion: 0.5 },
    ]);
    expect(funnel.winRate).toBe(0.5);
    const hot = funnel.byLevel.find((row) => row.level === 'HOT');
    expect(hot).toMatchObject({ leads: 2, conversion: 0.5 });
    expect(funnel.byLevel.find((row) => row.level === 'COLD')?.conversion).toBe(0);
  });

  it('narrows to an instance or a seller', async () => {
    const byInstance = await get<FunnelReport>(
      'funnel',
      shop.admin.headers,
      `${PERIOD}&instanceId=${shop.secondInstance}`,
    );
    expect(byInstance.conversations).toBe(2);
    const bySeller = await get<FunnelReport>(
      'funnel',
      shop.admin.headers,
      `${PERIOD}&sellerId=${shop.first.id}`,
    );
    expect(bySeller.conversations).toBe(4);
  });

  it('splits the days at midnight in São Paulo, not in UTC', async () => {
    // Sunday 23:59 belongs to the week above; Monday 00:00 (03:00 UTC) is the 17th's only chat.
    const funnel = await get<FunnelReport>('funnel', shop.admin.headers, 'from=2025-03-17&to=2025-03-17');
    expect(funnel.conversations).toBe(1);
    const before = await get<FunnelReport>('funnel', shop.admin.headers, 'from=2025-03-09&to=2025-03-09');
    expect(before.conversations).toBe(1);
  });
});

describe('losses and sales', () => {
  it('puts the leads closed in the week on the board lists, typed texts as the last entry', async () => {
    const losses = await get<LossesReport>('losses', shop.admin.headers);
    expect(losses.lost).toBe(3);
    expect(losses.sold).toBe(2);
    expect(losses.lostReasons).toHaveLength(8);
    expect(losses.saleChannels).toHaveLength(15);
    const reason = (label: string) => losses.lostReasons.find((row) => row.label === label);
    expect(reason('Ficha negada')).toEqual({ label: 'Ficha negada', count: 1, share: 1 / 3 });
    expect(reason('Auto Center não compra o carro da época')?.count).toBe(1);
    expect(reason('Outro motivo (personalizado)')?.count).toBe(1);
    expect(reason('Comprou em outro local')).toEqual({ label: 'Comprou em outro local', count: 0, share: 0 });
    const channel = (label: string) => losses.saleChannels.find((row) => row.label === label);
    expect(channel('Webmotors')?.count).toBe(1);
    expect(channel('Outro portal ou canal de venda')?.share).toBe(0.5);
    expect(channel('OLX')?.count).toBe(0);
    expect(losses.soldValue).toBe(89_900);
  });
});

describe('response times', () => {
  it('measures the first answer per conversation: median and p90, by responder, instance and seller', async () => {
    const report = await get<ResponseTimesReport>('response-times', shop.admin.headers);
    expect(report.conversations).toBe(6);
    // Answered in 10, 20, 30, 90 (AI) and 300 s (a person): p90 interpolates 90 → 300 at 0.6.
    expect(report.overall).toEqual({ count: 5, medianSeconds: 30, p90Seconds: 216 });
    expect(report.byResponder.ai).toEqual({ count: 4, medianSeconds: 25, p90Seconds: 72 });
    expect(report.byResponder.human).toEqual({ count: 1, medianSeconds: 300, p90Seconds: 300 });
    expect(report.byInstance).toEqual([
      {
        instanceId: shop.firstInstance,
        instanceName: 'Loja Centro',
        count: 4,
        medianSeconds: 25,
        p90Seconds: 72,
      },
      {
        instanceId: shop.secondInstance,
        instanceName: 'Loja Sul',
        count: 1,
        medianSeconds: 300,
        p90Seconds: 300,
      },
    ]);
    const seller = (id: string) => report.bySeller.find((row) => row.sellerId === id);
    expect(seller(shop.first.id)).toMatchObject({ count: 1, medianSeconds: 600 });
    expect(seller(shop.second.id)).toMatchObject({ count: 1, medianSeconds: 300 });
    expect(report.unanswered.count).toBe(1);
    expect(report.unanswered.conversations).toEqual([
      expect.objectContaining({
        conversationId: shop.ids.unanswered,
        contactName: 'Sem Resposta',
        instanceName: 'Loja Sul',
      }),
    ]);
  });
});

describe('AI and people', () => {
  it('shares the customer messages between the AI and people, with takeovers, failures and follow-ups', async () => {
    const report = await get<AiReport>('ai', shop.admin.headers);
    expect(report).toEqual({
      // Nothing built yet: every day read from the messages.
      aggregatedAt: null,
      customerMessages: 7,
      answeredByAi: 4,
      answeredByHuman: 1,
      aiShare: 4 / 7,
      humanTakeovers: 1,
      aiFailures: 1,
      aiMessages: 4,
      audioReplies: 1,
      followUpsSent: 1,
      followUpsAnswered: 1,
      followUpAnswerRate: 1,
    });
  });
});

describe('activity', () => {
  it('places each customer message on its São Paulo weekday and hour', async () => {
    const report = await get<ActivityReport>('activity', shop.admin.headers);
    expect(report.total).toBe(7);
    expect(report.cells).toEqual([
      { weekday: 1, hour: 9, count: 1 },
      { weekday: 2, hour: 10, count: 1 },
      { weekday: 3, hour: 11, count: 1 },
      { weekday: 4, hour: 12, count: 1 },
      { weekday: 5, hour: 13, count: 1 },
      { weekday: 6, hour: 14, count: 1 },
      { weekday: 7, hour: 23, count: 1 },
    ]);
  });
});

describe('sellers', () => {
  it('ranks the sellers by sales, with leads handled, conversion and their own response time', async () => {
    // The idle-lead sweep (no human actor) took one of the second seller's leads in the week.
    const [lead] = await t.db
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.organizationId, shop.organizationId));
    await t.db.insert(leadHistory).values({
      organizationId: shop.organizationId,
      leadId: lead?.id ?? '',
      kind: 'assignment',
      actorName: 'Redistribuição automática',
      fromUserId: shop.second.id,
      toUserId: shop.first.id,
      createdAt: new Date('2025-03-13T15:00:00Z'),
    });
    const report = await get<SellersReport>('sellers', shop.admin.headers);
    expect(report.rows.map((row) => row.sellerId)).toEqual([shop.first.id, shop.second.id, shop.admin.id]);
    expect(report.rows[0]).toMatchObject({
      leadsHandled: 4,
      sold: 2,
      lost: 0,
      conversion: 0.25,
      medianResponseSeconds: 600,
    });
    expect(report.rows[1]).toMatchObject({
      leadsHandled: 2,
      sold: 0,
      lost: 3,
      conversion: 0,
      medianResponseSeconds: 300,
    });
    expect(report.rows[2]).toMatchObject({ leadsHandled: 0, conversion: null, medianResponseSeconds: null });
    expect(report.rows[0]).toMatchObject({ idleLeadsMovedAway: 0, bonusesAchieved: 0, soldValue: 89_900 });
    expect(report.rows[1]).toMatchObject({ idleLeadsMovedAway: 1, soldValue: null });
  });

  it('gives a seller only its own figures, whatever seller it asks for', async () => {
    const query = `${PERIOD}&sellerId=${shop.second.id}`;
    const sellers = await get<SellersReport>('sellers', shop.first.headers, query);
    expect(sellers.rows.map((row) => row.sellerId)).toEqual([shop.first.id]);
    const funnel = await get<FunnelReport>('funnel', shop.first.headers, query);
    expect(funnel.conversations).toBe(4);
    const activity = await get<ActivityReport>('activity', shop.second.headers);
    expect(activity.total).toBe(2);
  });
});
