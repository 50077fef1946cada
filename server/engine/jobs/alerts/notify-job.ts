import { type ClaimedJob, isLastAttempt, PermanentJobError } from '../../../jobs/runner';
import { loadInstanceConfig } from '../../config';
import type { EngineDeps } from '../../deps';
import { sendOutbound } from '../../outbound';
import { loadContextMessages } from '../../shared/conversation-context';
import { consultantPhone } from './consultant';
import { NOTICE_RECENT_MESSAGES, noticeText } from './notice-text';
import { NOTIFY_CONSULTANT_JOB, type NoticePayload, parseNoticePayload } from './queue';
import { addStepForMessage, findNoticeConversation, writeLog } from './repository';

/** Category of the notices in the organization's logs. */
export const CONSULTANT_LOG_CATEGORY = 'consultant';

export const conversationLink = (deps: EngineDeps, conversationId: string): string =>
  `${deps.config.publicUrl}/chat?conversation=${encodeURIComponent(conversationId)}`;

const whyOf = (notice: NoticePayload): string =>
  [
    notice.aiFailure ? 'IA falhou' : null,
    notice.hot ? 'lead quente' : null,
    notice.handOver ? 'transferido pela IA' : null,
    notice.keywords.length > 0 ? `palavra-chave: ${notice.keywords.join(', ')}` : null,
  ]
    .filter((part): part is string => part !== null)
    .join('; ');

/**
 * The consultant's WhatsApp notice about a conversation (a keyword alert, a HOT lead): who, why, the
 * last messages and the link to the chat. Sent through the conversation's instance, kept out of the
 * customer's chat, and recorded in the logs and on the monitor record of the message that raised it.
 */
async function notifyConsultant(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const notice = parseNoticePayload(job.payload);
  if (!notice) throw new PermanentJobError('notify_consultant sem conversa');
  const tenantId = notice.organizationId;
  const conversation = await findNoticeConversation(deps.db, tenantId, notice.conversationId);
  if (!conversation) return;
  const { settings } = await loadInstanceConfig(deps, deps.db, notice.instanceId);
  const to = consultantPhone(settings);
  const now = deps.clock.now();
  if (!to) {
    await addStepForMessage(deps.db, tenantId, notice.messageId, {
      step: 'consultant_notified',
      status: 'info',
      at: now,
      details: { sent: false, reason: 'consultant_notification_off' },
    });
    return;
  }
  const recent = await loadContextMessages(deps.db, tenantId, notice.conversationId, {
    since: null,
    limit: NOTICE_RECENT_MESSAGES,
  });
  const text = noticeText({
    ...conversation,
    keywords: notice.keywords,
    hot: notice.hot,
    aiFailure: notice.aiFailure,
    handOver: notice.handOver,
    recent,
    link: conversationLink(deps, notice.conversationId),
  });
  const result = await sendOutbound(deps, {
    organizationId: tenantId,
    instanceId: notice.instanceId,
    conversationId: notice.conversationId,
    origin: 'system',
    text,
    to,
    offConversation: true,
  });
  const why = whyOf(notice);
  const who = `${conversation.contactName || 'Sem nome'} (+${conversation.contactNumber})`;
  if (result.status === 'failed') {
    const error = new Error(
      `Consultor não notificado (${why}) sobre ${who}: ${result.error ?? 'falha no envio'}`,
    );
    if (isLastAttempt(job)) {
      await addStepForMessage(deps.db, tenantId, notice.messageId, {
        step: 'consultant_notified',
        status: 'failure',
        at: now,
        error: result.error,
        details: { to, attempts: job.attempts },
      });
    }
    throw error;
  }
  await deps.db.transaction(async (tx) => {
    await writeLog(tx, {
      organizationId: tenantId,
      instanceId: notice.instanceId,
      level: 'info',
      category: CONSULTANT_LOG_CATEGORY,
      message: `Consultor notificado (${why}) sobre ${who}`,
      metadata: {
        conversationId: notice.conversationId,
        to,
        keywords: notice.keywords,
        hot: notice.hot,
        text,
      },
      at: now,
    });
    await addStepForMessage(tx, tenantId, notice.messageId, {
      step: 'consultant_notified',
      status: 'success',
      at: now,
      details: { to, keywords: notice.keywords, hot: notice.hot !== null },
    });
  });
}

export function registerConsultantNoticeJob(deps: EngineDeps): void {
  deps.jobs.register(NOTIFY_CONSULTANT_JOB, (job) => notifyConsultant(deps, job));
}
