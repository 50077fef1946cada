import { and, eq } from 'drizzle-orm';
import { IntakeVehicle } from '../../../contract/lead-sources';
import type { DbOrTx } from '../../db/client';
import { conversations, leadIntakes, leadSources, leads, organizations } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { type ClaimedJob, PermanentJobError } from '../../jobs/runner';
import { notify } from '../../notifications/notify';
import { notifyDepsOf } from '../../notifications/triggers/deps';
import type { EngineDeps } from '../deps';
import { sendOutbound } from '../outbound';
import { carOfIntake } from './stock-car';
import { firstContactText } from './text';

export const FIRST_CONTACT_JOB = 'lead_first_contact';
const MAX_ATTEMPTS = 3;

/** Queues the first message of an intake, in the caller's transaction (it exists when the intake does). */
export async function scheduleFirstContact(
  db: DbOrTx,
  intake: { id: string; organizationId: string },
  runAt: Date,
): Promise<void> {
  await enqueueJob(db, {
    kind: FIRST_CONTACT_JOB,
    organizationId: intake.organizationId,
    payload: { organizationId: intake.organizationId, intakeId: intake.id },
    runAt,
    dedupeKey: `${FIRST_CONTACT_JOB}:${intake.id}`,
    maxAttempts: MAX_ATTEMPTS,
  });
}

async function loadIntake(db: DbOrTx, organizationId: string, intakeId: string) {
  const [row] = await db
    .select({
      id: leadIntakes.id,
      status: leadIntakes.status,
      payload: leadIntakes.payload,
      leadId: leadIntakes.leadId,
      conversationId: leadIntakes.conversationId,
      instanceId: conversations.instanceId,
      contactName: conversations.contactName,
      contactNumber: conversations.contactNumber,
      sellerId: leads.assignedUserId,
      sourceName: leadSources.name,
      shopName: organizations.name,
    })
    .from(leadIntakes)
    .innerJoin(leadSources, eq(leadSources.id, leadIntakes.leadSourceId))
    .innerJoin(conversations, eq(conversations.id, leadIntakes.conversationId))
    .innerJoin(leads, eq(leads.id, leadIntakes.leadId))
    .innerJoin(organizations, eq(organizations.id, leadIntakes.organizationId))
    .where(and(eq(leadIntakes.organizationId, organizationId), eq(leadIntakes.id, intakeId)));
  return row;
}

/** The number is not on WhatsApp: the lead says so and its seller hears of it, to call or e-mail. */
async function markUnreachable(
  deps: EngineDeps,
  intake: NonNullable<Awaited<ReturnType<typeof loadIntake>>>,
  organizationId: string,
) {
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await tx.update(leadIntakes).set({ status: 'not_on_whatsapp' }).where(eq(leadIntakes.id, intake.id));
    await tx.update(leads).set({ notOnWhatsappAt: now, updatedAt: now }).where(eq(leads.id, intake.leadId));
    // A lead left without a seller still reaches someone: the shop's admins.
    await notify(notifyDepsOf(deps, tx), {
      organizationId,
      to: intake.sellerId ? { userId: intake.sellerId } : { role: 'admin' },
      kind: 'system',
      title: `Lead sem WhatsApp: ${intake.contactName || intake.contactNumber}`,
      body: `O número ${intake.contactNumber}, recebido pelo ${intake.sourceName}, não está no WhatsApp. Entre em contato por telefone ou e-mail.`,
      link: '/kanban',
    });
  });
}

async function runFirstContact(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const { organizationId, intakeId } = job.payload;
  if (typeof organizationId !== 'string' || typeof intakeId !== 'string')
    throw new PermanentJobError('lead_first_contact sem lead recebido');
  const intake = await loadIntake(deps.db, organizationId, intakeId);
  if (intake?.status !== 'pending') return;
  const vehicle = IntakeVehicle.safeParse(intake.payload.vehicle);
  const car = await carOfIntake(deps.db, organizationId, vehicle.success ? vehicle.data : undefined);
  const result = await sendOutbound(deps, {
    organizationId,
    instanceId: intake.instanceId,
    conversationId: intake.conversationId,
    origin: 'ai',
    text: firstContactText({
      contactName: intake.contactName,
      shopName: intake.shopName,
      sourceName: intake.sourceName,
      carLabel: car.label,
      stockPrice: car.stockPrice,
    }),
  });
  if (result.status === 'sent') {
    await deps.db
      .update(leadIntakes)
      .set({ status: 'sent', firstMessageAt: deps.clock.now() })
      .where(eq(leadIntakes.id, intake.id));
    return;
  }
  if (result.reason === 'number_not_on_whatsapp') return markUnreachable(deps, intake, organizationId);
  throw new Error(`Primeira mensagem não enviada: ${result.error ?? 'falha no envio'}`);
}

export function registerFirstContactJob(deps: EngineDeps): void {
  deps.jobs.register(FIRST_CONTACT_JOB, (job) => runFirstContact(deps, job));
}
