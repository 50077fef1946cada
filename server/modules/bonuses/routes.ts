import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  BonusConfiguration,
  BonusConfigurationBody,
  BonusPeriodQuery,
  BonusRanking,
  SellerReview,
  SellerReviewBody,
  SellerReviewList,
  ToggleBonusBody,
  UserBonusList,
} from '../../../contract/bonuses';
import { IdParams, ListQuery } from '../../../contract/common';
import { setListHeaders } from '../../lib/list-query';
import { requireAdmin } from '../../plugins/auth';
import { deleteReview, findReview, recordReview } from './reviews';
import * as service from './service';

const CONFIGS = '/api/admin/bonus-configurations';
/** Simple-rest paging plus the spec's `?month=&year=` (configurations and reviews alike). */
const ConfigListQuery = ListQuery.extend(BonusPeriodQuery.shape);

/**
 * Bonuses (spec 3 §2.3, §7): admins configure the month's bonuses, record customers' reviews and
 * see the ranking; every user reads its own bonuses, measured from its sales, and switches them.
 */
export const bonusRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    CONFIGS,
    {
      onRequest: requireAdmin,
      schema: { querystring: ConfigListQuery, response: { 200: z.array(BonusConfiguration) } },
    },
    async (request, reply) => {
      const page = await service.listConfigurations(app.db, request.auth, request.query);
      setListHeaders(reply, 'bonus-configurations', {
        offset: page.offset,
        count: page.rows.length,
        total: page.total,
      });
      return page.rows;
    },
  );
  app.get(
    `${CONFIGS}/:id`,
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: BonusConfiguration } } },
    async (request) => service.getConfiguration(app.db, request.auth, request.params.id),
  );
  app.post(
    CONFIGS,
    {
      onRequest: requireAdmin,
      schema: { body: BonusConfigurationBody, response: { 201: BonusConfiguration } },
    },
    async (request, reply) => {
      reply.code(201);
      return service.createConfiguration(app.db, request.auth, request.body);
    },
  );
  app.put(
    `${CONFIGS}/:id`,
    {
      onRequest: requireAdmin,
      schema: { params: IdParams, body: BonusConfigurationBody, response: { 200: BonusConfiguration } },
    },
    async (request) => service.updateConfiguration(app.db, request.auth, request.params.id, request.body),
  );
  app.delete(
    `${CONFIGS}/:id`,
    { onRequest: requireAdmin, schema: { params: IdParams } },
    async (request, reply) => {
      await service.deleteConfiguration(app, request.auth, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/bonus-ranking',
    {
      onRequest: requireAdmin,
      schema: {
        querystring: BonusPeriodQuery,
        response: { 200: z.object({ month: z.number(), year: z.number(), ranking: BonusRanking }) },
      },
    },
    async (request) => {
      const { period, ranking } = await service.sellerRanking(app, request.auth, request.query);
      return { ...period, ranking };
    },
  );

  app.get(
    '/api/admin/seller-reviews',
    {
      onRequest: requireAdmin,
      schema: { querystring: ConfigListQuery, response: { 200: SellerReviewList } },
    },
    async (request, reply) => {
      const page = await service.monthReviews(app, request.auth, request.query);
      setListHeaders(reply, 'seller-reviews', {
        offset: page.offset,
        count: page.rows.length,
        total: page.total,
      });
      return page.rows;
    },
  );
  app.get(
    '/api/admin/seller-reviews/:id',
    { onRequest: requireAdmin, schema: { params: IdParams, response: { 200: SellerReview } } },
    async (request) => findReview(app.db, request.auth, request.params.id),
  );
  app.post(
    '/api/admin/seller-reviews',
    { onRequest: requireAdmin, schema: { body: SellerReviewBody, response: { 201: SellerReview } } },
    async (request, reply) => {
      reply.code(201);
      return recordReview(app.db, request.auth, request.body);
    },
  );
  app.delete(
    '/api/admin/seller-reviews/:id',
    { onRequest: requireAdmin, schema: { params: IdParams } },
    async (request, reply) => {
      await deleteReview(app.db, request.auth, request.params.id);
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/user/bonuses',
    { schema: { querystring: BonusPeriodQuery, response: { 200: UserBonusList } } },
    async (request) => service.listUserBonuses(app, request.auth, request.query),
  );
  app.patch(
    '/api/user/bonuses/:id/toggle',
    {
      schema: {
        params: IdParams,
        body: ToggleBonusBody,
        response: { 200: z.object({ success: z.literal(true), id: z.string(), isEnabled: z.boolean() }) },
      },
    },
    async (request) => service.toggleUserBonus(app, request.auth, request.params.id, request.body.enabled),
  );
};
