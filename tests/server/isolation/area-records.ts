/**
 * The records of a shop that the isolation probe cannot make through a route: written straight to the
 * database, each with a recognisable "Segredo" text another organization must never see.
 */
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  appointments,
  auditLog,
  bonusConfigurations,
  cloudNumbers,
  conversationNotes,
  crmConfigs,
  crmSyncRuns,
  notifications,
  sellerReviews,
  userBonuses,
  vehicles,
  webhookEvents,
} from '../../../server/db/schema';

/** One record of each area that has no creation route the probe walks through (or whose route is admin-only). */
export async function areaRecords(
  app: FastifyInstance,
  organizationId: string,
  sellerId: string,
  instanceId: string,
  leadId: string,
  conversationId: string,
) {
  const db = app.db;
  // The official-API side of A's number, so its settings route has something of A's to refuse to B.
  await db.insert(cloudNumbers).values({
    instanceId,
    organizationId,
    wabaId: '102290129340398',
    appSecretEnc: 'not-read-here',
    verifyToken: 'verify-token-segredo',
    displayPhoneNumber: '+55 11 4000-1234',
    verifiedName: 'Loja Segredo',
    qualityRating: 'GREEN',
  });
  const [config] = await db
    .insert(bonusConfigurations)
    .values({
      organizationId,
      name: 'Meta Segredo',
      category: 'sales_goals',
      type: 'sales',
      valueType: 'fixed',
      value: 500,
      targetValue: 3,
      month: 1,
      year: 2030,
    })
    .returning({ id: bonusConfigurations.id });
  const [userBonus] = await db
    .insert(userBonuses)
    .values({ organizationId, userId: sellerId, bonusConfigId: config?.id ?? '' })
    .returning({ id: userBonuses.id });
  const [review] = await db
    .insert(sellerReviews)
    .values({ organizationId, userId: sellerId, reviewedOn: '2030-01-10', customerName: 'Cliente Segredo' })
    .returning({ id: sellerReviews.id });
  const [crm] = await db
    .insert(crmConfigs)
    .values({ organizationId, userId: sellerId, username: 'loja-segredo', passwordEnc: 'x' })
    .returning({ id: crmConfigs.id });
  const [note] = await db
    .insert(conversationNotes)
    .values({
      organizationId,
      conversationId,
      authorId: sellerId,
      authorName: 'Vendedor',
      text: 'Nota Segredo',
    })
    .returning({ id: conversationNotes.id });
  const [run] = await db
    .insert(crmSyncRuns)
    .values({ organizationId, configId: crm?.id ?? '', trigger: 'manual', status: 'success' })
    .returning({ id: crmSyncRuns.id });
  const [vehicle] = await db
    .insert(vehicles)
    .values({
      organizationId,
      source: 'manual',
      make: 'Chevrolet',
      model: 'Onix',
      year: 2020,
      modelYear: 2021,
      price: 65000,
    })
    .returning({ id: vehicles.id });
  const [notice] = await db
    .insert(notifications)
    .values({ organizationId, userId: sellerId, kind: 'system', title: 'Aviso Segredo' })
    .returning({ id: notifications.id });
  const [event] = await db
    .select({ id: webhookEvents.id })
    .from(webhookEvents)
    .where(eq(webhookEvents.organizationId, organizationId));
  const webhookEventId =
    event?.id ??
    (
      await db
        .insert(webhookEvents)
        .values({ organizationId, instanceId, event: 'messages.upsert', finalOutcome: 'skipped' })
        .returning({ id: webhookEvents.id })
    )[0]?.id;
  const [appointment] = await db
    .insert(appointments)
    .values({
      organizationId,
      leadId,
      vehicleId: vehicle?.id ?? null,
      kind: 'test_drive',
      startsAt: new Date('2030-01-15T13:00:00Z'),
      durationMinutes: 60,
      sellerId,
      source: 'staff',
      notes: 'Visita Segredo',
    })
    .returning({ id: appointments.id });
  const [audit] = await db
    .insert(auditLog)
    .values({
      organizationId,
      action: 'user.updated',
      targetType: 'user',
      targetId: sellerId,
      targetLabel: 'Auditoria Segredo',
    })
    .returning({ id: auditLog.id });
  return {
    auditRecordId: String(audit?.id ?? ''),
    appointmentId: appointment?.id ?? '',
    bonusConfigurationId: config?.id ?? '',
    userBonusId: userBonus?.id ?? '',
    sellerReviewId: review?.id ?? '',
    crmConfigId: crm?.id ?? '',
    crmSyncRunId: run?.id ?? '',
    noteId: note?.id ?? '',
    vehicleId: vehicle?.id ?? '',
    notificationId: notice?.id ?? '',
    webhookEventId: webhookEventId ?? '',
  };
}
