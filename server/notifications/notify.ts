import type { NotificationKind } from '../../contract/notifications';
import type { RealtimeEvent } from '../../contract/realtime';
import type { DbOrTx } from '../db/client';
import { emailOutbox } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import type { Clock } from '../lib/clock';
import { loadOrgSettings } from '../lib/org-settings';
import { findRecipients, insertNotifications } from './repository';

/** What `notify` needs: the database (or the caller's transaction), the live events and the time. */
export interface NotifyDeps {
  db: DbOrTx;
  bus: { publish(organizationId: string, event: RealtimeEvent, tx?: DbOrTx): Promise<void> };
  clock: Clock;
  /** The app's address (`config.publicUrl`), so e-mail and WhatsApp carry a full link. */
  publicUrl?: string;
}

export interface Notice {
  organizationId: string;
  /** One user, or every live user of a role (`admin` includes super_admin). */
  to: { userId: string } | { role: 'admin' | 'vendedor' };
  kind: NotificationKind;
  /** Short pt-BR line shown in the bell and as the e-mail subject. */
  title: string;
  body: string;
  /** Path in the app where it is handled (`/chat?conversation=…`), or null. */
  link: string | null;
  /** False when the caller already sends its own WhatsApp notice (the consultant's HOT-lead notice). */
  whatsapp?: boolean;
}

export interface NotifyResult {
  inApp: number;
  emails: number;
  whatsapp: number;
}

export const NOTIFY_EMAIL_JOB = 'notification_email';
export const NOTIFY_WHATSAPP_JOB = 'notification_whatsapp';

/**
 * Tells users of an organization that something needs them, by each channel its settings allow:
 * the bell in the app (system alerts, with a live event to their open screens), e-mail (the outbox,
 * delivered by SMTP when configured) and WhatsApp (to the user's phone, through a connected number
 * of the organization). Sends are jobs, so a call inside the caller's transaction sends nothing
 * unless it commits, and a failing channel retries on its own.
 */
export async function notify(deps: NotifyDeps, notice: Notice): Promise<NotifyResult> {
  const { db, bus, clock } = deps;
  const settings = await loadOrgSettings(db, notice.organizationId);
  if (!settings) return { inApp: 0, emails: 0, whatsapp: 0 };
  const recipients = await findRecipients(db, notice.organizationId, notice.to);
  const now = clock.now();
  const result: NotifyResult = { inApp: 0, emails: 0, whatsapp: 0 };

  if (settings.systemAlerts) {
    const rows = await insertNotifications(
      db,
      recipients.map((user) => ({
        organizationId: notice.organizationId,
        userId: user.id,
        kind: notice.kind,
        title: notice.title,
        body: notice.body,
        link: notice.link,
        createdAt: now,
      })),
    );
    for (const row of rows) {
      await bus.publish(
        notice.organizationId,
        { type: 'notification_created', userId: row.userId, notificationId: row.id },
        db,
      );
    }
    result.inApp = rows.length;
  }

  if (settings.emailNotifications) {
    for (const user of recipients) {
      const [mail] = await db
        .insert(emailOutbox)
        .values({
          organizationId: notice.organizationId,
          to: user.email,
          subject: `Vendaí: ${notice.title}`,
          body: emailBody(notice, deps.publicUrl),
          createdAt: now,
        })
        .returning({ id: emailOutbox.id });
      if (!mail) continue;
      await enqueueJob(db, {
        kind: NOTIFY_EMAIL_JOB,
        organizationId: notice.organizationId,
        payload: { emailId: mail.id },
        runAt: now,
      });
      result.emails += 1;
    }
  }

  if (settings.whatsappAlerts && notice.whatsapp !== false) {
    for (const user of recipients) {
      await enqueueJob(db, {
        kind: NOTIFY_WHATSAPP_JOB,
        organizationId: notice.organizationId,
        payload: {
          organizationId: notice.organizationId,
          userId: user.id,
          text: whatsappText(notice, deps.publicUrl),
        },
        runAt: now,
      });
      result.whatsapp += 1;
    }
  }
  return result;
}

const fullLink = (notice: Notice, publicUrl = ''): string | null =>
  notice.link ? `${publicUrl.replace(/\/$/, '')}${notice.link}` : null;

const emailBody = (notice: Notice, publicUrl?: string): string => {
  const link = fullLink(notice, publicUrl);
  return [notice.body, link ? `Abrir: ${link}` : null].filter(Boolean).join('\n\n');
};

const whatsappText = (notice: Notice, publicUrl?: string): string =>
  [`*${notice.title}*`, notice.body, fullLink(notice, publicUrl)].filter(Boolean).join('\n');
