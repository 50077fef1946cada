import type { FastifyInstance } from 'fastify';
import { AiProviderError, type AiProviderId, isAiProviderError } from '../../ai/port';
import { buildReplySystemPrompt } from '../../ai/prompt';
import { type ClaimedJob, isLastAttempt, PermanentJobError } from '../../jobs/runner';
import { notFound } from '../../lib/errors';
import { decideAiResponse } from '../decide/decide';
import { decisionFacts, type InstanceDecisionFacts } from '../decide/facts';
import { settleAwaitingRecords } from '../monitor-records';
import { HOT_LEAD_PAUSE_REASON } from '../qualify/repository';
import { alreadyAnswered, loadContextMessages, sinceOurLastMessage, toChatMessages } from './context';
import { deliverReply, type PartCheck } from './deliver';
import { loadPartCheck, loadReplyStart, type ReplyConversation } from './facts';
import { recordReplyFailure } from './failure';
import { clearInstanceFailure, keyRejectedAt } from './health';
import { promptOptions } from './prompt-options';
import { replyProviders } from './providers';
import { AI_REPLY_JOB, type AiReplyPayload, parseAiReplyPayload } from './queue';
import { markAnsweredRead } from './read-receipts';
import { offeredForMonitor, stockForReply } from './stock';
import { transcribeVoiceNotes } from './transcribe';

interface Chat extends AiReplyPayload {
  contactNumber: string;
  contactName: string;
}

/** Null when the AI should still answer now, else the decision's reason (re-checked at run time). */
function reasonNotToAnswer(
  app: FastifyInstance,
  facts: { instance: InstanceDecisionFacts; conversation: ReplyConversation | null } | null,
): string | null {
  const current = facts?.conversation;
  if (!facts || !current) return 'conversation_not_found';
  // A HOT lead handed over while this reply waited still gets the answer to what it asked before
  // the hand-over; its later messages find the AI paused at intake and wait for the consultant.
  const handedOverMeanwhile = !current.isAiActive && current.aiPausedReason === HOT_LEAD_PAUSE_REASON;
  const conversation = {
    contactNumber: current.contactNumber,
    isAiActive: current.isAiActive || handedOverMeanwhile,
    aiPausedReason: current.aiPausedReason,
    isNew: false,
  };
  const decision = decideAiResponse(decisionFacts(facts.instance, conversation, app.clock.now()));
  return decision.shouldRespond ? null : decision.reason;
}

/** The decision's facts and the conversation read again, with where the part goes (one round trip). */
async function checkBeforePart(app: FastifyInstance, chat: AiReplyPayload): Promise<PartCheck> {
  const facts = await loadPartCheck(app.db, chat);
  if (!facts) throw notFound('Instância não encontrada');
  const stop = reasonNotToAnswer(app, facts);
  return stop ? { stop } : { stop: null, target: facts.target };
}

async function settle(
  app: FastifyInstance,
  chat: Chat,
  outcome: 'ai_response_sent' | 'no_ai_response' | 'processing_error',
  details: Record<string, unknown>,
) {
  await settleAwaitingRecords(app.db, chat.organizationId, chat, outcome, {
    step: 'ai_reply',
    status: outcome === 'ai_response_sent' ? 'success' : outcome === 'no_ai_response' ? 'info' : 'failure',
    at: app.clock.now(),
    details,
  });
}

/**
 * A key the provider refused again and again is not tried once more per message: the reply fails at
 * once (no call, no retries) until someone saves another key.
 */
async function refuseWhileKeyRejected(app: FastifyInstance, instanceId: string, provider: AiProviderId) {
  if (provider === 'demo') return;
  const since = await keyRejectedAt(app.db, instanceId);
  if (!since) return;
  throw new AiProviderError({
    kind: 'auth',
    provider,
    providerMessage: `chave recusada repetidamente desde ${since.toISOString()}; troque a chave nas configurações da instância`,
    retryable: false,
  });
}

/** Step 6 of the pipeline: the `ai_reply` job of one conversation, after its quiet period. */
async function replyToConversation(app: FastifyInstance, job: ClaimedJob): Promise<void> {
  const payload = parseAiReplyPayload(job.payload);
  if (!payload) throw new PermanentJobError('ai_reply without its conversation');
  // The config comes with the decision's facts: one read, though a reply not wanted needs only half.
  const start = await loadReplyStart(app, app.db, payload);
  if (!start?.conversation) return;
  const { contactNumber, contactName } = start.conversation;
  const chat: Chat = { ...payload, contactNumber, contactName };

  const reason = reasonNotToAnswer(app, { instance: start.decision, conversation: start.conversation });
  if (reason) {
    await settle(app, chat, 'no_ai_response', { reason, checkedAt: 'reply' });
    return;
  }
  // A re-run (its process died mid-reply) finds the reply already sent; a first run never skips.
  if (
    job.attempts > 1 &&
    (await alreadyAnswered(app.db, chat.organizationId, chat.conversationId, chat.messageId))
  ) {
    await settle(app, chat, 'ai_response_sent', { reason: 'already_answered' });
    return;
  }

  const { config } = start;
  const { settings } = config;
  const providers = replyProviders(app, config.ai);
  try {
    await refuseWhileKeyRejected(app, chat.instanceId, providers.choice.provider);
    const loaded = await loadContextMessages(app.db, chat.organizationId, chat.conversationId, {
      since: config.contextSince,
      limit: settings.maxContextMessages,
    });
    const context = settings.enableContextMemory ? loaded : sinceOurLastMessage(loaded);
    const transcriptions = await transcribeVoiceNotes(app, chat.organizationId, providers.speech, context);
    const chatMessages = toChatMessages(context);
    if (!chatMessages.some((message) => message.role === 'user')) {
      await settle(app, chat, 'no_ai_response', { reason: 'nothing_to_answer' });
      return;
    }
    const stock = await stockForReply(app.db, chat.organizationId, chatMessages);
    const now = app.clock.now();
    const system = buildReplySystemPrompt({
      stock,
      instancePrompt: config.ai.prompt,
      knowledge: config.knowledge,
      contactName: chat.contactName,
      now,
      timeZone: config.timeZone,
      ...promptOptions(config),
    });
    const answer = await providers.llm.chat({
      model: providers.model,
      system,
      messages: chatMessages,
      temperature: config.ai.temperature,
      topP: config.ai.topP,
      stock,
    });
    if (!answer.text.trim()) {
      throw new AiProviderError({
        kind: 'invalid_response',
        provider: providers.choice.provider,
        providerMessage: 'Resposta vazia do modelo',
      });
    }
    const lastFromCustomer = context.findLast((message) => message.origin === 'contact');
    const voice =
      config.ai.audioResponseEnabled && providers.speech?.capabilities.synthesize
        ? { speech: providers.speech, voice: config.ai.audioVoice, speed: config.ai.audioSpeed }
        : null;
    const report = await deliverReply(app, chat, {
      text: answer.text,
      settings,
      voice,
      stillWanted: () => checkBeforePart(app, chat),
    });
    if (report.sent > 0) await clearInstanceFailure(app.db, chat.instanceId);
    const markedRead =
      report.sent > 0 && !settings.keepUnread ? await markAnsweredRead(app, chat, report.route) : 0;
    await settle(
      app,
      chat,
      report.sent > 0 ? 'ai_response_sent' : report.stoppedBecause ? 'no_ai_response' : 'processing_error',
      {
        provider: providers.choice.provider,
        demoReason: providers.choice.demoReason,
        model: answer.model,
        parts: report.sent,
        failedParts: report.failed,
        audioParts: report.audio,
        customerSentAudio: lastFromCustomer?.mediaType === 'audio',
        audioFallbacks: report.audioFallbacks.length > 0 ? report.audioFallbacks : undefined,
        stoppedBecause: report.stoppedBecause,
        errors: report.errors.length > 0 ? report.errors : undefined,
        transcriptions: transcriptions.length > 0 ? transcriptions : undefined,
        markedRead: markedRead > 0 ? markedRead : undefined,
        ...offeredForMonitor(stock),
      },
    );
  } catch (error) {
    const permanent = isAiProviderError(error) && !error.retryable;
    if (permanent || isLastAttempt(job, error)) {
      await recordReplyFailure(app, { ...chat, attempts: job.attempts, consultant: config.settings }, error);
      if (permanent) throw new PermanentJobError(error.message, { cause: error });
    }
    throw error;
  }
}

export function registerAiReplyJob(app: FastifyInstance): void {
  app.jobs.register(AI_REPLY_JOB, (job) => replyToConversation(app, job));
}
