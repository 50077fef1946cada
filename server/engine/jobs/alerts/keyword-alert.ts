import type { DbOrTx } from '../../../db/client';
import type { MonitorTrail } from '../../monitor/steps';
import { type ConsultantSettings, consultantPhone } from './consultant';
import { type AlertSettings, alertKeywordsIn } from './keywords';
import { queueConsultantNotice } from './queue';

export interface AlertedMessage {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  messageId: string;
  text: string | null;
  trail: MonitorTrail;
}

/**
 * Step 5's keyword alert: a customer message with one of the instance's alert keywords queues the
 * consultant's notice (merged with the rest of the burst). The monitor record says what matched and
 * whether anyone will hear of it.
 */
export async function raiseKeywordAlert(
  db: DbOrTx,
  message: AlertedMessage,
  settings: AlertSettings & ConsultantSettings,
  now: Date,
): Promise<string[]> {
  const keywords = alertKeywordsIn(message.text, settings);
  if (keywords.length === 0) return keywords;
  const notify = consultantPhone(settings) !== null;
  if (notify) {
    await queueConsultantNotice(
      db,
      {
        organizationId: message.organizationId,
        instanceId: message.instanceId,
        conversationId: message.conversationId,
        messageId: message.messageId,
        keywords,
      },
      now,
    );
  }
  message.trail.add('keyword_alert', notify ? 'success' : 'info', {
    details: notify
      ? { keywords, consultantNotice: 'queued' }
      : { keywords, consultantNotice: 'consultant_notification_off' },
  });
  return keywords;
}
