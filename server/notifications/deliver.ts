import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { emailOutbox, instances, logs, users } from '../db/schema';
import { sendOutbound } from '../engine/outbound';
import { PermanentJobError } from '../jobs/runner';
import { sendEmail } from './email';
import { NOTIFY_EMAIL_JOB, NOTIFY_WHATSAPP_JOB } from './notify';

const EmailPayload = z.object({ emailId: z.uuid() });
const WhatsappPayload = z.object({ organizationId: z.uuid(), userId: z.uuid(), text: z.string().min(1) });

/** `Vendaí <nao-responda@host>` of the app's public address. */
const senderAddress = (publicUrl: string): string => {
  const host = URL.canParse(publicUrl) ? new URL(publicUrl).hostname : 'localhost';
  return `Vendaí <nao-responda@${host}>`;
};

/**
 * An e-mail of the outbox: sent by SMTP when `SMTP_URL` is configured; without it the message stays
 * in the outbox as pending and is written to the log (the embedded default has no mail server).
 */
async function deliverEmail(app: FastifyInstance, payload: unknown): Promise<void> {
  const parsed = EmailPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError('e-mail sem id');
  const [mail] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, parsed.data.emailId));
  if (!mail || mail.status === 'sent') return;
  if (!app.config.smtpUrl) {
    app.log.info({ to: mail.to, subject: mail.subject }, 'e-mail kept in the outbox (SMTP_URL not set)');
    return;
  }
  try {
    await sendEmail(app.config.smtpUrl, senderAddress(app.config.publicUrl), {
      to: mail.to,
      subject: mail.subject,
      text: mail.body,
    });
    await app.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: app.clock.now(), error: null })
      .where(eq(emailOutbox.id, mail.id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    await app.db
      .update(emailOutbox)
      .set({ status: 'failed', error: message })
      .where(eq(emailOutbox.id, mail.id));
    throw error;
  }
}

/** Where a user's WhatsApp notice goes: their phone, else the notification phone of their number. */
async function recipientPhone(
  app: FastifyInstance,
  organizationId: string,
  userId: string,
): Promise<string | null> {
  const [user] = await app.db
    .select({ phone: users.phone })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, organizationId), isNull(users.deletedAt)));
  if (!user) return null;
  const [own] = await app.db
    .select({ phone: instances.notificationPhone })
    .from(instances)
    .where(and(eq(instances.userId, userId), isNull(instances.deletedAt)))
    .orderBy(asc(instances.createdAt));
  const digits = (user.phone ?? own?.phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits : null;
}

/** A WhatsApp notice to a user, sent from a connected number of the organization (theirs first). */
async function deliverWhatsapp(app: FastifyInstance, payload: unknown): Promise<void> {
  const parsed = WhatsappPayload.safeParse(payload);
  if (!parsed.success) throw new PermanentJobError('aviso de WhatsApp inválido');
  const { organizationId, userId, text } = parsed.data;
  const to = await recipientPhone(app, organizationId, userId);
  if (!to) return;
  const [sender] = await app.db
    .select({ id: instances.id })
    .from(instances)
    .where(
      and(
        eq(instances.organizationId, organizationId),
        eq(instances.isConnected, true),
        isNull(instances.deletedAt),
      ),
    )
    .orderBy(desc(eq(instances.userId, userId)), asc(instances.createdAt))
    .limit(1);
  if (!sender) {
    await app.db.insert(logs).values({
      organizationId,
      level: 'warn',
      category: 'notifications',
      message: `Aviso por WhatsApp não enviado a ${to}: nenhum número conectado na organização`,
      metadata: { userId },
      timestamp: app.clock.now(),
    });
    return;
  }
  const sent = await sendOutbound(app, { kind: 'notice', organizationId, instanceId: sender.id, to, text });
  // The job's retries (with backoff) try again; the refusal itself is in the logs.
  if (sent.status === 'failed') throw new Error(`WhatsApp notice not sent: ${sent.error ?? 'unknown'}`);
}

export function registerNotificationJobs(app: FastifyInstance): void {
  app.jobs.register(NOTIFY_EMAIL_JOB, (job) => deliverEmail(app, job.payload));
  app.jobs.register(NOTIFY_WHATSAPP_JOB, (job) => deliverWhatsapp(app, job.payload));
}
