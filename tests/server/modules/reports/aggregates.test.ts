import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  ActivityReport,
  AiReport,
  FunnelReport,
  ReportRebuildQueued,
  ReportRebuildStatus,
  ResponseTimesReport,
  SellersReport,
} from '../../../../contract/reports';
import { bonusConfigurations, messages } from '../../../../server/db/schema';
import type { AuthContext } from '../../../../server/lib/auth-context';
import { activityReport } from '../../../../server/modules/reports/activity';
import { allLive } from '../../../../server/modules/reports/aggregates/coverage';
import { queueReportAggregates } from '../../../../server/modules/reports/aggregates/job';
import { aiReport } from '../../../../server/modules/reports/ai';
import { funnelReport } from '../../../../server/modules/reports/funnel';
import { responseTimesReport } from '../../../../server/modules/reports/response-times';
import { resolveReportScope } from '../../../../server/modules/reports/scope';
import { sellersReport } from '../../../../server/modules/reports/sellers';
import { createTestApp, type TestApp } from '../../helpers/app';
import { addConversation, plus } from './fixture';
import { PERIOD, type PreparedShop, prepareShop } from './setup';

let t: TestApp;
let shop: PreparedShop;
let spanning: string;

const REPORTS = {
  funnel: funnelReport,
  'response-times': responseTimesReport,
  ai: aiReport,
  sellers: sellersReport,
  activity: activityReport,
} as const;
type Name = keyof typeof REPORTS;
type Answer = FunnelReport | ResponseTimesReport | AiReport | SellersReport | ActivityReport;

/** São Paulo days (UTC−3): the week's edges, a middle slice, and periods ending or starting on an edge. */
const PERIODS = [
  PERIOD,
  'from=2025-03-11&to=2025-03-13',
  'from=2025-03-16&to=2025-03-17',
  'from=2025-03-09&to=2025-03-10',
  'from=2025-03-12&to=2025-03-12',
];

beforeAll(async () => {
  t = await createTestApp();
  shop = await prepareShop(t);
  // A chat across days: unanswered Monday night, the AI on Tuesday, a person on Thursday (a takeover
  // across days), a follow-up on Thursday answered on Saturday.
  const monday = '2025-03-11T02:30:00.000Z'; // Monday 23:30 in São Paulo
  spanning = await addConversation(t.db, {
    organizationId: shop.organizationId,
    instanceId: shop.secondInstance,
    createdAt: monday,
    messages: [
      { origin: 'contact', at: monday },
      { origin: 'contact', at: plus(monday, 600) }, // Tuesday 00:10
      { origin: 'ai', at: plus(monday, 7200) },
      { origin: 'contact', at: '2025-03-12T20:00:00.000Z' },
      { origin: 'human', at: '2025-03-13T13:00:00.000Z', senderUserId: shop.second.id },
      { origin: 'followup', at: '2025-03-13T20:00:00.000Z' },
      { origin: 'contact', at: '2025-03-15T13:00:00.000Z' },
      { origin: 'ai', at: '2025-03-15T13:01:00.000Z' },
    ],
    lead: { status: 'negotiating', level: 'WARM', assignedUserId: shop.second.id },
  });
});

afterAll(async () => {
  await t.close();
});

const actor = (user: { id: string }, role: AuthContext['role']): AuthContext => ({
  userId: user.id,
  organizationId: shop.organizationId,
  role,
  name: 'Teste',
  email: 'teste@example.com',
});

/** What the existing SQL computes from the messages and conversations, every day read live. */
async function fromRows(name: Name, query: string, who: AuthContext): Promise<Answer> {
  const params = Object.fromEntries(new URLSearchParams(query));
  const scope = await resolveReportScope(
    t.db,
    who,
    {
      from: params.from ?? '',
      to: params.to ?? '',
      instanceId: params.instanceId,
      sellerId: params.sellerId,
    },
    new Date(),
  );
  const build = REPORTS[name] as (
    db: typeof t.db,
    s: typeof scope,
    c: ReturnType<typeof allLive>,
  ) => Promise<Answer>;
  return build(t.db, scope, allLive(scope));
}

async function fromRoute(name: Name, query: string, headers: { authorization: string }): Promise<Answer> {
  const response = await t.app.inject({ method: 'GET', url: `/api/reports/${name}?${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Answer>();
}

const withoutStamp = (answer: Answer) => {
  const { aggregatedAt: _, ...rest } = answer as Answer & { aggregatedAt?: string | null };
  return rest;
};

async function rebuild(from: string, to: string): Promise<void> {
  await queueReportAggregates(t.db, shop.organizationId, new Date(), { from, to });
  await t.app.jobs.runDue();
}

/** Every report, period and filter: the route (aggregates where built) equals the rows. */
async function expectAgreement(): Promise<number> {
  const filters = [
    { query: '', headers: shop.admin.headers, who: actor(shop.admin, 'admin') },
    {
      query: `&instanceId=${shop.firstInstance}`,
      headers: shop.admin.headers,
      who: actor(shop.admin, 'admin'),
    },
    { query: `&sellerId=${shop.second.id}`, headers: shop.admin.headers, who: actor(shop.admin, 'admin') },
    { query: '', headers: shop.first.headers, who: actor(shop.first, 'vendedor') },
  ];
  let stored = 0;
  for (const name of Object.keys(REPORTS) as Name[]) {
    for (const period of PERIODS) {
      for (const filter of filters) {
        const query = `${period}${filter.query}`;
        const routed = await fromRoute(name, query, filter.headers);
        if ('aggregatedAt' in routed && routed.aggregatedAt) stored += 1;
        expect(withoutStamp(routed), `${name}?${query}`).toEqual(
          withoutStamp(await fromRows(name, query, filter.who)),
        );
      }
    }
  }
  return stored;
}

describe('daily pre-aggregates', () => {
  it('answer as the rows do, with some days built and the rest computed live', async () => {
    await rebuild('2025-03-11', '2025-03-13');
    const stored = await expectAgreement();
    expect(stored).toBeGreaterThan(0);
  });

  it('answer as the rows do with every day built, for each filter and São Paulo period edge', async () => {
    await rebuild('2025-03-08', '2025-03-18');
    await expectAgreement();
    const ai = (await fromRoute('ai', PERIOD, shop.admin.headers)) as AiReport;
    expect(ai.aggregatedAt).not.toBeNull();
    // The spanning chat: two customer messages carried to Tuesday's AI answer, one to Thursday's person.
    expect(ai.humanTakeovers).toBe(2);
    expect(ai.followUpsAnswered).toBe(2);
  });

  it('show a late message on a past day after the next rebuild', async () => {
    const before = (await fromRoute('ai', PERIOD, shop.admin.headers)) as AiReport;
    const late = '2025-03-14T18:00:00.000Z';
    await t.db.insert(messages).values(
      (['contact', 'contact', 'ai'] as const).map((origin, index) => ({
        organizationId: shop.organizationId,
        conversationId: spanning,
        instanceId: shop.secondInstance,
        direction: origin === 'contact' ? ('in' as const) : ('out' as const),
        origin,
        content: 'chegou atrasada',
        status: origin === 'contact' ? ('received' as const) : ('sent' as const),
        timestamp: new Date(plus(late, index * 60)),
      })),
    );
    const stale = (await fromRoute('ai', PERIOD, shop.admin.headers)) as AiReport;
    expect(stale.customerMessages).toBe(before.customerMessages);
    await rebuild('2025-03-14', '2025-03-14');
    const after = (await fromRoute('ai', PERIOD, shop.admin.headers)) as AiReport;
    expect(after.customerMessages).toBe(before.customerMessages + 2);
    expect(after.answeredByAi).toBe(before.answeredByAi + 2);
    await expectAgreement();
  });

  it('lets only an admin ask for days to be computed again', async () => {
    const body = { from: '2025-03-10', to: '2025-03-16' };
    const seller = await t.app.inject({
      method: 'POST',
      url: '/api/reports/aggregates',
      headers: shop.first.headers,
      payload: body,
    });
    expect(seller.statusCode).toBe(403);
    const admin = await t.app.inject({
      method: 'POST',
      url: '/api/reports/aggregates',
      headers: shop.admin.headers,
      payload: { from: '2025-03-16', to: '2025-03-10' },
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json<{ details?: unknown }>().details).toBeDefined();
  });

  it('tells the admin how far a rebuild went, day by day, until it is done', async () => {
    const queued = await t.app.inject({
      method: 'POST',
      url: '/api/reports/aggregates',
      headers: shop.admin.headers,
      payload: { from: '2025-03-10', to: '2025-03-16' },
    });
    expect(queued.statusCode).toBe(202);
    const { queuedAt } = queued.json<ReportRebuildQueued>();
    const status = async (headers: { authorization: string }) =>
      t.app.inject({
        method: 'GET',
        url: `/api/reports/aggregates?from=2025-03-10&to=2025-03-16&since=${encodeURIComponent(queuedAt)}`,
        headers,
      });
    const before = await status(shop.admin.headers);
    expect(before.statusCode).toBe(200);
    expect(before.json<ReportRebuildStatus>()).toEqual({ days: 7, built: 0, done: false });
    expect((await status(shop.first.headers)).statusCode).toBe(403);
    await t.app.jobs.runDue();
    expect((await status(shop.admin.headers)).json<ReportRebuildStatus>()).toEqual({
      days: 7,
      built: 7,
      done: true,
    });
  });
});

describe('bonuses achieved', () => {
  it('counts per seller the bonuses the bonus page measures as achieved in the months of the period', async () => {
    await t.db.insert(bonusConfigurations).values([
      {
        organizationId: shop.organizationId,
        name: 'Primeira venda',
        category: 'Meta de Vendas',
        type: 'sales_goals',
        valueType: 'fixed',
        value: 200,
        targetValue: 1,
        month: 3,
        year: 2025,
      },
      {
        organizationId: shop.organizationId,
        name: 'Duas vendas',
        category: 'Meta de Vendas',
        type: 'sales_goals',
        valueType: 'fixed',
        value: 500,
        targetValue: 2,
        month: 3,
        year: 2025,
      },
      {
        organizationId: shop.organizationId,
        name: 'Abril',
        category: 'Meta de Vendas',
        type: 'sales_goals',
        valueType: 'fixed',
        value: 500,
        targetValue: 1,
        month: 4,
        year: 2025,
      },
    ]);
    const march = (await fromRoute('sellers', PERIOD, shop.admin.headers)) as SellersReport;
    const bySeller = new Map(march.rows.map((row) => [row.sellerId, row.bonusesAchieved]));
    // Seller 1 sold the Webmotors lead in March (assigned): one bonus of two reached.
    expect(bySeller.get(shop.first.id)).toBe(1);
    expect(bySeller.get(shop.second.id)).toBe(0);
    const april = (await fromRoute(
      'sellers',
      'from=2025-04-01&to=2025-04-30',
      shop.admin.headers,
    )) as SellersReport;
    expect(april.rows.find((row) => row.sellerId === shop.first.id)?.bonusesAchieved).toBe(0);
  });
});
