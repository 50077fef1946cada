import { and, eq } from 'drizzle-orm';
import { IntakeVehicle } from '../../../contract/lead-sources';
import type { DbOrTx } from '../../db/client';
import { conversations, instances, leadIntakes, leadSources, leads, organizations } from '../../db/schema';
import { enqueueJob } from '../../jobs/queue';
import { type ClaimedJob, PermanentJobError } from '../../jobs/runner';
import type { EngineDeps } from '../deps';
import { sendOutbound } from '../outbound';
import { markNoTemplate, markUnreachable } from './marks';
import { carOfIntake } from './stock-car';
import { firstContactTemplate } from './template';
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
      templateId: leadSources.templateId,
      gateway: instances.gateway,
      shopName: organizations.name,
    })
    .from(leadIntakes)
    .innerJoin(leadSources, eq(leadSources.id, leadIntakes.leadSourceId))
    .innerJoin(conversations, eq(conversations.id, leadIntakes.conversationId))
    .innerJoin(instances, eq(instances.id, conversations.instanceId))
    .innerJoin(leads, eq(leads.id, leadIntakes.leadId))
    .innerJoin(organizations, eq(organizations.id, leadIntakes.organizationId))
    .where(and(eq(leadIntakes.organizationId, organizationId), eq(leadIntakes.id, intakeId)));
  return row;
}

async function runFirstContact(deps: EngineDeps, job: ClaimedJob): Promise<void> {
  const { organizationId, intakeId } = job.payload;
  if (typeof organizationId !== 'string' || typeof intakeId !== 'string')
    throw new PermanentJobError('lead_first_contact sem lead recebido');
  const intake = await loadIntake(deps.db, organizationId, intakeId);
  if (intake?.status !== 'pending') return;
  const vehicle = IntakeVehicle.safeParse(intake.payload.vehicle);
  const car = await carOfIntake(deps.db, organizationId, vehicle.success ? vehicle.data : undefined);
  const input = {
    organizationId,
    instanceId: intake.instanceId,
    conversationId: intake.conversationId,
    origin: 'ai' as const,
  };
  let result = await sendOutbound(deps, {
    ...input,
    text: firstContactText({
      contactName: intake.contactName,
      shopName: intake.shopName,
      sourceName: intake.sourceName,
      carLabel: car.label,
      stockPrice: car.stockPrice,
    }),
  });
  // On an official number someone who never wrote can only get the source's approved template.
  if (result.reason === 'outside_window') {
    const template = await firstContactTemplate(
      deps.db,
      organizationId,
      intake.instanceId,
      intake.templateId,
      {
        contactName: intake.contactName,
        carLabel: car.label,
        stockPrice: car.stockPrice,
        carPhotoUrl: car.photoUrl,
      },
    );
    if (!template) return markNoTemplate(deps, organizationId, intake);
    result = await sendOutbound(deps, { ...input, ...template });
  }
  if (result.status === 'sent') {
    await deps.db
      .update(leadIntakes)
      .set({ status: 'sent', firstMessageAt: deps.clock.now() })
      .where(eq(leadIntakes.id, intake.id));
    return;
  }
  if (result.reason === 'number_not_on_whatsapp') return markUnreachable(deps, organizationId, intake);
  throw new Error(`Primeira mensagem não enviada: ${result.error ?? 'falha no envio'}`);
}

export function registerFirstContactJob(deps: EngineDeps): void {
  deps.jobs.register(FIRST_CONTACT_JOB, (job) => runFirstContact(deps, job));
}
