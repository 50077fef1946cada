import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AudienceCountBody,
  AudienceCountResponse,
  CampaignCreateBody,
  CampaignRecord,
  RecipientRecord,
} from '../../../contract/campaigns';
import { IdParams, ListQuery } from '../../../contract/common';
import { setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { actorOf, recordAudit } from '../audit/record';
import { countAudience } from './audience';
import { listRecipients } from './recipients';
import * as service from './service';

const BASE = '/api/campaigns';
const Action = z.object({ id: IdParams.shape.id, action: z.enum(['start', 'pause', 'resume', 'cancel']) });

/** Campaigns (issue 25): admins only; the send itself is the `campaign_send` job. */
export const campaignRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    BASE,
    {
      onRequest: requireAdmin,
      schema: { querystring: ListQuery, response: { 200: CampaignRecord.array() } },
    },
    async (request, reply) => {
      const page = await service.list(app, request.auth, request.query);
      setListHeaders(reply, 'campaigns', { offset: page.offset, count: page.data.length, total: page.total });
      return page.data;
    },
  );

  app.get(
    `${BASE}/:id`,
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: CampaignRecord } } },
    (request) => service.getOne(app, request.auth, request.params.id),
  );

  app.get(
    `${BASE}/:id/recipients`,
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, querystring: ListQuery, response: { 200: RecipientRecord.array() } },
    },
    async (request, reply) => {
      const page = await listRecipients(app, request.auth, request.params.id, request.query);
      setListHeaders(reply, 'recipients', {
        offset: page.offset,
        count: page.data.length,
        total: page.total,
      });
      return page.data;
    },
  );

  app.post(
    BASE,
    { onRequest: requireAdmin, schema: { body: CampaignCreateBody, response: { 201: CampaignRecord } } },
    async (request, reply) => reply.code(201).send(await service.create(app, request.auth, request.body)),
  );

  /** The live count of the form: how many leads the audience reaches right now. */
  app.post(
    `${BASE}/audience-count`,
    {
      onRequest: requireAdmin,
      schema: { body: AudienceCountBody, response: { 200: AudienceCountResponse } },
    },
    async (request) => {
      await service.ownInstance(app.db, request.auth.organizationId, request.body.instanceId);
      return {
        count: await countAudience(
          app.db,
          request.auth.organizationId,
          request.body.instanceId,
          request.body.audience,
          app.clock.now(),
        ),
      };
    },
  );

  app.post(
    `${BASE}/:id/:action`,
    { onRequest: requireAdmin, schema: { params: Action, response: { 200: CampaignRecord } } },
    async (request) => {
      const { id, action } = request.params;
      if (action === 'start') {
        const row = await service.start(app, request.auth, id);
        await recordAudit(app.db, {
          ...actorOf(request),
          action: 'campaign.started',
          target: { type: 'campaign', id: row.id, label: row.name },
        });
      } else {
        const change = { pause: service.pause, resume: service.resume, cancel: service.cancel }[action];
        await change(app, request.auth, id);
      }
      return service.getOne(app, request.auth, id);
    },
  );
};
