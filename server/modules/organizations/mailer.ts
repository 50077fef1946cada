import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createTransport } from 'nodemailer';
import type { DbOrTx } from '../../db/client';
import { emailOutbox } from '../../db/schema';

const SENDER = 'Vendaí <nao-responda@vendai.com.br>';

export interface OutgoingEmail {
  organizationId: string | null;
  to: string;
  subject: string;
  body: string;
}

/** Stores the e-mail in the outbox inside the caller's transaction, so it exists exactly when its rows do. */
export async function queueEmail(db: DbOrTx, email: OutgoingEmail): Promise<string> {
  const [row] = await db.insert(emailOutbox).values(email).returning({ id: emailOutbox.id });
  if (!row) throw new Error('e-mail not stored');
  return row.id;
}

/**
 * Delivers a stored e-mail after its transaction committed: by SMTP when `SMTP_URL` is set (the row
 * records sent or the failure), else it stays in the outbox and goes to the log, where whoever runs
 * the embedded default reads it. A failed delivery never undoes what the e-mail announces.
 */
export async function deliverEmail(app: FastifyInstance, id: string): Promise<void> {
  const [email] = await app.db.select().from(emailOutbox).where(eq(emailOutbox.id, id));
  if (!email) return;
  if (!app.config.smtpUrl) {
    app.log.info(
      { to: email.to, subject: email.subject, body: email.body },
      'e-mail kept in the outbox (no SMTP_URL)',
    );
    return;
  }
  try {
    const transport = createTransport(app.config.smtpUrl);
    await transport.sendMail({ from: SENDER, to: email.to, subject: email.subject, text: email.body });
    await app.db
      .update(emailOutbox)
      .set({ status: 'sent', sentAt: new Date() })
      .where(eq(emailOutbox.id, id));
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    app.log.error({ to: email.to, err: message }, 'e-mail delivery failed; kept in the outbox');
    await app.db.update(emailOutbox).set({ status: 'failed', error: message }).where(eq(emailOutbox.id, id));
  }
}
