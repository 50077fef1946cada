import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { WebhookTestBody, WebhookTestResponse } from '../../../contract/monitor';
import { instances, webhookEvents } from '../../db/schema';
import type { EngineDeps } from '../../engine/deps';
import { authenticateWebhook, processEvents } from '../../engine/intake';
import { monitorPayload } from '../../engine/monitor/payload';
import { MonitorTrail } from '../../engine/monitor/trail';
import { normalizeEvolutionWebhook } from '../../gateways/normalize';
import { customerMessageBody } from '../../gateways/simulator/webhook-bodies';
import { notFound, validationError } from '../../lib/errors';

/**
 * POST /api/admin/webhook-monitor/test: a synthetic customer message goes through the real intake of
 * the chosen instance (normalise, deduplicate, store, decide) inside a transaction that is rolled
 * back, so nothing reaches the inbox, the stats or the reply queue. What the pipeline recorded is
 * then written as a test record, which the monitor lists and no count includes.
 */

/** A number no customer has: the test's conversation exists only inside the rolled-back transaction. */
export const TEST_CONTACT = '5500000000000';
const TEST_TEXT = 'Mensagem de teste do monitor de webhooks';

class RolledBack extends Error {
  constructor(readonly record: typeof webhookEvents.$inferSelect | undefined) {
    super('monitoring test rolled back');
  }
}

interface TestInstance {
  id: string;
  organizationId: string;
  gatewayInstanceName: string;
  webhookSecret: string;
}

async function findTestInstance(
  app: FastifyInstance,
  tenantId: string,
  body: WebhookTestBody,
): Promise<TestInstance> {
  const digits = (body.instancePhone ?? '').replace(/\D/g, '');
  if (!body.instanceId && !digits) throw validationError('instancePhone', 'Telefone da instância inválido');
  const [row] = await app.db
    .select({
      id: instances.id,
      organizationId: instances.organizationId,
      gatewayInstanceName: instances.gatewayInstanceName,
      webhookSecret: instances.webhookSecret,
    })
    .from(instances)
    .where(
      and(
        eq(instances.organizationId, tenantId),
        isNull(instances.deletedAt),
        body.instanceId
          ? eq(instances.id, body.instanceId)
          : sql`regexp_replace(${instances.phone}, '\\D', '', 'g') like ${`%${digits}%`}`,
      ),
    )
    .limit(1);
  if (!row) throw notFound('Instância não encontrada');
  return row;
}

export async function sendMonitoringTest(
  app: FastifyInstance,
  tenantId: string,
  body: WebhookTestBody,
): Promise<WebhookTestResponse> {
  const target = await findTestInstance(app, tenantId, body);
  const receivedAt = new Date();
  const gatewayMessageId = `MONITORTEST${randomBytes(8).toString('hex').toUpperCase()}`;
  const webhook = customerMessageBody(
    {
      instanceName: target.gatewayInstanceName,
      destination: `${app.config.publicUrl}/api/webhooks/evolution/${target.id}`,
      serverUrl: app.config.publicUrl,
      sender: null,
      now: receivedAt,
    },
    {
      gatewayMessageId,
      gatewayInstanceId: target.id,
      contactNumber: TEST_CONTACT,
      contactName: 'Teste do monitor',
      timestamp: receivedAt,
      content: { kind: 'text', text: TEST_TEXT },
    },
  );
  const intakeInstance = await authenticateWebhook(app.db, target.id, target.webhookSecret);
  const trail = new MonitorTrail(receivedAt)
    .add('received', 'success', { at: receivedAt, details: { test: body.testType ?? 'monitoring_test' } })
    .add('authenticated', 'success');
  const [event] = normalizeEvolutionWebhook(webhook, { receivedAt }).events;
  if (!event) throw new Error('synthetic webhook produced no event');

  let recorded: RolledBack['record'];
  try {
    await app.db.transaction(async (tx) => {
      // The real pipeline, with every write it makes going to this transaction.
      const deps: EngineDeps = Object.create(app, { db: { value: tx } });
      // Rolled back and shown whole: the test event keeps its body whatever the debug mode.
      await processEvents(deps, tx, { ...intakeInstance, debugMode: true }, [
        {
          event,
          context: { eventName: 'messages.upsert', payload: monitorPayload(webhook, 0, false), trail },
        },
      ]);
      const [row] = await tx
        .select()
        .from(webhookEvents)
        .where(
          and(eq(webhookEvents.instanceId, target.id), eq(webhookEvents.gatewayMessageId, gatewayMessageId)),
        );
      throw new RolledBack(row);
    });
  } catch (error) {
    if (!(error instanceof RolledBack)) throw error;
    recorded = error.record;
  }
  const steps = [
    ...(recorded?.steps ?? trail.list()),
    {
      step: 'test_rolled_back',
      status: 'info' as const,
      timestamp: new Date().toISOString(),
      details: { reason: 'Teste de monitoramento: nada foi gravado nem enviado' },
    },
  ];
  const finalOutcome = recorded?.finalOutcome ?? 'processing_error';
  const [saved] = await app.db
    .insert(webhookEvents)
    .values({
      organizationId: tenantId,
      instanceId: target.id,
      event: 'messages.upsert',
      gatewayMessageId,
      contactNumber: TEST_CONTACT,
      payload: recorded?.payload ?? null,
      // Nothing waits for a reply: a rolled-back test has decided all it will.
      finalOutcome: finalOutcome === 'processing' ? 'no_ai_response' : finalOutcome,
      aiDecision: recorded?.aiDecision ?? null,
      steps,
      startedAt: receivedAt,
      totalProcessingMs: recorded?.totalProcessingMs ?? Date.now() - receivedAt.getTime(),
      isTest: true,
    })
    .returning({ id: webhookEvents.id, finalOutcome: webhookEvents.finalOutcome });
  if (!saved) throw new Error('test record not written');
  const decision = recorded?.aiDecision;
  return {
    success: true,
    webhookId: saved.id,
    finalOutcome: saved.finalOutcome,
    message: decision
      ? decision.shouldRespond
        ? 'Teste concluído: a IA responderia a esta mensagem'
        : `Teste concluído: a IA não responderia (${decision.reason})`
      : 'Teste concluído',
  };
}
