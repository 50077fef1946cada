import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams } from '../../../contract/common';
import { LeadConsent, LeadConsentBody } from '../../../contract/consent';
import { LeadBoard, LeadListQuery, LeadResponse, LeadStatusBody } from '../../../contract/leads';
import { setLeadConsent } from './consent';
import * as service from './service';

/**
 * The lead board (spec 2 §7): the leads the caller may see, and moving one between columns.
 * A lead of another organization, or of another seller's instance, is a 404.
 */
export const leadRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/leads/all',
    { schema: { querystring: LeadListQuery, response: { 200: LeadBoard } } },
    async (request) => service.listLeads(app.db, request.auth, request.query),
  );

  app.patch(
    '/api/leads/:id',
    { schema: { params: IdParams, body: LeadStatusBody, response: { 200: LeadResponse } } },
    async (request) => ({
      success: true as const,
      lead: await service.changeLeadStatus(app, request.auth, request.params.id, request.body),
    }),
  );

  app.patch(
    '/api/leads/:id/consent',
    { schema: { params: IdParams, body: LeadConsentBody, response: { 200: LeadConsent } } },
    async (request) => setLeadConsent(request, request.params.id, request.body),
  );
};
