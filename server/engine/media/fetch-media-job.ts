import { and, eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { gatewayErrorMessagePtBr } from '../../gateways/error-messages';
import { isGatewayError } from '../../gateways/errors';
import { type ClaimedJob, isLastAttempt, PermanentJobError } from '../../jobs/runner';
import type { EngineDeps } from '../deps';
import { appendStepToMessageRecord } from '../monitor/records';
import { mediaOfMessage } from './fetch-media';
import { FETCH_MEDIA_JOB } from './media-bytes';

const FETCH_FAILED = 'Não foi possível baixar a mídia desta mensagem';

async function messageKeys(deps: EngineDeps, tenantId: string, messageId: string) {
  const [row] = await deps.db
    .select({ instanceId: messages.instanceId, gatewayMessageId: messages.gatewayMessageId })
    .from(messages)
    .where(and(eq(messages.id, messageId), eq(messages.organizationId, tenantId)));
  return row;
}

/**
 * The `fetch_media` job: downloads a received media message's bytes from the gateway. Retried with
 * the runner's backoff; when it gives up, the message carries the reason (the inbox shows it) and
 * the monitor record of its webhook gets the failed step.
 */
async function fetchMedia(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const messageId = job.payload.messageId;
  const tenantId = job.organizationId;
  if (typeof messageId !== 'string' || !tenantId)
    throw new PermanentJobError('fetch_media without a message');
  const keys = await messageKeys(deps, tenantId, messageId);
  if (!keys) throw new PermanentJobError(`message ${messageId} not found`);
  try {
    const media = await mediaOfMessage(deps, tenantId, messageId);
    if (keys.gatewayMessageId) {
      await appendStepToMessageRecord(
        deps.db,
        tenantId,
        { instanceId: keys.instanceId, gatewayMessageId: keys.gatewayMessageId },
        {
          step: 'media_fetched',
          status: 'success',
          at: deps.clock.now(),
          details: { bytes: media?.bytes.length ?? 0 },
        },
      );
    }
  } catch (error) {
    const gatewayError = isGatewayError(error);
    const permanent = gatewayError && !error.retryable;
    if (isLastAttempt(job, error) || permanent) {
      const reason = gatewayError ? `${FETCH_FAILED}: ${gatewayErrorMessagePtBr(error)}` : FETCH_FAILED;
      await deps.db.update(messages).set({ error: reason }).where(eq(messages.id, messageId));
      if (keys.gatewayMessageId) {
        await appendStepToMessageRecord(
          deps.db,
          tenantId,
          { instanceId: keys.instanceId, gatewayMessageId: keys.gatewayMessageId },
          {
            step: 'media_fetched',
            status: 'failure',
            at: deps.clock.now(),
            error: error instanceof Error ? error.message : String(error),
            details: { attempts: job.attempts },
          },
        );
      }
      if (permanent) throw new PermanentJobError(reason, { cause: error });
    }
    throw error;
  }
}

export function registerFetchMediaJob(deps: EngineDeps): void {
  deps.jobs.register(FETCH_MEDIA_JOB, (job) => fetchMedia(deps, job));
}
