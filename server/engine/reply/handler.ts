import { type SQL, sql } from 'drizzle-orm';
import { consentKeywordOf } from '../../../contract/consent';
import { AiProviderError, type AiProviderId, isAiProviderError } from '../../ai/port';
import { buildReplySystemPrompt } from '../../ai/prompt';
import {
  type ClaimedJob,
  isLastAttempt,
  type JobDone,
  type JobRun,
  PermanentJobError,
} from '../../jobs/runner';
import { notFound } from '../../lib/errors';
import type { EngineDeps } from '../deps';
import { settleAwaitingRecordsStatement } from '../monitor/records';
import { discardPendingOutbound, markAnsweredRead, OPTED_OUT_TEXT } from '../outbound';
import { HOT_LEAD_PAUSE_REASON } from '../qualify';
import { decideAiResponse } from '../shared/ai-decision';
import { replyProviders } from '../shared/ai-providers';
import { alreadyAnswered, sinceOurLastMessage, toChatMessages } from '../shared/conversation-context';
import { decisionFacts, type InstanceDecisionFacts } from '../shared/decision-facts';
import type { ToolRun } from '../tools';
import { toolsFor } from '../tools';
import { sendCarPhoto, withCarPhoto } from './car-photo';
import { type DeliveryReport, deliverReply, type PartCheck } from './deliver';
import { loadReplyStart, type ReplyConversation } from './facts';
import { recordReplyFailure } from './failure';
import { clearInstanceFailure } from './health';
import { loadPartCheck } from './part-check';
import { promptOptions } from './prompt-options';
import { AI_REPLY_JOB, type AiReplyPayload, parseAiReplyPayload } from './queue';
import { offeredForMonitor, stockForReply } from './stock';
import { actionsTakenSince, replyToolContext, timelineOnRun } from './tool-context';
import { chatWithTools, runsForMonitor } from './tool-loop';
import { transcribeVoiceNotes } from './transcribe';

interface Chat extends AiReplyPayload {
  contactNumber: string;
  contactName: string;
}

/** Null when the AI should still answer now, else the decision's reason (re-checked at run time). */
function reasonNotToAnswer(
  deps: EngineDeps,
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
  const decision = decideAiResponse(decisionFacts(facts.instance, conversation, deps.clock.now()));
  return decision.shouldRespond ? null : decision.reason;
}

/**
 * The decision's facts and the conversation read again, with where the part goes (one round trip).
 * With the part's text (the check right before its send), that round trip also stores it as pending
 * when SQL's side of the decision says go; if the rest of the decision then says stop, the row is
 * discarded in a statement of its own (rare: a switch in the settings, the schedule, the blacklist).
 */
async function checkBeforePart(
  deps: EngineDeps,
  chat: AiReplyPayload,
  text?: string,
  forLast = false,
): Promise<PartCheck> {
  const part = text === undefined ? undefined : { text, at: deps.clock.now() };
  const facts = await loadPartCheck(deps.db, chat, part, forLast);
  if (!facts) throw notFound('Instância não encontrada');
  // The customer's last word is "parar": only the opt-out's confirmation may reach them now. A
  // message after it (they wrote again) is answered, as intake answers it.
  const optedOutMeanwhile =
    facts.consentStatus === 'opted_out' && consentKeywordOf(facts.lastCustomerText) === 'opted_out';
  const stop = optedOutMeanwhile ? OPTED_OUT_TEXT : reasonNotToAnswer(deps, facts);
  if (stop && facts.storedAs) await discardPendingOutbound(deps.db, chat.organizationId, facts.storedAs);
  if (stop) return { stop };
  return { stop: null, target: facts.target, storedAs: facts.storedAs ?? undefined, ladder: facts.ladder };
}

type Outcome = 'ai_response_sent' | 'no_ai_response' | 'processing_error';

/** One monitor step per tool call, before the reply's own step. */
const toolSteps = (deps: EngineDeps, runs: readonly ToolRun[]) =>
  runsForMonitor(runs).map((details) => ({
    step: 'ai_tool' as const,
    status: details.ok ? ('success' as const) : ('failure' as const),
    at: deps.clock.now(),
    ...(details.error ? { error: details.error } : {}),
    details,
  }));

const replyStep = (deps: EngineDeps, outcome: Outcome, details: Record<string, unknown>) => ({
  step: 'ai_reply' as const,
  status:
    outcome === 'ai_response_sent'
      ? ('success' as const)
      : outcome === 'no_ai_response'
        ? ('info' as const)
        : ('failure' as const),
  at: deps.clock.now(),
  details,
});

/**
 * Settles the monitor records of the customer messages this reply answered (or gave up on), in the
 * statement of the job runner that marks the job done. `markedRead` (in `settleStatement`): the
 * reply step's count, made by the statement this settling rides in.
 */
const settledOnDone = (
  deps: EngineDeps,
  chat: Chat,
  outcome: Outcome,
  details: Record<string, unknown>,
  runs: readonly ToolRun[] = [],
): JobDone => ({ alsoOnDone: settleStatement(deps, chat, outcome, details, runs) });

const settleStatement = (
  deps: EngineDeps,
  chat: Chat,
  outcome: Outcome,
  details: Record<string, unknown>,
  runs: readonly ToolRun[],
  markedRead: SQL | null = null,
) =>
  settleAwaitingRecordsStatement(
    deps.db,
    chat.organizationId,
    chat,
    outcome,
    [...toolSteps(deps, runs), replyStep(deps, outcome, details)],
    markedRead ? { key: 'markedRead', count: markedRead } : undefined,
  );

/** How a delivered reply ends: what was sent, and the monitor's outcome for it. */
const deliveredOutcome = (report: DeliveryReport): Outcome =>
  report.sent > 0 ? 'ai_response_sent' : report.stoppedBecause ? 'no_ai_response' : 'processing_error';

/**
 * A key the provider refused again and again is not tried once more per message: the reply fails at
 * once (no call, no retries) until someone saves another key.
 */
function refuseWhileKeyRejected(since: Date | null, provider: AiProviderId) {
  if (provider === 'demo' || !since) return;
  throw new AiProviderError({
    kind: 'auth',
    provider,
    providerMessage: `chave recusada repetidamente desde ${since.toISOString()}; troque a chave nas configurações da instância`,
    retryable: false,
  });
}

/** Step 6 of the pipeline: the `ai_reply` job of one conversation, after its quiet period. */
async function replyToConversation(
  deps: EngineDeps,
  job: ClaimedJob,
  run: JobRun,
): Promise<JobDone | undefined> {
  const payload = parseAiReplyPayload(job.payload);
  if (!payload) throw new PermanentJobError('ai_reply without its conversation');
  // The config comes with the decision's facts: one read, though a reply not wanted needs only half.
  const start = await loadReplyStart(deps, deps.db, payload, deps.clock.now());
  if (!start?.conversation) return undefined;
  const { contactNumber, contactName } = start.conversation;
  const chat: Chat = { ...payload, contactNumber, contactName };

  const reason = reasonNotToAnswer(deps, { instance: start.decision, conversation: start.conversation });
  if (reason) return settledOnDone(deps, chat, 'no_ai_response', { reason, checkedAt: 'reply' });
  // A re-run (its process died mid-reply) finds the reply already sent; a first run never skips.
  if (
    job.attempts > 1 &&
    (await alreadyAnswered(deps.db, chat.organizationId, chat.conversationId, chat.messageId))
  ) {
    return settledOnDone(deps, chat, 'ai_response_sent', { reason: 'already_answered' });
  }

  const { config } = start;
  const { settings } = config;
  const providers = replyProviders(deps, config.ai);
  try {
    refuseWhileKeyRejected(start.keyRejectedAt, providers.choice.provider);
    const context = settings.enableContextMemory ? start.context : sinceOurLastMessage(start.context);
    const transcriptions = await transcribeVoiceNotes(deps, chat.organizationId, providers.speech, context);
    const chatMessages = toChatMessages(context);
    if (!chatMessages.some((message) => message.role === 'user'))
      return settledOnDone(deps, chat, 'no_ai_response', { reason: 'nothing_to_answer' });
    const found = start.hasStock ? await stockForReply(deps.db, chat.organizationId, chatMessages) : null;
    const stock = withCarPhoto(found, chatMessages, settings.sendCarPhotoEnabled);
    const now = deps.clock.now();
    const lastFromCustomer = context.findLast((message) => message.origin === 'contact');
    const actionsTaken =
      job.attempts > 1 && lastFromCustomer
        ? await actionsTakenSince(deps, chat, lastFromCustomer.timestamp)
        : [];
    // A retry whose tools already acted answers from what they did, with no tool to act again.
    const tools = actionsTaken.length > 0 ? [] : toolsFor({ hasStock: start.hasStock });
    const toolContext = replyToolContext(deps, chat, start.leadId, now);
    const system = buildReplySystemPrompt({
      stock,
      instancePrompt: config.ai.prompt,
      knowledge: config.knowledge,
      contactName: chat.contactName,
      now,
      timeZone: config.timeZone,
      ...promptOptions(config),
      tools: tools.map((tool) => tool.name),
      actionsTaken,
      situation: start.situation,
    });
    const { answer, runs, bound } = await chatWithTools(
      providers.llm,
      {
        model: providers.model,
        system,
        messages: chatMessages,
        temperature: config.ai.temperature,
        topP: config.ai.topP,
        stock,
        now,
        timeZone: config.timeZone,
      },
      tools,
      toolContext,
      { onRun: timelineOnRun(toolContext) },
    );
    if (!answer.text.trim()) {
      throw new AiProviderError({
        kind: 'invalid_response',
        provider: providers.choice.provider,
        providerMessage: 'Resposta vazia do modelo',
      });
    }
    const voice =
      config.ai.audioResponseEnabled && providers.speech?.capabilities.synthesize
        ? { speech: providers.speech, voice: config.ai.audioVoice, speed: config.ai.audioSpeed }
        : null;
    const details = (report: DeliveryReport, markedRead: number, carPhoto?: unknown) => ({
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
      carPhoto,
      toolCalls: runs.length > 0 ? runs.length : undefined,
      toolBound: bound,
    });
    // Nothing to do after the last part (no photo follows, no failure mark to clear): the job's done
    // and its monitor record (`markedRead` counted there) ride in the last part's record statement.
    const finishWithLast =
      !stock?.photoOf && !start.failureShown
        ? (report: DeliveryReport, markedRead: SQL | null) => {
            const outcome = deliveredOutcome(report);
            const settle = settleStatement(deps, chat, outcome, details(report, 0), runs, markedRead);
            return [sql`job_done as (${run.doneWrite()})`, sql`also as (${settle.getSQL()})`];
          }
        : undefined;
    const report = await deliverReply(deps, chat, {
      text: answer.text,
      settings,
      voice,
      stillWanted: (text, forLast) => checkBeforePart(deps, chat, text, forLast),
      // The customer's messages are marked read with the last part, unless the car's photo follows.
      markReadWithLast: !settings.keepUnread && !stock?.photoOf,
      finishWithLast,
    });
    if (report.finished) return { doneMade: true };
    const carPhoto =
      report.sent > 0 && !report.stoppedBecause && stock?.photoOf
        ? await sendCarPhoto(deps, chat, stock.photoOf, report.route)
        : undefined;
    if (report.sent > 0 && start.failureShown) await clearInstanceFailure(deps.db, chat.instanceId);
    const markedRead =
      report.markedRead ??
      (report.sent > 0 && !settings.keepUnread ? await markAnsweredRead(deps, chat, report.route) : 0);
    return settledOnDone(deps, chat, deliveredOutcome(report), details(report, markedRead, carPhoto), runs);
  } catch (error) {
    const permanent = isAiProviderError(error) && !error.retryable;
    if (permanent || isLastAttempt(job, error)) {
      await recordReplyFailure(deps, { ...chat, attempts: job.attempts, consultant: config.settings }, error);
      if (permanent) throw new PermanentJobError(error.message, { cause: error });
    }
    throw error;
  }
}

export function registerAiReplyJob(deps: EngineDeps): void {
  deps.jobs.register(AI_REPLY_JOB, (job, run) => replyToConversation(deps, job, run));
}
