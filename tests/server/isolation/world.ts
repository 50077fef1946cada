import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { CampaignAudience } from '../../../contract/campaigns';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import {
  appointments,
  auditLog,
  bonusConfigurations,
  campaigns,
  cloudNumbers,
  conversationNotes,
  conversations,
  crmConfigs,
  crmSyncRuns,
  instances,
  leadSources,
  leads,
  messages,
  messageTemplates,
  notifications,
  payments,
  sellerReviews,
  sourceCosts,
  tradeIns,
  userBonuses,
  userSessions,
  vehicles,
  webhookEvents,
} from '../../../server/db/schema';
import { authHeader, login, uniqueEmail } from '../helpers/app';
import { freshDatabase } from '../helpers/db';
import { onboard, onboardingForm, passwordFromOutbox } from '../modules/organizations/onboarding-helpers';

export interface RegisteredRoute {
  method: string;
  url: string;
  isPublic: boolean;
}

/** The app with the list of every route it registered, as the route table holds them. */
export async function appWithRouteTable(): Promise<{
  app: FastifyInstance;
  database: Database;
  routes: RegisteredRoute[];
}> {
  const routes: RegisteredRoute[] = [];
  const database = await freshDatabase();
  const app = await buildApp({
    config: testConfig(),
    database,
    onRoute: (route: RouteOptions) => {
      for (const method of [route.method].flat()) {
        if (method === 'HEAD' || !route.url.startsWith('/api/')) continue;
        routes.push({ method, url: route.url, isPublic: route.config?.public === true });
      }
    },
  });
  await app.ready();
  return { app, database, routes };
}

type Headers = { authorization: string };

/** A shop made the way a user makes one (the onboarding route), with staff, chats and leads. */
export interface Shop {
  organizationId: string;
  organizationName: string;
  admin: Headers;
  seller: Headers;
  sellerId: string;
  sellerEmail: string;
  instanceId: string;
  conversationId: string;
  messageId: string;
  leadId: string;
  contactNumber: string;
  paymentId: string;
  bonusConfigurationId: string;
  userBonusId: string;
  sellerReviewId: string;
  crmConfigId: string;
  crmSyncRunId: string;
  noteId: string;
  vehicleId: string;
  notificationId: string;
  webhookEventId: string;
  tradeInId: string;
  leadSourceId: string;
  messageTemplateId: string;
  campaignId: string;
  sourceCostId: string;
  appointmentId: string;
  auditRecordId: string;
  /** The seller's signed-in session (the own-sessions routes). */
  sellerSessionId: string;
}

/** One record of each area that has no creation route the probe walks through (or whose route is admin-only). */
async function areaRecords(
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

async function ok<T>(response: { statusCode: number; body: string; json(): T }, status = 200): Promise<T> {
  expect(response.statusCode, response.body).toBe(status);
  return response.json();
}

export async function openShop(app: FastifyInstance, contactNumber: string): Promise<Shop> {
  const form = onboardingForm({ subscriptionPlan: 'professional' });
  const created = await ok<{ organizationId: string }>(await onboard(app, form), 201);
  const adminToken = await login(app, form.ownerEmail, await passwordFromOutbox(app.db, form.ownerEmail));
  const admin = authHeader(adminToken);

  const sellerEmail = uniqueEmail('vendedor');
  const seller = await ok<{ id: string }>(
    await app.inject({
      method: 'POST',
      url: '/api/users',
      headers: admin,
      payload: { name: 'Rafa Vendas', email: sellerEmail, password: 'senha-segura', role: 'vendedor' },
    }),
    201,
  );
  const sellerHeaders = authHeader(await login(app, sellerEmail, 'senha-segura'));

  const [instance] = await ok<{ id: string }[]>(
    await app.inject({ method: 'GET', url: '/api/instances', headers: admin }),
  );
  const instanceId = instance?.id ?? '';
  // The phone is already paired (a fixture: pairing is the simulator's own suite).
  await app.db
    .update(instances)
    .set({ connectionState: 'open', isConnected: true })
    .where(eq(instances.id, instanceId));
  await ok(
    await app.inject({
      method: 'POST',
      url: `/api/simulator/instances/${instanceId}/messages`,
      headers: admin,
      payload: { contactNumber, contactName: 'Cliente Segredo', text: 'Quero o Onix prata' },
    }),
    201,
  );
  const byOrg = created.organizationId;
  const [conversation] = await app.db
    .select()
    .from(conversations)
    .where(eq(conversations.organizationId, byOrg));
  const [message] = await app.db.select().from(messages).where(eq(messages.organizationId, byOrg));
  const [lead] = await app.db.select().from(leads).where(eq(leads.organizationId, byOrg));
  const [payment] = await app.db.select().from(payments).where(eq(payments.organizationId, byOrg));
  const conversationId = conversation?.id ?? '';
  const [tradeIn] = await app.db
    .insert(tradeIns)
    .values({
      organizationId: byOrg,
      leadId: lead?.id ?? '',
      make: 'Volkswagen',
      model: 'Gol',
      year: 2015,
      conditionNotes: 'Usado Segredo',
      createdBy: 'ai',
    })
    .returning({ id: tradeIns.id });
  const [leadSource] = await app.db
    .insert(leadSources)
    .values({
      organizationId: byOrg,
      name: 'Portal Segredo',
      kind: 'portal',
      instanceId,
      tokenHash: `hash-${byOrg}`,
    })
    .returning({ id: leadSources.id });
  const [sourceCost] = await app.db
    .insert(sourceCosts)
    .values({ organizationId: byOrg, source: 'Portal Segredo', month: '2026-01', amount: 1500 })
    .returning({ id: sourceCosts.id });
  const [template] = await app.db
    .insert(messageTemplates)
    .values({
      organizationId: byOrg,
      instanceId,
      name: 'modelo_segredo',
      category: 'UTILITY',
      language: 'pt_BR',
      body: 'Olá {{1}}, seu carro chegou.',
    })
    .returning({ id: messageTemplates.id });
  const [campaign] = await app.db
    .insert(campaigns)
    .values({
      organizationId: byOrg,
      instanceId,
      name: 'Campanha Segredo',
      text: 'Oferta',
      audience: CampaignAudience.parse({}),
    })
    .returning({ id: campaigns.id });
  const [sellerSession] = await app.db.select().from(userSessions).where(eq(userSessions.userId, seller.id));
  return {
    tradeInId: tradeIn?.id ?? '',
    leadSourceId: leadSource?.id ?? '',
    messageTemplateId: template?.id ?? '',
    campaignId: campaign?.id ?? '',
    sourceCostId: sourceCost?.id ?? '',
    organizationId: created.organizationId,
    organizationName: form.organizationName,
    admin,
    seller: sellerHeaders,
    sellerId: seller.id,
    sellerEmail,
    instanceId,
    conversationId,
    messageId: message?.id ?? '',
    leadId: lead?.id ?? '',
    contactNumber,
    paymentId: payment?.id ?? '',
    sellerSessionId: sellerSession?.id ?? '',
    ...(await areaRecords(app, byOrg, seller.id, instanceId, lead?.id ?? '', conversationId)),
  };
}
