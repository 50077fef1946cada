import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantId, ts } from './columns';
import { instances } from './instances';
import { organizations } from './tenancy';

export interface MonitorStep {
  step: string;
  status: 'success' | 'failure' | 'warning' | 'info';
  timestamp: string;
  error?: string;
  details?: unknown;
}

export interface AiDecision {
  shouldRespond: boolean;
  reason: string;
  aiEnabled: boolean;
  conversationAiActive: boolean;
}

/** One gateway event and every step the pipeline took with it (the webhook monitor). */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: tenantId(),
    instanceId: uuid('instance_id')
      .notNull()
      .references(() => instances.id),
    event: text('event').notNull(),
    gatewayMessageId: text('gateway_message_id'),
    contactNumber: text('contact_number'),
    payload: jsonb('payload'),
    finalOutcome: text('final_outcome')
      .$type<
        | 'ai_response_sent'
        | 'no_ai_response'
        | 'processing_error'
        | 'processing'
        | 'skipped'
        | 'duplicate'
        | 'connection_event'
      >()
      .notNull()
      .default('processing'),
    aiDecision: jsonb('ai_decision').$type<AiDecision>(),
    steps: jsonb('steps').$type<MonitorStep[]>().notNull().default([]),
    startedAt: ts('started_at').notNull().defaultNow(),
    totalProcessingMs: integer('total_processing_ms'),
    /** A monitoring test (POST /api/admin/webhook-monitor/test): shown in the monitor, counted nowhere. */
    isTest: boolean('is_test').notNull().default(false),
  },
  (t) => [
    index('webhook_events_org_started_idx').on(t.organizationId, t.startedAt.desc()),
    index('webhook_events_instance_started_idx').on(t.instanceId, t.startedAt.desc()),
    // The 30-day retention sweep deletes by age across organizations.
    index('webhook_events_started_idx').on(t.startedAt),
  ],
);

/** Server log lines worth showing to an organization (/logslogs). */
export const logs = pgTable(
  'logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    instanceId: uuid('instance_id').references(() => instances.id),
    level: text('level').$type<'error' | 'warn' | 'info' | 'debug'>().notNull(),
    category: text('category').notNull(),
    message: text('message').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>(),
    timestamp: ts('timestamp').notNull().defaultNow(),
  },
  (t) => [
    index('logs_org_time_idx').on(t.organizationId, t.timestamp.desc()),
    // The retention sweep deletes by age across organizations.
    index('logs_time_idx').on(t.timestamp),
  ],
);

/** Durable jobs: AI replies, follow-ups, redistribution, CRM sync, scraping, purges. */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: uuid('organization_id').references(() => organizations.id),
    kind: text('kind').notNull(),
    /** At most one pending job per key (e.g. one reply per conversation). */
    dedupeKey: text('dedupe_key'),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    runAt: ts('run_at').notNull().defaultNow(),
    status: text('status')
      .$type<'pending' | 'running' | 'done' | 'failed' | 'cancelled'>()
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lastError: text('last_error'),
    lockedAt: ts('locked_at'),
    lockedBy: text('locked_by'),
    createdAt: ts('created_at').notNull().defaultNow(),
    finishedAt: ts('finished_at'),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.status} = 'pending'`),
    // One pending job per key; a running one may have a successor queued behind it.
    uniqueIndex('jobs_pending_key')
      .on(t.dedupeKey)
      .where(sql`${t.status} = 'pending' and ${t.dedupeKey} is not null`),
    // Leases of running jobs, for recovering those of a process that died.
    index('jobs_running_lease_idx').on(t.lockedAt).where(sql`${t.status} = 'running'`),
  ],
);
