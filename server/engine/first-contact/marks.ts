import { eq } from 'drizzle-orm';
import { leadIntakes, leads } from '../../db/schema';
import { notify } from '../../notifications/notify';
import { notifyDepsOf } from '../../notifications/triggers/deps';
import type { EngineDeps } from '../deps';

/**
 * A first message that cannot go: the lead carries the reason on the board and the lead page, and
 * its seller (the shop's admins when it has none) hears of it, to reach the person another way.
 */

export interface UnsentIntake {
  id: string;
  leadId: string;
  sellerId: string | null;
  contactName: string;
  contactNumber: string;
  sourceName: string;
}

/** Shown on the lead and in the notification when an official number has no template to send. */
export const NO_FIRST_CONTACT_TEMPLATE = 'Sem modelo aprovado para o primeiro contato';

type MarkDeps = Pick<EngineDeps, 'db' | 'clock' | 'events' | 'config'>;

async function mark(
  deps: MarkDeps,
  organizationId: string,
  intake: UnsentIntake,
  reason: 'not_on_whatsapp' | 'no_template',
  notice: { title: string; body: string },
): Promise<void> {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(leadIntakes).set({ status: reason }).where(eq(leadIntakes.id, intake.id));
    await tx
      .update(leads)
      .set(
        reason === 'not_on_whatsapp'
          ? { notOnWhatsappAt: now, updatedAt: now }
          : { noFirstContactTemplateAt: now, updatedAt: now },
      )
      .where(eq(leads.id, intake.leadId));
    await notify(notifyDepsOf(deps, tx), {
      organizationId,
      to: intake.sellerId ? { userId: intake.sellerId } : { role: 'admin' },
      kind: 'system',
      title: notice.title,
      body: notice.body,
      link: '/kanban',
    });
  });
}

const who = (intake: UnsentIntake) => intake.contactName || intake.contactNumber;

/** The number is not on WhatsApp. */
export const markUnreachable = (deps: MarkDeps, organizationId: string, intake: UnsentIntake) =>
  mark(deps, organizationId, intake, 'not_on_whatsapp', {
    title: `Lead sem WhatsApp: ${who(intake)}`,
    body: `O número ${intake.contactNumber}, recebido pelo ${intake.sourceName}, não está no WhatsApp. Entre em contato por telefone ou e-mail.`,
  });

/** An official number, a lead who never wrote, and no approved template on the source. */
export const markNoTemplate = (deps: MarkDeps, organizationId: string, intake: UnsentIntake) =>
  mark(deps, organizationId, intake, 'no_template', {
    title: `${NO_FIRST_CONTACT_TEMPLATE}: ${who(intake)}`,
    body: `O lead ${intake.contactNumber}, recebido pelo ${intake.sourceName}, chegou por um número oficial, que só pode iniciar a conversa com um modelo aprovado. Escolha um modelo na fonte de leads ou entre em contato por telefone ou e-mail.`,
  });
