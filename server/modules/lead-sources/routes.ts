import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, ListQuery } from '../../../contract/common';
import {
  IntakeTokenParams,
  type IntakeVehicle,
  LeadIntakeBody,
  LeadIntakeResponse,
  LeadSourceCreateBody,
  LeadSourceRecord,
  LeadSourceUpdateBody,
  LeadSourceWithToken,
  OlxLeadBody,
} from '../../../contract/lead-sources';
import { tooManyRequests } from '../../lib/errors';
import { setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { takeLead } from './intake';
import * as service from './service';

const BASE = '/api/lead-sources';
const INTAKE = '/api/leads/intake/:token';

/** Posts a minute one source's URL accepts: a portal's burst passes, a script hammering it does not. */
const INTAKE_PER_MINUTE = 60;
const intakeLimit = {
  rateLimit: {
    max: INTAKE_PER_MINUTE,
    timeWindow: 60_000,
    // Per source, whatever address the portal posts from.
    keyGenerator: (request: FastifyRequest) =>
      `lead-intake:${(request.params as { token?: string }).token ?? ''}`,
    errorResponseBuilder: () => tooManyRequests('Muitos leads enviados para esta fonte. Aguarde um minuto.'),
  },
  public: true,
};

/** OLX's listing price arrives as a number or as text ("45.900" / "R$ 45.900,00"). */
function olxPrice(value: number | string | null | undefined): number | undefined {
  if (typeof value === 'number') return value;
  if (!value) return undefined;
  const digits = value.replace(/[^\d,]/g, '').replace(',', '.');
  const price = Number(digits);
  return Number.isFinite(price) && digits !== '' ? price : undefined;
}

/**
 * Portals and sites that post leads (issue 29): the `lead-sources` resource (admins) and each
 * source's public intake URL, which authenticates by its token alone.
 */
export const leadSourceRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      onRequest: requireAdmin,
      schema: { querystring: ListQuery, response: { 200: LeadSourceRecord.array() } },
    },
    async (request, reply) => {
      const page = await service.list(app, request.auth, request.query);
      setListHeaders(reply, 'lead-sources', {
        offset: page.offset,
        count: page.data.length,
        total: page.total,
      });
      return page.data;
    },
  );

  app.get(
    `${BASE}/:id`,
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: LeadSourceRecord } } },
    (request) => service.getOne(app, request.auth, request.params.id),
  );

  app.post(
    BASE,
    {
      onRequest: requireAdmin,
      schema: { body: LeadSourceCreateBody, response: { 201: LeadSourceWithToken } },
    },
    async (request, reply) => reply.code(201).send(await service.create(app, request.auth, request.body)),
  );

  app.put(
    `${BASE}/:id`,
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: LeadSourceUpdateBody, response: { 200: LeadSourceRecord } },
    },
    (request) => service.update(app, request.auth, request.params.id, request.body),
  );

  app.post(
    `${BASE}/:id/rotate`,
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: LeadSourceWithToken } } },
    (request) => service.rotate(app, request.auth, request.params.id),
  );

  app.post(
    `${BASE}/:id/revoke`,
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: LeadSourceRecord } } },
    (request) => service.revoke(app, request.auth, request.params.id),
  );

  app.post(
    INTAKE,
    {
      config: intakeLimit,
      schema: {
        params: IntakeTokenParams,
        body: LeadIntakeBody,
        response: { 201: LeadIntakeResponse, 200: LeadIntakeResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const taken = await takeLead(app, request.params.token, {
        name: body.name,
        phone: body.phone,
        email: body.email,
        message: body.message,
        vehicle: body.vehicle,
        payload: { ...body },
      });
      return reply.code(taken.duplicate ? 200 : 201).send(taken);
    },
  );

  app.post(
    `${INTAKE}/olx`,
    {
      config: intakeLimit,
      schema: {
        params: IntakeTokenParams,
        body: OlxLeadBody,
        response: { 201: LeadIntakeResponse, 200: LeadIntakeResponse },
      },
    },
    async (request, reply) => {
      const body = request.body;
      // The dealer's own code (`adId`) is what the stock knows; OLX's `listId` only when the ad was
      // placed by hand on OLX (then `adId` comes empty).
      const listingId = body.adId || body.listId || undefined;
      const subject = body.adsInfo?.subject || undefined;
      const vehicle: IntakeVehicle | undefined =
        listingId || subject
          ? { listingId, model: subject, price: olxPrice(body.adsInfo?.price) }
          : undefined;
      const taken = await takeLead(app, request.params.token, {
        name: body.name,
        phone: body.phone,
        email: body.email,
        message: body.message,
        vehicle,
        payload: {
          name: body.name,
          phone: body.phone,
          email: body.email,
          message: body.message,
          vehicle,
          olx: body,
        },
      });
      return reply.code(taken.duplicate ? 200 : 201).send(taken);
    },
  );
};
