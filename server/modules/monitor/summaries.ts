import type {
  FailurePoint,
  InstanceStatistics,
  WebhookComparisonResponse,
  WebhookStatusResponse,
} from '../../../contract/monitor';
import type { DbOrTx } from '../../db/client';
import { MONITOR_RETENTION_DAYS } from './retention';
import * as stats from './stats-repository';

/** The monitor's cards and comparison (spec 3 §2.11) over the last 24 hours of every instance. */

const DAY_MS = 24 * 60 * 60_000;
const HOUR_MS = 60 * 60_000;

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part / whole) * 1000) / 10 : 0);
const oneDecimal = (value: number) => Math.round(value * 10) / 10;

export async function monitorStatus(db: DbOrTx, tenantId: string, now: Date): Promise<WebhookStatusResponse> {
  const [live, counts, total] = await Promise.all([
    stats.liveInstances(db, tenantId),
    stats.countsSince(db, tenantId, new Date(now.getTime() - DAY_MS)),
    stats.totalProcessed(db, tenantId),
  ]);
  const byInstance = new Map(counts.map((row) => [row.instanceId, row]));
  return {
    status: {
      activeMonitoring: live.length,
      totalProcessed: total,
      retentionDays: MONITOR_RETENTION_DAYS,
      last24Hours: live.map((instance) => {
        const row = byInstance.get(instance.id);
        return {
          instanceId: instance.id,
          instanceName: instance.name,
          instancePhone: instance.phone,
          webhooks: row?.webhooks ?? 0,
          aiResponses: row?.aiResponses ?? 0,
          failures: row?.failures ?? 0,
        };
      }),
    },
  };
}

/** The instance the others are measured against: the first with traffic and the fewest failures. */
function referenceOf(statistics: InstanceStatistics[]): InstanceStatistics | undefined {
  const withTraffic = statistics.filter((row) => row.totalWebhooks > 0);
  if (withTraffic.length === 0) return statistics[0];
  return withTraffic.reduce((best, row) => (row.failureRate < best.failureRate ? row : best));
}

function failurePoints(
  failures: stats.StepFailure[],
  names: Map<string, string>,
): WebhookComparisonResponse['comparison']['commonFailurePoints'] {
  const byStep = new Map<string, stats.StepFailure[]>();
  for (const failure of failures) byStep.set(failure.step, [...(byStep.get(failure.step) ?? []), failure]);
  const specificToOneInstance: FailurePoint[] = [];
  const shared: { step: string; instances: number; count: number }[] = [];
  for (const [step, rows] of byStep) {
    const [only] = rows;
    if (rows.length === 1 && only) {
      specificToOneInstance.push({
        instanceId: only.instanceId,
        instanceName: names.get(only.instanceId) ?? only.instanceId,
        step,
        count: only.count,
        lastError: only.lastError,
      });
    } else {
      shared.push({ step, instances: rows.length, count: rows.reduce((sum, row) => sum + row.count, 0) });
    }
  }
  specificToOneInstance.sort((a, b) => b.count - a.count);
  return { specificToOneInstance, shared };
}

function hourlySeries(
  live: stats.MonitoredInstance[],
  rows: stats.HourlyCounts[],
  now: Date,
): WebhookComparisonResponse['comparison']['hourly'] {
  const currentHour = Math.floor(now.getTime() / HOUR_MS) * HOUR_MS;
  const hours = Array.from({ length: 24 }, (_, index) => currentHour - (23 - index) * HOUR_MS);
  const key = (instanceId: string, hour: number) => `${instanceId}|${hour}`;
  const byKey = new Map(rows.map((row) => [key(row.instanceId, row.hour.getTime()), row]));
  return live.map((instance) => ({
    instanceId: instance.id,
    instanceName: instance.name,
    points: hours.map((hour) => {
      const row = byKey.get(key(instance.id, hour));
      return {
        hour: new Date(hour).toISOString(),
        webhooks: row?.webhooks ?? 0,
        aiResponses: row?.aiResponses ?? 0,
        failures: row?.failures ?? 0,
      };
    }),
  }));
}

export async function monitorComparison(
  db: DbOrTx,
  tenantId: string,
  now: Date,
): Promise<WebhookComparisonResponse> {
  const since = new Date(now.getTime() - DAY_MS);
  const [live, counts, hourly, failures] = await Promise.all([
    stats.liveInstances(db, tenantId),
    stats.countsSince(db, tenantId, since),
    stats.hourlySince(db, tenantId, new Date(now.getTime() - 23 * HOUR_MS - (now.getTime() % HOUR_MS))),
    stats.stepFailuresSince(db, tenantId, since),
  ]);
  const names = new Map(live.map((instance) => [instance.id, instance.name]));
  const byInstance = new Map(counts.map((row) => [row.instanceId, row]));
  const statistics = live.map((instance): InstanceStatistics => {
    const row = byInstance.get(instance.id);
    return {
      instanceId: instance.id,
      instanceName: instance.name,
      totalWebhooks: row?.webhooks ?? 0,
      aiResponseRate: percent(row?.aiResponses ?? 0, row?.decided ?? 0),
      avgProcessingTime: Math.round(row?.avgProcessingMs ?? 0),
      failureRate: percent(row?.failures ?? 0, row?.webhooks ?? 0),
    };
  });
  const reference = referenceOf(statistics);
  const differences = reference
    ? statistics
        .filter((row) => row.instanceId !== reference.instanceId)
        .map((row) => ({
          instanceId: row.instanceId,
          instanceName: row.instanceName,
          aiResponseRate: { difference: oneDecimal(row.aiResponseRate - reference.aiResponseRate) },
          avgProcessingTime: { difference: Math.round(row.avgProcessingTime - reference.avgProcessingTime) },
          failureRate: { difference: oneDecimal(row.failureRate - reference.failureRate) },
        }))
    : [];
  return {
    comparison: {
      referenceInstanceId: reference?.instanceId ?? null,
      statistics,
      differences,
      commonFailurePoints: failurePoints(
        failures.filter((failure) => names.has(failure.instanceId)),
        names,
      ),
      hourly: hourlySeries(live, hourly, now),
    },
  };
}
