import { z } from 'zod';
import { onlyDigits } from './common';

/** The webhook monitor (spec 3 §2.11, §3, §7): records of the pipeline's steps and their summaries. */

export const FinalOutcome = z.enum([
  'ai_response_sent',
  'no_ai_response',
  'processing_error',
  'processing',
  'skipped',
  'duplicate',
  /** A connection or QR event: no message arrived, so no AI answer was due. */
  'connection_event',
]);
export type FinalOutcome = z.infer<typeof FinalOutcome>;

export const MonitorStep = z.object({
  step: z.string(),
  status: z.string(),
  timestamp: z.string(),
  error: z.string().optional(),
  details: z.unknown().optional(),
});
export type MonitorStep = z.infer<typeof MonitorStep>;

export const AiDecision = z.object({
  shouldRespond: z.boolean(),
  reason: z.string(),
  aiEnabled: z.boolean(),
  conversationAiActive: z.boolean(),
});
export type AiDecision = z.infer<typeof AiDecision>;

/** One record, in the spec's field names plus `id` (react-admin) and the instance's id. */
export const WebhookRecord = z.object({
  id: z.string(),
  webhookId: z.string(),
  instanceId: z.string(),
  instanceName: z.string(),
  instancePhone: z.string(),
  event: z.string(),
  contactNumber: z.string().nullable(),
  startTimestamp: z.string(),
  totalProcessingTime: z.number().nullable(),
  finalOutcome: FinalOutcome,
  aiDecision: AiDecision.nullable(),
  steps: z.array(MonitorStep),
  isTest: z.boolean(),
});
export type WebhookRecord = z.infer<typeof WebhookRecord>;

/** `filter` of GET /api/admin/webhook-monitor. */
export const WebhookRecordFilter = z.object({
  instanceId: z.uuid({ message: 'Instância inválida' }).optional(),
  finalOutcome: FinalOutcome.optional(),
  contactNumber: z.string().max(30).transform(onlyDigits).optional(),
});
export type WebhookRecordFilter = z.infer<typeof WebhookRecordFilter>;

export const InstanceWindowCounts = z.object({
  instanceId: z.string(),
  instanceName: z.string(),
  instancePhone: z.string(),
  webhooks: z.number().int(),
  aiResponses: z.number().int(),
  failures: z.number().int(),
});
export type InstanceWindowCounts = z.infer<typeof InstanceWindowCounts>;

/** GET /api/admin/webhook-monitor/status. */
export const WebhookStatusResponse = z.object({
  status: z.object({
    /** Live instances being monitored. */
    activeMonitoring: z.number().int(),
    /** Records kept (30 days), tests excluded. */
    totalProcessed: z.number().int(),
    last24Hours: z.array(InstanceWindowCounts),
    retentionDays: z.number().int(),
  }),
});
export type WebhookStatusResponse = z.infer<typeof WebhookStatusResponse>;

export const InstanceStatistics = z.object({
  instanceId: z.string(),
  instanceName: z.string(),
  totalWebhooks: z.number().int(),
  /** AI answers per customer message decided, in percent. */
  aiResponseRate: z.number(),
  avgProcessingTime: z.number(),
  failureRate: z.number(),
});
export type InstanceStatistics = z.infer<typeof InstanceStatistics>;

const Difference = z.object({ difference: z.number() });

export const InstanceDifferences = z.object({
  instanceId: z.string(),
  instanceName: z.string(),
  aiResponseRate: Difference,
  avgProcessingTime: Difference,
  failureRate: Difference,
});

export const FailurePoint = z.object({
  instanceId: z.string(),
  instanceName: z.string(),
  step: z.string(),
  count: z.number().int(),
  lastError: z.string().nullable(),
});
export type FailurePoint = z.infer<typeof FailurePoint>;

export const HourlyPoint = z.object({
  hour: z.string(),
  webhooks: z.number().int(),
  aiResponses: z.number().int(),
  failures: z.number().int(),
});
export type HourlyPoint = z.infer<typeof HourlyPoint>;

/** GET /api/admin/webhook-monitor/comparison: the last 24 hours of every instance. */
export const WebhookComparisonResponse = z.object({
  comparison: z.object({
    referenceInstanceId: z.string().nullable(),
    statistics: z.array(InstanceStatistics),
    /** Each other instance against the reference one (its value minus the reference's). */
    differences: z.array(InstanceDifferences),
    commonFailurePoints: z.object({
      /** Steps failing on one instance only: that instance's configuration is the suspect. */
      specificToOneInstance: z.array(FailurePoint),
      shared: z.array(z.object({ step: z.string(), instances: z.number().int(), count: z.number().int() })),
    }),
    hourly: z.array(
      z.object({ instanceId: z.string(), instanceName: z.string(), points: z.array(HourlyPoint) }),
    ),
  }),
});
export type WebhookComparisonResponse = z.infer<typeof WebhookComparisonResponse>;

/** POST /api/admin/webhook-monitor/test: by the spec's phone, or by id. */
export const WebhookTestBody = z
  .object({
    instancePhone: z.string().max(30).optional(),
    instanceId: z.uuid({ message: 'Instância inválida' }).optional(),
    testType: z.literal('monitoring_test').default('monitoring_test'),
  })
  .refine((body) => body.instancePhone || body.instanceId, {
    message: 'Informe a instância do teste',
    path: ['instanceId'],
  });
export type WebhookTestBody = z.input<typeof WebhookTestBody>;

export const WebhookTestResponse = z.object({
  success: z.literal(true),
  webhookId: z.string(),
  finalOutcome: FinalOutcome,
  message: z.string(),
});
export type WebhookTestResponse = z.infer<typeof WebhookTestResponse>;
