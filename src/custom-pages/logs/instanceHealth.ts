import type { AiMetrics, AiReadinessReport, IssueCode } from '../../../contract/diagnostic';

/** Spec 3 §4: an instance on the comparative page is working, broken, or failing at transport or configuration. */
export type HealthStatus = 'working' | 'broken' | 'transport' | 'config';

const TRANSPORT: readonly IssueCode[] = ['whatsapp_disconnected', 'webhook_not_configured'];
const CONFIG: readonly IssueCode[] = [
  'openai_key_missing',
  'ai_disabled',
  'organization_ai_disabled',
  'prompt_missing',
];

export function healthOf(report: AiReadinessReport): HealthStatus {
  const codes = report.issues.map((issue) => issue.code);
  if (codes.length === 0) return 'working';
  if (codes.some((code) => TRANSPORT.includes(code))) return 'transport';
  if (codes.every((code) => CONFIG.includes(code))) return 'config';
  return 'broken';
}

export interface InstanceHealth {
  id: string;
  name: string;
  phone: string;
  report: AiReadinessReport;
  metrics: AiMetrics | undefined;
  status: HealthStatus;
}

/** The reference instance: the first working one, or else the first one. */
export const referenceOf = (rows: readonly InstanceHealth[]): InstanceHealth | undefined =>
  rows.find((row) => row.status === 'working') ?? rows[0];

/** High priority: what stops answers outright (big penalties); medium: the rest. */
export function recommendedActions(rows: readonly InstanceHealth[]) {
  const entries = rows.flatMap((row) =>
    row.report.issues.map((issue) => ({ instance: row.name, instanceId: row.id, issue })),
  );
  return {
    high: entries.filter((entry) => entry.issue.penalty >= 20),
    medium: entries.filter((entry) => entry.issue.penalty < 20),
  };
}
