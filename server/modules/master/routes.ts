import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { IdParams, ListQuery } from '../../../contract/common';
import { MasterStats, Payment, Revenue } from '../../../contract/master';
import { Organization, OrganizationUpdateBody } from '../../../contract/organizations';
import { notFound } from '../../lib/errors';
import { parseListQuery, setListHeaders } from '../../lib/list-query';
import { requireRole } from '../../plugins/auth';
import { actorOf, recordAudit, recordChange } from '../audit/record';
import { listPayments, markPaymentPaid, revenue } from './billing';
import { updateOrganization } from './organization-changes';
import { findOrganization, listOrganizations, ORGANIZATION_LIST_SPEC } from './organizations-repository';
import { registerPastDueJob } from './past-due';
import { masterStats } from './stats';

/**
 * The platform owner's panel (spec 3 §2.9): the only routes where a super_admin crosses tenants.
 * `/api/organizations` is the react-admin resource of the same list.
 */
export const masterRoutes: FastifyPluginAsyncZod = async (app) => {
  registerPastDueJob(app);
  const onlyOwner = requireRole('super_admin');

  app.get(
    '/api/master/stats',
    { onRequest: onlyOwner, schema: { response: { 200: MasterStats } } },
    async () => masterStats(app.db, app.clock.now()),
  );

  for (const [path, resource] of [
    ['/api/master/organizations', 'organizations'],
    ['/api/organizations', 'organizations'],
  ] as const) {
    app.get(
      path,
      { onRequest: onlyOwner, schema: { querystring: ListQuery, response: { 200: z.array(Organization) } } },
      async (request, reply) => {
        const params = parseListQuery(request.query, ORGANIZATION_LIST_SPEC);
        const page = await listOrganizations(app.db, params);
        setListHeaders(reply, resource, {
          offset: params.offset,
          count: page.rows.length,
          total: page.total,
        });
        return page.rows;
      },
    );
  }

  app.get(
    '/api/organizations/:id',
    { onRequest: onlyOwner, schema: { params: IdParams, response: { 200: Organization } } },
    async (request) => {
      const organization = await findOrganization(app.db, request.params.id);
      if (!organization) throw notFound('Organização não encontrada');
      return organization;
    },
  );

  app.put(
    '/api/organizations/:id',
    {
      onRequest: onlyOwner,
      schema: { params: IdParams, body: OrganizationUpdateBody, response: { 200: Organization } },
    },
    async (request) => {
      const { id } = request.params;
      const before = await findOrganization(app.db, id);
      const after = await updateOrganization(app.db, request.auth, id, request.body, app.clock.now());
      // Recorded in the organization's own log too: its admins see who changed their plan.
      const actor = { ...actorOf(request), organizationId: id };
      const action =
        before?.subscriptionPlan !== after.subscriptionPlan
          ? 'organization.plan_changed'
          : 'organization.billing_changed';
      await recordChange(
        app.db,
        actor,
        action,
        { type: 'organization', id, label: after.name },
        before ?? null,
        after,
      );
      return after;
    },
  );

  app.get(
    '/api/master/billing/revenue',
    { onRequest: onlyOwner, schema: { response: { 200: Revenue } } },
    async () => revenue(app.db, app.clock.now()),
  );

  app.get(
    '/api/master/payments',
    { onRequest: onlyOwner, schema: { response: { 200: z.array(Payment) } } },
    async () => listPayments(app.db, app.clock.now()),
  );

  app.post(
    '/api/master/payments/:id/pay',
    { onRequest: onlyOwner, schema: { params: IdParams, response: { 200: Payment } } },
    async (request) => {
      const payment = await markPaymentPaid(app.db, request.auth, request.params.id, app.clock.now());
      const actor = { ...actorOf(request), organizationId: payment.organizationId };
      const target = { type: 'payment', id: payment.id, label: payment.organizationName };
      const changes = {
        status: { before: 'pending', after: payment.status },
        paidAt: { before: null, after: payment.paidAt },
      };
      await recordAudit(app.db, { ...actor, action: 'organization.billing_changed', target, changes });
      return payment;
    },
  );
};
