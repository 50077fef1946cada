import type { RegisteredRoute, Shop } from './world';

/**
 * How each path parameter of the route table maps to one of organization A's records. A route with
 * a parameter this table does not know fails the suite: add the parameter here (and a body below if
 * the route needs one), so no new route escapes the isolation probe.
 */
const ID_BY_PREFIX: readonly [prefix: string, pick: (shop: Shop) => string][] = [
  ['/api/users/:id', (s) => s.sellerId],
  ['/api/instances/:id', (s) => s.instanceId],
  ['/api/simulator/instances/:id', (s) => s.instanceId],
  ['/api/simulator/chats/:id', (s) => `${s.instanceId}:${s.contactNumber}`],
  ['/api/conversations/:id', (s) => s.conversationId],
  ['/api/messages/:id', (s) => s.messageId],
  ['/api/leads/:id', (s) => s.leadId],
  ['/api/organizations/:id', (s) => s.organizationId],
  ['/api/master/payments/:id', (s) => s.paymentId],
  ['/api/admin/bonus-configurations/:id', (s) => s.bonusConfigurationId],
  ['/api/user/bonuses/:id', (s) => s.userBonusId],
  ['/api/admin/seller-reviews/:id', (s) => s.sellerReviewId],
  ['/api/user/autocerto-config/:id', (s) => s.crmConfigId],
  ['/api/crm/runs/:id', (s) => s.crmSyncRunId],
  ['/api/notes/:id', (s) => s.noteId],
  ['/api/vehicles/:id', (s) => s.vehicleId],
  ['/api/appointments/:id', (s) => s.appointmentId],
  ['/api/notifications/:id', (s) => s.notificationId],
  ['/api/admin/tools/instances/:id', (s) => s.instanceId],
  ['/api/admin/tools/webhooks/:id', (s) => s.webhookEventId],
  ['/api/trade-ins/:id', (s) => s.tradeInId],
  ['/api/lead-sources/:id', (s) => s.leadSourceId],
  ['/api/source-costs/:id', (s) => s.sourceCostId],
  ['/api/message-templates/:id', (s) => s.messageTemplateId],
  ['/api/campaigns/:id', (s) => s.campaignId],
  ['/api/auth/sessions/:id', (s) => s.sellerSessionId],
  ['/api/audit-log/:id', (s) => s.auditRecordId],
];
const OTHER_PARAMS: Record<string, (shop: Shop) => string> = {
  contactNumber: (s) => s.contactNumber,
  // The platform's legal texts belong to no organization; only the super admin writes them.
  kind: () => 'privacy',
  // Each campaign action is one route; `cancel` is allowed from every unfinished state.
  action: () => 'cancel',
};

/** Routes a staff session does not call: the gateways' webhooks authenticate with a per-instance secret. */
export const NOT_STAFF_ROUTES = ['/api/webhooks/'];

/** A valid body for each route that needs one, so the probe reaches the tenant check, not the validator. */
export function bodyFor(route: RegisteredRoute, a: Shop): Record<string, unknown> | undefined {
  const key = `${route.method} ${route.url}`;
  const bodies: Record<string, Record<string, unknown>> = {
    'PUT /api/users/:id': { name: 'Nome Novo', email: 'novo.nome@example.com', role: 'vendedor' },
    'PUT /api/instances/:id': { name: 'Nome Novo', phone: '11987654321' },
    'PATCH /api/instances/:id': { name: 'Nome Novo' },
    'PATCH /api/conversations/:id': { contactName: 'Outro Nome' },
    'POST /api/conversations/:id/notes': { text: 'nota' },
    'POST /api/conversations/:id/toggle-ai': { enabled: false },
    'PATCH /api/conversations/:id/ai-toggle': { enabled: false },
    'POST /api/conversations/:id/toggle-followup': { enabled: false },
    'PATCH /api/conversations/:id/followup-toggle': { enabled: false },
    'POST /api/instances/:id/settings/global-ai': { enabled: false },
    'POST /api/instances/:id/settings/global-followup': { enabled: false },
    'POST /api/instances/:id/system-settings': { globalAiEnabled: false },
    'POST /api/instances/:id/test-voice': { voice: 'alloy' },
    'PATCH /api/leads/:id': { status: 'negotiating' },
    'PATCH /api/leads/:id/consent': { status: 'opted_in' },
    'PUT /api/lead-sources/:id': { templateId: null },
    // A's real number: only the tenant check stands between B and A's contact.
    'POST /api/leads/:id/erase': { confirm: a.contactNumber },
    'PUT /api/organizations/:id': { subscriptionPlan: 'enterprise' },
    'PUT /api/admin/bonus-configurations/:id': {
      name: 'Meta',
      category: 'sales_goals',
      valueType: 'fixed',
      value: 100,
      month: 1,
      year: 2026,
    },
    'PATCH /api/user/bonuses/:id/toggle': { enabled: false },
    'PATCH /api/user/autocerto-config/:id': { autocertoUsername: 'loja', autocertoPassword: 'senha-nova' },
    'PUT /api/vehicles/:id': {
      make: 'Fiat',
      model: 'Argo',
      year: 2021,
      modelYear: 2021,
      km: 1000,
      price: 60000,
    },
    'PUT /api/trade-ins/:id': { make: 'Fiat', model: 'Uno', year: 2015, km: 1000, plate: null },
    'POST /api/trade-ins': {
      leadId: a.leadId,
      make: 'Fiat',
      model: 'Uno',
      year: 2015,
      km: 1000,
      plate: null,
    },
    'POST /api/instances/:id/settings': { aiEnabled: true },
    'PUT /api/source-costs/:id': { source: 'OLX', month: '2026-02', amount: 10 },
    'POST /api/source-costs': { source: 'OLX', month: '2026-02', amount: 10 },
    'POST /api/lead-sources': { name: 'OLX', kind: 'portal', instanceId: a.instanceId },
    'POST /api/message-templates': {
      instanceId: a.instanceId,
      name: 'retorno_segredo',
      category: 'UTILITY',
      body: 'Olá {{1}}, tudo bem?',
      examples: ['João'],
    },
    'POST /api/message-templates/sync': { instanceId: a.instanceId },
    'POST /api/campaigns': { name: 'Segredo', instanceId: a.instanceId, text: 'Oferta', sendNow: true },
    'POST /api/campaigns/audience-count': { instanceId: a.instanceId, audience: {} },
    'POST /api/conversations/:id/template': { templateId: a.messageTemplateId, variables: ['João'] },
    'PUT /api/appointments/:id': { startsAt: '2030-01-16T10:00:00-03:00', notes: 'outra' },
    'POST /api/appointments': { leadId: a.leadId, kind: 'visita', startsAt: '2030-01-16T10:00:00-03:00' },
    'POST /api/simulator/instances/:id/messages': {
      contactNumber: '5511999998888',
      contactName: 'Teste',
      text: 'oi',
    },
    'POST /api/messages/send': { conversationId: a.conversationId, message: 'oi' },
    'POST /api/notes': { conversationId: a.conversationId, text: 'nota' },
    'POST /api/admin/tools/instances/:id/playground': { message: 'tem onix?' },
    'POST /api/tools/failed-messages/resend': { ids: [a.messageId] },
    'POST /api/users-with-instances': {
      userId: a.sellerId,
      instanceName: 'Nova',
      instancePhone: '11987654321',
    },
  };
  return bodies[key];
}

/** Query strings that point a parameterless route at A's records. */
export function queryFor(route: RegisteredRoute, a: Shop): string {
  const queries: Record<string, string> = {
    'GET /api/messages': `?conversationId=${a.conversationId}`,
    'GET /api/conversations': `?instanceId=${a.instanceId}`,
    'GET /api/leads/all': `?instanceId=${a.instanceId}`,
    'GET /api/stats': `?instanceId=${a.instanceId}`,
    'GET /api/trade-ins': `?filter=${encodeURIComponent(JSON.stringify({ leadId: a.leadId }))}`,
    // The month of A's appointment, pointed at A's instance: a 404 (or the plan's 403), never A's figures.
    'GET /api/reports/appointments': `?from=2030-01-01&to=2030-01-31&instanceId=${a.instanceId}`,
    'GET /api/simulator/chats': `?filter=${encodeURIComponent(JSON.stringify({ instanceId: a.instanceId }))}`,
    'GET /api/notes': `?filter=${encodeURIComponent(JSON.stringify({ conversationId: a.conversationId }))}`,
  };
  return queries[`${route.method} ${route.url}`] ?? '';
}

const listQuery = (filter: Record<string, unknown>) =>
  `range=${encodeURIComponent('[0,49]')}&filter=${encodeURIComponent(JSON.stringify(filter))}`;

/**
 * Lists that answer the spec's page and, with `range`, `sort` or `filter`, the simple-rest dialect:
 * the route table holds each once, so their second form is probed from here with A's ids.
 */
export const simpleRestProbes = (a: Shop): string[] => [
  `/api/conversations?${listQuery({ instanceId: a.instanceId })}`,
  `/api/conversations?filter=${encodeURIComponent(JSON.stringify({ id: [a.conversationId] }))}`,
  `/api/messages?${listQuery({ conversationId: a.conversationId })}`,
  `/api/messages?filter=${encodeURIComponent(JSON.stringify({ id: [a.messageId] }))}`,
];

/** The route's URL with A's ids in it; throws, naming the route, for a parameter nobody mapped. */
export function urlFor(route: RegisteredRoute, a: Shop): string {
  const prefix = ID_BY_PREFIX.find(([candidate]) => route.url.startsWith(candidate));
  return route.url.replace(/:(\w+)/g, (_, name: string) => {
    if (name === 'id' && prefix) return prefix[1](a);
    const other = OTHER_PARAMS[name];
    if (other) return other(a);
    throw new Error(
      `The isolation probe does not know the parameter ":${name}" of ${route.method} ${route.url}. ` +
        "Map it to one of organization A's records in tests/server/isolation/probes.ts (ID_BY_PREFIX or OTHER_PARAMS).",
    );
  });
}

/** Strings of A that must never appear in an answer to B. */
export const secretsOf = (a: Shop): string[] => [
  a.organizationId,
  a.organizationName,
  a.instanceId,
  a.conversationId,
  a.messageId,
  a.leadId,
  a.sellerEmail,
  a.contactNumber,
  'Cliente Segredo',
  'Nota Segredo',
  'Quero o Onix prata',
  'Usado Segredo',
  'Portal Segredo',
  'modelo_segredo',
  a.appointmentId,
  'Visita Segredo',
  'verify-token-segredo',
];
