import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { conversations, instances, leads, users } from '../../../db/schema';
import { type ClaimedJob, PermanentJobError } from '../../../jobs/runner';
import type { EngineDeps } from '../../deps';
import { sendOutbound } from '../../outbound';
import { conversationLink, writeLog } from '../alerts';
import { NOTIFY_ASSIGNMENT_JOB, parseAssignmentNotice } from './notice-queue';

const LOG_CATEGORY = 'redistribution';

/** The seller's number for notices: an instance's notification phone, else the user's own phone. */
export async function sellerNoticePhone(
  db: DbOrTx,
  tenantId: string,
  userId: string,
): Promise<string | null> {
  const [row] = await db
    .select({
      phone: sql<string | null>`coalesce(
        (select coalesce(nullif(${instances.notificationPhone}, ''), nullif(${instances.consultorNotificationPhone}, ''))
         from ${instances}
         where ${instances.userId} = ${users.id} and ${instances.deletedAt} is null
           and coalesce(nullif(${instances.notificationPhone}, ''), nullif(${instances.consultorNotificationPhone}, '')) is not null
         order by ${instances.createdAt} limit 1),
        nullif(${users.phone}, ''))`,
    })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, tenantId), isNull(users.deletedAt)));
  const digits = (row?.phone ?? '').replace(/\D/g, '');
  return digits.length >= 10 ? digits : null;
}

/** "🔄 Lead redistribuído para você": who the customer is, why it moved, where to answer. */
export function assignmentNoticeText(facts: {
  contactName: string;
  contactNumber: string;
  hours: number;
  link: string;
}): string {
  const name = facts.contactName.trim();
  return [
    '🔄 *Lead redistribuído para você*',
    '',
    `Cliente: ${name && name !== facts.contactNumber ? name : 'Sem nome'}`,
    `Número: +${facts.contactNumber}`,
    `Motivo: sem atividade do vendedor anterior por ${facts.hours} h`,
    '',
    `Abrir conversa: ${facts.link}`,
  ].join('\n');
}

async function notifyAssignment(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const notice = parseAssignmentNotice(job.payload);
  if (!notice) throw new PermanentJobError('notify_lead_assigned sem lead');
  const tenantId = notice.organizationId;
  const [lead] = await deps.db
    .select({
      instanceId: leads.instanceId,
      conversationId: leads.conversationId,
      assignedUserId: leads.assignedUserId,
      contactName: conversations.contactName,
      contactNumber: conversations.contactNumber,
    })
    .from(leads)
    .innerJoin(conversations, eq(conversations.id, leads.conversationId))
    .where(and(eq(leads.id, notice.leadId), eq(leads.organizationId, tenantId)))
    .orderBy(asc(leads.id));
  // Moved again (or gone) before the notice went out: the newer hand-over sends its own.
  if (!lead || lead.assignedUserId !== notice.toUserId) return;
  const now = deps.clock.now();
  const to = await sellerNoticePhone(deps.db, tenantId, notice.toUserId);
  const who = `${lead.contactName || 'Sem nome'} (+${lead.contactNumber})`;
  if (!to) {
    await writeLog(deps.db, {
      organizationId: tenantId,
      instanceId: lead.instanceId,
      level: 'warn',
      category: LOG_CATEGORY,
      message: `Lead ${who} redistribuído, mas o vendedor não tem telefone de notificação`,
      metadata: { leadId: notice.leadId, toUserId: notice.toUserId },
      at: now,
    });
    return;
  }
  const text = assignmentNoticeText({
    ...lead,
    hours: notice.hours,
    link: conversationLink(deps, lead.conversationId),
  });
  const result = await sendOutbound(deps, {
    organizationId: tenantId,
    instanceId: lead.instanceId,
    conversationId: lead.conversationId,
    origin: 'system',
    text,
    to,
    offConversation: true,
  });
  if (result.status === 'failed')
    throw new Error(
      `Vendedor não notificado da redistribuição de ${who}: ${result.error ?? 'falha no envio'}`,
    );
  await writeLog(deps.db, {
    organizationId: tenantId,
    instanceId: lead.instanceId,
    level: 'info',
    category: LOG_CATEGORY,
    message: `Vendedor notificado da redistribuição de ${who}`,
    metadata: { leadId: notice.leadId, toUserId: notice.toUserId, to, text },
    at: now,
  });
}

export function registerAssignmentNoticeJob(deps: EngineDeps): void {
  deps.jobs.register(NOTIFY_ASSIGNMENT_JOB, (job) => notifyAssignment(deps, job));
}
