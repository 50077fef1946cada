import { z } from 'zod';
import { Id } from './common';
import type { SourcesReport } from './source-costs';

/**
 * The reports of `/relatorios` (`GET /api/reports/*`). Every report reads one period of whole days
 * in the organization's time zone (America/Sao_Paulo unless set otherwise), both ends included.
 */

/** The longest period a report reads, in days. */
export const REPORT_MAX_DAYS = 366;

/** The 403 `error` of a report asked for on a plan without advanced reports. */
export const PLAN_FEATURE_ERROR = 'plan_limit';
/** The plan that unlocks the reports (spec 3 §9: "advanced reports"). */
export const REPORTS_MIN_PLAN = 'professional';

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const ReportDate = z
  .string()
  .regex(ISO_DATE, { message: 'Data inválida: use o formato AAAA-MM-DD' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && isRealDay(value), {
    message: 'Data inválida: use o formato AAAA-MM-DD',
  });

/** '2025-02-30' parses in some engines; a real day survives the round trip. */
function isRealDay(value: string): boolean {
  return new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value;
}

const dayNumber = (value: string): number => Date.parse(`${value}T00:00:00Z`) / 86_400_000;

export const ReportQuery = z
  .object({
    from: ReportDate,
    to: ReportDate,
    instanceId: Id.optional(),
    /** Admins only: a seller asking for another seller's figures gets its own. */
    sellerId: Id.optional(),
  })
  .superRefine((query, context) => {
    if (!ISO_DATE.test(query.from) || !ISO_DATE.test(query.to)) return;
    const days = dayNumber(query.to) - dayNumber(query.from) + 1;
    if (days < 1) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        message: 'A data inicial deve ser anterior à final',
      });
    } else if (days > REPORT_MAX_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `O período pode ter no máximo ${REPORT_MAX_DAYS} dias`,
      });
    }
  });
export type ReportQuery = z.infer<typeof ReportQuery>;

const Count = z.number().int().nonnegative();
/** A share between 0 and 1; null when there is nothing to divide by. */
const Share = z.number().min(0).max(1).nullable();
/** Seconds; null when nothing was measured. */
const Seconds = z.number().nonnegative().nullable();

/**
 * When the daily pre-aggregates read were computed (the build of the newest past day read; today is
 * always computed from the rows); null when every day of the period was computed from the rows now.
 */
const AggregatedAt = z.string().nullable();

const StatusCounts = z.object({
  new: Count,
  qualified: Count,
  negotiating: Count,
  closed_won: Count,
  closed_lost: Count,
});

/** The funnel's steps in the order they show. */
export const FUNNEL_STEPS = [
  'conversations',
  'qualified',
  'visit_scheduled',
  'visited',
  'negotiating',
  'closed_won',
] as const;

/**
 * `GET /api/reports/funnel`: the conversations started in the period and where their leads stand
 * now. `steps` read "reached at least": qualified counts leads qualified, negotiating or sold;
 * negotiating counts negotiating or sold. The visit steps count leads with an appointment dated in
 * the period: not cancelled (visit_scheduled), marked done (visited). `conversion` of a step is its
 * count over the step it follows from: qualified and visit_scheduled over conversations (a lead may
 * book before it is qualified), visited over visit_scheduled, negotiating over qualified,
 * closed_won over negotiating.
 */
export const FunnelReport = z.object({
  aggregatedAt: AggregatedAt,
  conversations: Count,
  byStatus: StatusCounts,
  byQualification: z.object({ HOT: Count, WARM: Count, COLD: Count }),
  /** Leads the AI has not classified yet. */
  unqualified: Count,
  steps: z.array(
    z.object({
      key: z.enum(FUNNEL_STEPS),
      count: Count,
      conversion: Share,
    }),
  ),
  /** Sold over closed (sold + lost). */
  winRate: Share,
  /** The same funnel per AI qualification: does HOT really sell more? */
  byLevel: z.array(
    z.object({
      level: z.enum(['HOT', 'WARM', 'COLD', 'none']),
      leads: Count,
      byStatus: StatusCounts,
      /** Sold over all leads of the level. */
      conversion: Share,
    }),
  ),
});
export type FunnelReport = z.infer<typeof FunnelReport>;

const LabelCount = z.object({ label: z.string(), count: Count, share: Share });

/**
 * `GET /api/reports/losses`: leads closed in the period (status changed to lost or sold then), by
 * the board's 8 lost reasons and 15 sale channels. A reason or channel typed by hand counts as the
 * last ("Outro motivo (personalizado)", "Outro portal ou canal de venda").
 */
export const LossesReport = z.object({
  lost: Count,
  sold: Count,
  lostReasons: z.array(LabelCount),
  saleChannels: z.array(LabelCount),
  /** Sum of the sold leads' values: null until the sold dialog records a value. */
  soldValue: z.number().nullable(),
});
export type LossesReport = z.infer<typeof LossesReport>;

const TimeSummary = z.object({ count: Count, medianSeconds: Seconds, p90Seconds: Seconds });

/**
 * `GET /api/reports/response-times`: for each conversation started in the period, the time from the
 * customer's first message to the first answer (AI or a person; follow-ups and notices excluded).
 */
export const ResponseTimesReport = z.object({
  aggregatedAt: AggregatedAt,
  /** Conversations whose customer wrote. */
  conversations: Count,
  overall: TimeSummary,
  byResponder: z.object({ ai: TimeSummary, human: TimeSummary }),
  byInstance: z.array(TimeSummary.extend({ instanceId: Id, instanceName: z.string() })),
  /** Per seller of the lead: the time until that seller's own first message. */
  bySeller: z.array(TimeSummary.extend({ sellerId: Id, sellerName: z.string() })),
  unanswered: z.object({
    count: Count,
    /** The most recent first (at most 100). */
    conversations: z.array(
      z.object({
        conversationId: Id,
        contactName: z.string(),
        contactNumber: z.string(),
        instanceName: z.string(),
        since: z.string(),
      }),
    ),
  }),
});
export type ResponseTimesReport = z.infer<typeof ResponseTimesReport>;

/** `GET /api/reports/ai`: the AI and the people side by side, over the messages of the period. */
export const AiReport = z.object({
  aggregatedAt: AggregatedAt,
  customerMessages: Count,
  /** Customer messages of the period whose next answer came from the AI, or a person (counted on the answer's day). */
  answeredByAi: Count,
  answeredByHuman: Count,
  aiShare: Share,
  /** Times a person answered right after an AI answer. */
  humanTakeovers: Count,
  /** Replies the AI gave up on, and AI messages the gateway refused. */
  aiFailures: Count,
  aiMessages: Count,
  audioReplies: Count,
  followUpsSent: Count,
  /** Follow-ups the customer wrote back to within 48 hours. */
  followUpsAnswered: Count,
  followUpAnswerRate: Share,
});
export type AiReport = z.infer<typeof AiReport>;

/** `GET /api/reports/sellers`: one row per seller (a seller sees only its own). */
export const SellersReport = z.object({
  aggregatedAt: AggregatedAt,
  rows: z.array(
    z.object({
      sellerId: Id,
      sellerName: z.string(),
      /** Leads of conversations started in the period. */
      leadsHandled: Count,
      /** Leads moved to sold, or to lost, in the period. */
      sold: Count,
      lost: Count,
      /** Of the leads handled, the share already sold. */
      conversion: Share,
      medianResponseSeconds: Seconds,
      /** Null until idle-lead redistribution records its moves. */
      idleLeadsMovedAway: Count.nullable(),
      /** Bonuses of the months the period touches that the seller achieved (the bonus page's measure). */
      bonusesAchieved: Count.nullable(),
      /** Null until the sold dialog records a value. */
      soldValue: z.number().nullable(),
    }),
  ),
});
export type SellersReport = z.infer<typeof SellersReport>;

const AppointmentCounts = z.object({
  appointments: Count,
  done: Count,
  noShow: Count,
  /** done / (done + no-show); null while nothing was marked. */
  showRate: Share,
});

/**
 * `GET /api/reports/appointments`: the appointments dated in the period (test drives, visits,
 * evaluations), by who booked them, and how many customers came, per seller attending them (the
 * appointment's seller, else the lead's). A seller sees only the appointments it attends.
 */
export const AppointmentsReport = AppointmentCounts.extend({
  cancelled: Count,
  bySource: z.array(z.object({ source: z.enum(['ai', 'staff']), appointments: Count })),
  bySeller: z.array(AppointmentCounts.extend({ sellerId: Id.nullable(), sellerName: z.string().nullable() })),
});
export type AppointmentsReport = z.infer<typeof AppointmentsReport>;

/** `GET /api/reports/activity`: customer messages by weekday (1 = Monday … 7 = Sunday) and hour. */
export const ActivityReport = z.object({
  total: Count,
  cells: z.array(z.object({ weekday: z.number().int().min(1).max(7), hour: z.number().int(), count: Count })),
});
export type ActivityReport = z.infer<typeof ActivityReport>;

/** Each report's name in `/api/reports/{name}` and what it answers. */
export interface ReportResponses {
  funnel: FunnelReport;
  losses: LossesReport;
  'response-times': ResponseTimesReport;
  ai: AiReport;
  sellers: SellersReport;
  activity: ActivityReport;
  appointments: AppointmentsReport;
  sources: SourcesReport;
}
export type ReportName = keyof ReportResponses;

export { reportPath } from './report-path';

/** `POST /api/reports/aggregates` (admins): recompute the daily figures of these days now. */
export const ReportRebuildBody = z
  .object({ from: ReportDate, to: ReportDate })
  .refine((body) => !ISO_DATE.test(body.from) || !ISO_DATE.test(body.to) || body.from <= body.to, {
    path: ['from'],
    message: 'A data inicial deve ser anterior à final',
  });
export type ReportRebuildBody = z.infer<typeof ReportRebuildBody>;
/** The rebuild was queued at `queuedAt` (the server's clock): the status below counts from then. */
export const ReportRebuildQueued = z.object({ queued: z.literal(true), queuedAt: z.string() });
export type ReportRebuildQueued = z.infer<typeof ReportRebuildQueued>;

/** `GET /api/reports/aggregates?from=…&to=…&since=…` (admins): how far a rebuild asked at `since` went. */
export const ReportRebuildStatusQuery = z.object({
  from: ReportDate,
  to: ReportDate,
  since: z.iso.datetime(),
});
export type ReportRebuildStatusQuery = z.infer<typeof ReportRebuildStatusQuery>;
export const ReportRebuildStatus = z.object({
  /** The period's days up to today: the ones a rebuild computes. */
  days: Count,
  /** Of those, the days computed since `since`. */
  built: Count,
  done: z.boolean(),
});
export type ReportRebuildStatus = z.infer<typeof ReportRebuildStatus>;
