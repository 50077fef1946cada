import { eq } from 'drizzle-orm';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { expect } from 'vitest';
import { CampaignAudience } from '../../../contract/campaigns';
import { buildApp } from '../../../server/app';
import { testConfig } from '../../../server/config';
import type { Database } from '../../../server/db/client';
import {
  campaigns,
  conversations,
  instances,
  leadSources,
  leads,
  messages,
  messageTemplates,
  payments,
  sourceCosts,
  tradeIns,
  userSessions,
} from '../../../server/db/schema';
import { authHeader, login, uniqueEmail } from '../helpers/app';
import { freshDatabase } from '../helpers/db';
import { onboard, onboardingForm, passwordFromOutbox } from '../modules/organizations/onboarding-helpers';
import { areaRecords } from './area-records';

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
