import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { PLAN_KEYS, PLANS, planOf } from '../../contract/plans';
import type { DbOrTx } from '../db/client';
import { messages, organizations, planUsageAlerts } from '../db/schema';
import type { EngineDeps } from '../engine/deps';
import { enqueueJob } from '../jobs/queue';
import { notify } from './notify';
import { notifyDepsOf } from './triggers/deps';

export const PLAN_USAGE_JOB = 'plan_usage_alerts';
/** How often usage is looked at: a threshold is announced at most this late. */
export const PLAN_USAGE_INTERVAL_MS = 10 * 60_000;
/** Percentages of the month's message limit that the admins hear about, highest last. */
export const PLAN_USAGE_THRESHOLDS = [80, 100] as const;
type Threshold = (typeof PLAN_USAGE_THRESHOLDS)[number];

export function queuePlanUsageCheck(db: DbOrTx, runAt: Date): Promise<string> {
  return enqueueJob(db, {
    kind: PLAN_USAGE_JOB,
    organizationId: null,
    payload: {},
    runAt,
    dedupeKey: PLAN_USAGE_JOB,
  });
}

interface MonthUsage {
  /** `YYYY-MM` in the organization's time zone. */
  period: string;
  used: number;
}

/** Messages of the organization's calendar month at `now` (its time zone), counted up to `limit`. */
async function monthUsage(db: DbOrTx, org: { id: string; timezone: string }, now: Date, limit: number) {
  const local = sql`(${now.toISOString()}::timestamptz at time zone ${org.timezone})`;
  const start = sql`(date_trunc('month', ${local}) at time zone ${org.timezone})`;
  const end = sql`((date_trunc('month', ${local}) + interval '1 month') at time zone ${org.timezone})`;
  const counted = db
    .select({ one: sql`1`.as('one') })
    .from(messages)
    .where(
      and(
        eq(messages.organizationId, org.id),
        sql`${messages.createdAt} >= ${start}`,
        sql`${messages.createdAt} < ${end}`,
      ),
    )
    .limit(limit)
    .as('counted');
  const [row] = await db
    .select({ used: sql<number>`count(*)::int`, period: sql<string>`to_char(${local}, 'YYYY-MM')` })
    .from(counted);
  return { period: row?.period ?? '', used: row?.used ?? 0 } satisfies MonthUsage;
}

const monthLabel = (period: string) => period.split('-').reverse().join('/');

function noticeText(threshold: Threshold, plan: string, used: number, limit: number, period: string) {
  const name = planOf(plan).name;
  const count = (n: number) => n.toLocaleString('pt-BR');
  if (threshold === 100) {
    return {
      title: `Limite de mensagens do plano ${name} atingido`,
      body: `${count(used)} de ${count(limit)} mensagens em ${monthLabel(period)}. A IA parou de responder até o próximo mês; as mensagens dos clientes continuam chegando. Faça upgrade do plano para voltar a responder.`,
    };
  }
  return {
    title: `80% das mensagens do plano ${name} usadas`,
    body: `${count(used)} de ${count(limit)} mensagens em ${monthLabel(period)}. Ao chegar a 100%, a IA para de responder até o próximo mês; faça upgrade do plano para não interromper o atendimento.`,
  };
}

type UsageDeps = Pick<EngineDeps, 'db' | 'clock' | 'events' | 'config'>;

/**
 * Tells each organization's admins when the month's messages reach 80% and 100% of the plan's limit.
 * Each threshold is announced once per month: the row of `plan_usage_alerts` is claimed in the same
 * transaction as the notice, so two checks (or two processes) never send it twice. A jump past both
 * thresholds between checks announces only the 100% one. Answers how many notices went out.
 */
export async function checkPlanUsage(deps: UsageDeps, now: Date): Promise<number> {
  const limited = PLAN_KEYS.filter((key) => PLANS[key].maxMessagesPerMonth !== null);
  const orgs = await deps.db
    .select({ id: organizations.id, plan: organizations.plan, timezone: organizations.timezone })
    .from(organizations)
    .where(and(isNull(organizations.deletedAt), inArray(organizations.plan, limited)));
  let sent = 0;
  for (const org of orgs) {
    const limit = planOf(org.plan).maxMessagesPerMonth;
    if (limit === null) continue;
    const usage = await monthUsage(deps.db, org, now, limit);
    const reached = PLAN_USAGE_THRESHOLDS.filter((t) => usage.used >= Math.ceil((limit * t) / 100));
    const highest = reached.at(-1);
    if (highest === undefined) continue;
    const announced = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .insert(planUsageAlerts)
        .values(
          reached.map((threshold) => ({
            organizationId: org.id,
            period: usage.period,
            threshold,
            used: usage.used,
            notifiedAt: now,
          })),
        )
        .onConflictDoNothing()
        .returning({ threshold: planUsageAlerts.threshold });
      if (!claimed.some((row) => row.threshold === highest)) return false;
      await notify(notifyDepsOf(deps, tx), {
        organizationId: org.id,
        to: { role: 'admin' },
        kind: highest === 100 ? 'plan_limit_100' : 'plan_limit_80',
        ...noticeText(highest, org.plan, usage.used, limit, usage.period),
        link: '/',
      });
      return true;
    });
    if (announced) sent += 1;
  }
  return sent;
}

/** The check as a durable job: queued when a job-running process starts, then by each run for the next. */
export function registerPlanUsageJob(app: FastifyInstance): void {
  app.jobs.register(PLAN_USAGE_JOB, async () => {
    const now = app.clock.now();
    await checkPlanUsage(app, now);
    await queuePlanUsageCheck(app.db, new Date(now.getTime() + PLAN_USAGE_INTERVAL_MS));
  });
  app.addHook('onReady', async () => {
    if (app.config.runJobs) await queuePlanUsageCheck(app.db, app.clock.now());
  });
}
