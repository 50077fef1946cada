import type { ReportName, ReportResponses } from '../../../contract/reports';

const SELLER = '7b1c3a52-9d51-4a3f-8f0e-1a2b3c4d5e6f';
const COMPUTED_AT = '2025-03-17T04:00:00.000Z';
const INSTANCE = '1f0e2d3c-4b5a-4697-8877-665544332211';

/** One week of a small shop, as the server answers it. */
export const buildReports = (): ReportResponses => ({
  funnel: {
    aggregatedAt: COMPUTED_AT,
    conversations: 6,
    byStatus: { new: 2, qualified: 1, negotiating: 1, closed_won: 1, closed_lost: 1 },
    byQualification: { HOT: 2, WARM: 1, COLD: 1 },
    unqualified: 2,
    steps: [
      { key: 'conversations', count: 6, conversion: null },
      { key: 'qualified', count: 3, conversion: 0.5 },
      { key: 'visit_scheduled', count: 4, conversion: 4 / 6 },
      { key: 'visited', count: 3, conversion: 3 / 4 },
      { key: 'negotiating', count: 2, conversion: 2 / 3 },
      { key: 'closed_won', count: 1, conversion: 0.5 },
    ],
    winRate: 0.5,
    byLevel: (['HOT', 'WARM', 'COLD', 'none'] as const).map((level) => ({
      level,
      leads: level === 'HOT' ? 2 : 1,
      byStatus: { new: 0, qualified: 0, negotiating: 0, closed_won: level === 'HOT' ? 1 : 0, closed_lost: 0 },
      conversion: level === 'HOT' ? 0.5 : 0,
    })),
  },
  losses: {
    lost: 1,
    sold: 1,
    lostReasons: [{ label: 'Ficha negada', count: 1, share: 1 }],
    saleChannels: [{ label: 'Webmotors', count: 1, share: 1 }],
    soldValue: null,
  },
  'response-times': {
    aggregatedAt: COMPUTED_AT,
    conversations: 6,
    overall: { count: 5, medianSeconds: 30, p90Seconds: 216 },
    byResponder: {
      ai: { count: 4, medianSeconds: 25, p90Seconds: 72 },
      human: { count: 1, medianSeconds: 300, p90Seconds: 300 },
    },
    byInstance: [
      { instanceId: INSTANCE, instanceName: 'Loja Centro', count: 5, medianSeconds: 30, p90Seconds: 216 },
    ],
    bySeller: [{ sellerId: SELLER, sellerName: 'Bruno Lima', count: 1, medianSeconds: 600, p90Seconds: 600 }],
    unanswered: {
      count: 1,
      conversations: [
        {
          conversationId: '0a0b0c0d-1e2f-4a5b-8c6d-7e8f9a0b1c2d',
          contactName: 'Sem Resposta',
          contactNumber: '5511988887777',
          instanceName: 'Loja Centro',
          since: '2025-03-13T15:00:00.000Z',
        },
      ],
    },
  },
  ai: {
    aggregatedAt: COMPUTED_AT,
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
  },
  sellers: {
    aggregatedAt: COMPUTED_AT,
    rows: [
      {
        sellerId: SELLER,
        sellerName: 'Bruno Lima',
        leadsHandled: 4,
        sold: 2,
        lost: 0,
        conversion: 0.25,
        medianResponseSeconds: 600,
        idleLeadsMovedAway: null,
        bonusesAchieved: 2,
        soldValue: null,
      },
    ],
  },
  activity: { total: 7, cells: [{ weekday: 1, hour: 9, count: 7 }] },
  appointments: {
    appointments: 6,
    done: 2,
    noShow: 2,
    cancelled: 1,
    showRate: 0.5,
    bySource: [
      { source: 'ai', appointments: 4 },
      { source: 'staff', appointments: 2 },
    ],
    bySeller: [
      { sellerId: SELLER, sellerName: 'Bruno Lima', appointments: 4, done: 1, noShow: 2, showRate: 1 / 3 },
      { sellerId: null, sellerName: null, appointments: 2, done: 1, noShow: 0, showRate: 1 },
    ],
  },
  sources: [
    {
      kind: 'portal',
      name: 'OLX',
      leads: 3,
      firstResponseSeconds: 40,
      visits: 1,
      sales: 2,
      conversion: 1 / 3,
      spend: 900,
      costPerLead: 300,
      costPerSale: 450,
    },
    {
      kind: 'ctwa_ad',
      name: 'Instagram',
      leads: 2,
      firstResponseSeconds: 200,
      visits: 1,
      sales: 0,
      conversion: 0,
      spend: 450.5,
      costPerLead: 225.25,
      costPerSale: null,
    },
  ],
});

/** The same shop on a week where nobody wrote. */
export const buildEmptyReports = (): ReportResponses => {
  const full = buildReports();
  const none = { count: 0, medianSeconds: null, p90Seconds: null };
  return {
    ...full,
    funnel: {
      ...full.funnel,
      conversations: 0,
      byStatus: { new: 0, qualified: 0, negotiating: 0, closed_won: 0, closed_lost: 0 },
      steps: full.funnel.steps.map((step) => ({
        ...step,
        count: 0,
        conversion: step.conversion === null ? null : null,
      })),
      winRate: null,
    },
    'response-times': {
      aggregatedAt: null,
      conversations: 0,
      overall: none,
      byResponder: { ai: none, human: none },
      byInstance: [],
      bySeller: [],
      unanswered: { count: 0, conversations: [] },
    },
    sellers: { aggregatedAt: null, rows: [] },
    activity: { total: 0, cells: [] },
    appointments: {
      appointments: 0,
      done: 0,
      noShow: 0,
      cancelled: 0,
      showRate: null,
      bySource: [
        { source: 'ai', appointments: 0 },
        { source: 'staff', appointments: 0 },
      ],
      bySeller: [],
    },
    sources: [],
  };
};

export type ReportAnswer = <Name extends ReportName>(name: Name) => Promise<ReportResponses[Name]>;
