import type { Db } from '../../db/client';
import { emailOutbox } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { NOTIFY_EMAIL_JOB } from '../../notifications/notify';
import { type AuditActor, recordAudit } from '../audit/record';
import { fullName } from '../users/mappers';
import { issuePasswordToken, RESET_PASSWORD_TOKEN_TTL_MS, setPasswordUrl } from './password-tokens';
import { findActiveUserByEmail } from './repository';

const SUBJECT = 'Vendaí: redefinição de senha';

const body = (name: string, url: string): string =>
  [
    `Olá, ${name}!`,
    'Recebemos um pedido para redefinir a sua senha do Vendaí. Para escolher uma nova senha, abra o link abaixo (ele vale por 30 minutos e só pode ser usado uma vez):',
    url,
    'Se não foi você quem pediu, ignore este e-mail: sua senha continua a mesma.',
  ].join('\n\n');

/**
 * A forgotten password: when the address is a live user's, a `reset_password` link valid 30
 * minutes goes to it through the outbox (SMTP when configured). An unknown address does nothing,
 * and the caller answers the same either way. Token, e-mail and its delivery job are one
 * transaction: there is never a link nobody was sent, nor an e-mail with a dead link.
 */
export async function requestPasswordReset(
  db: Db,
  publicUrl: string,
  email: string,
  source: AuditActor,
): Promise<boolean> {
  const now = source.at;
  const user = await findActiveUserByEmail(db, email);
  if (!user) return false;
  await db.transaction(async (tx) => {
    const target = { type: 'user', id: user.id, label: user.email };
    await recordAudit(tx, {
      ...source,
      organizationId: user.organizationId,
      label: source.label ?? email,
      action: 'auth.password_reset_requested',
      target,
    });
    const token = await issuePasswordToken(tx, user, 'reset_password', RESET_PASSWORD_TOKEN_TTL_MS, now);
    const [mail] = await tx
      .insert(emailOutbox)
      .values({
        organizationId: user.organizationId,
        to: user.email,
        subject: SUBJECT,
        body: body(fullName(user), setPasswordUrl(publicUrl.replace(/\/$/, ''), token)),
        createdAt: now,
      })
      .returning({ id: emailOutbox.id });
    if (!mail) throw new Error('e-mail not stored');
    await enqueueJob(tx, {
      kind: NOTIFY_EMAIL_JOB,
      organizationId: user.organizationId,
      payload: { emailId: mail.id },
      runAt: now,
    });
  });
  return true;
}
