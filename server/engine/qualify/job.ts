import { isAiProviderError, type QualificationResult } from '../../ai/port';
import { type ClaimedJob, isLastAttempt, PermanentJobError } from '../../jobs/runner';
import { type InstanceConfig, loadInstanceConfig } from '../config';
import type { EngineDeps } from '../deps';
import { addStepForMessage } from '../jobs/alerts';
import { loadContextMessages, toChatMessages } from '../shared/conversation-context';
import { handOverHotLead } from './hot-lead';
import { qualificationModel } from './provider';
import { parseQualifyPayload, QUALIFY_LEAD_JOB, type QualifyPayload } from './queue';
import { findLeadOfConversation, saveQualification } from './repository';

/** Enough of the chat to judge intent; the transcript is cut to its budget anyway. */
const QUALIFY_CONTEXT_MESSAGES = 30;

async function askModel(
  deps: EngineDeps,
  job: ClaimedJob,
  payload: QualifyPayload,
  config: InstanceConfig,
): Promise<(QualificationResult & { provider: string; demoReason?: string }) | null> {
  const context = await loadContextMessages(deps.db, payload.organizationId, payload.conversationId, {
    since: config.contextSince,
    limit: QUALIFY_CONTEXT_MESSAGES,
  });
  const chat = toChatMessages(context);
  if (!chat.some((message) => message.role === 'user')) return null;
  const model = qualificationModel(deps, config.ai);
  try {
    const result = await model.llm.qualify({
      model: model.model,
      temperature: config.ai.qualificationTemperature,
      topP: config.ai.qualificationTopP,
      messages: chat,
    });
    return { ...result, provider: model.choice.provider, demoReason: model.choice.demoReason };
  } catch (error) {
    const permanent = isAiProviderError(error) && !error.retryable;
    if (permanent || isLastAttempt(job, error)) {
      await addStepForMessage(deps.db, payload.organizationId, payload.messageId, {
        step: 'qualification',
        status: 'failure',
        at: deps.clock.now(),
        error: error instanceof Error ? error.message : String(error),
        details: { provider: model.choice.provider, attempts: job.attempts },
      });
      if (permanent) throw new PermanentJobError(error.message, { cause: error });
    }
    throw error;
  }
}

/**
 * Step 7 of the pipeline: the qualification model reads the conversation and the lead gets its level
 * (HOT, WARM, COLD) and 0–100 score; the board and the inbox hear of it. A HOT lead is handed over.
 */
async function qualifyLead(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const payload = parseQualifyPayload(job.payload);
  if (!payload) throw new PermanentJobError('qualify_lead sem conversa');
  const lead = await findLeadOfConversation(deps.db, payload.organizationId, payload.conversationId);
  if (!lead) return;
  const chat = { ...payload, instanceId: lead.instanceId };
  const config = await loadInstanceConfig(deps, deps.db, lead.instanceId);
  // The organization's master switch and the instance's AI config govern every call to a model.
  if (!config.organizationAiEnabled || !config.ai.isActive) return;
  const result = await askModel(deps, job, chat, config);
  if (!result) return;

  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await saveQualification(tx, chat.organizationId, lead.leadId, {
      level: result.level,
      score: result.score,
      at: now,
    });
    const handOver =
      result.level === 'HOT'
        ? await handOverHotLead(deps, tx, {
            ...chat,
            leadId: lead.leadId,
            result,
            settings: config.settings,
            now,
          })
        : null;
    await deps.events.publish(
      chat.organizationId,
      { type: 'lead_updated', instanceId: chat.instanceId, leadId: lead.leadId },
      tx,
    );
    await addStepForMessage(tx, chat.organizationId, chat.messageId, {
      step: 'qualification',
      status: 'success',
      at: now,
      details: { ...result, ...handOver },
    });
  });
}

export function registerQualificationJob(deps: EngineDeps): void {
  deps.jobs.register(QUALIFY_LEAD_JOB, (job) => qualifyLead(deps, job));
}
