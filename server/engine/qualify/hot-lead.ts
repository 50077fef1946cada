import type { QualificationResult } from '../../ai/port';
import type { Tx } from '../../db/client';
import { loadOrgSettings } from '../../lib/org-settings';
import { visitKeepsAi } from '../agenda';
import type { EngineDeps } from '../deps';
import { type ConsultantSettings, consultantPhone, queueConsultantNotice, writeLog } from '../jobs/alerts';
import { noticeHotLeadToOwner } from './hot-lead-notice';
import type { QualifyPayload } from './queue';
import { markTransferred, pauseAiForConsultant } from './repository';

export interface HotLeadSettings extends ConsultantSettings {
  /** The human takes over: the AI pauses when a human answers, and when a lead goes to the consultant. */
  humanAssumesEnabled: boolean;
}

export interface HandOver {
  /** False when the conversation had already been handed over: nothing else happens again. */
  transferred: boolean;
  aiPaused: boolean;
  /** The lead has a visit booked: the AI stays on until it (see the agenda's AI_STAYS_ON_UNTIL_VISIT). */
  aiKeptForVisit: boolean;
  consultantNotice: 'queued' | 'consultant_notification_off' | 'whatsapp_alerts_off' | 'already_transferred';
}

/**
 * A lead qualified HOT goes to the consultant, once: the conversation counts as transferred, the AI
 * pauses when the instance lets a human take over (unless a visit is booked: the AI then carries the
 * lead to it), and the consultant is notified on WhatsApp.
 */
export async function handOverHotLead(
  deps: EngineDeps,
  tx: Tx,
  lead: QualifyPayload & {
    leadId: string;
    result: QualificationResult;
    settings: HotLeadSettings;
    now: Date;
  },
): Promise<HandOver> {
  const { organizationId, instanceId, conversationId, settings, now, result } = lead;
  if (!(await markTransferred(tx, organizationId, conversationId, now))) {
    return {
      transferred: false,
      aiPaused: false,
      aiKeptForVisit: false,
      consultantNotice: 'already_transferred',
    };
  }
  const aiKeptForVisit =
    settings.humanAssumesEnabled && (await visitKeepsAi(tx, organizationId, lead.leadId, now));
  const aiPaused =
    settings.humanAssumesEnabled &&
    !aiKeptForVisit &&
    (await pauseAiForConsultant(tx, organizationId, conversationId, now));
  if (aiPaused)
    await deps.events.publish(organizationId, { type: 'ai_disabled_auto', instanceId, conversationId }, tx);
  const org = await loadOrgSettings(tx, organizationId);
  const hasPhone = consultantPhone(settings) !== null;
  // The organization's 'Alertas WhatsApp' switch governs the consultant's WhatsApp notice.
  const notify = hasPhone && org?.whatsappAlerts !== false;
  if (notify) {
    await queueConsultantNotice(
      tx,
      {
        organizationId,
        instanceId,
        conversationId,
        messageId: lead.messageId,
        hot: { score: result.score, reason: result.reason },
      },
      now,
    );
  }
  await writeLog(tx, {
    organizationId,
    instanceId,
    level: 'info',
    category: 'qualification',
    message: `Lead quente (score ${result.score}) transferido ao consultor${aiPaused ? '; IA pausada na conversa' : aiKeptForVisit ? '; IA segue até a visita agendada' : ''}`,
    metadata: { conversationId, reason: result.reason, aiPaused, aiKeptForVisit, consultantNotified: notify },
    at: now,
  });
  await noticeHotLeadToOwner(deps, tx, { organizationId, instanceId, conversationId, ...result });
  return {
    transferred: true,
    aiPaused,
    aiKeptForVisit,
    consultantNotice: notify ? 'queued' : hasPhone ? 'whatsapp_alerts_off' : 'consultant_notification_off',
  };
}
