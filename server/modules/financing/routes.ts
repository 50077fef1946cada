import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FinancingSettings,
  PriceQuote,
  PriceQuoteQuery,
  SimulateQuery,
  SimulateResponse,
} from '../../../contract/financing';
import { quoteReference } from '../../financing/quote';
import { loadFinancingSettings, saveFinancingSettings } from '../../financing/repository';
import { SimulationRefused, simulate } from '../../financing/simulate';
import { priceTableFor } from '../../gateways/price-table/resolve';
import { HttpError, notFound, validationError } from '../../lib/errors';
import { requireAdmin } from '../../plugins/auth';

/**
 * The shop's financing table (admins write it, sellers read it), the payment simulation the AI and
 * the staff use, and the used-car reference price (issue 24).
 */
export const financingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/financing/settings', { schema: { response: { 200: FinancingSettings } } }, async (request) =>
    loadFinancingSettings(app.db, request.auth.organizationId),
  );

  app.put(
    '/api/financing/settings',
    { onRequest: requireAdmin, schema: { body: FinancingSettings, response: { 200: FinancingSettings } } },
    async (request) => {
      await saveFinancingSettings(app.db, request.auth.organizationId, request.body, app.clock.now());
      return loadFinancingSettings(app.db, request.auth.organizationId);
    },
  );

  app.get(
    '/api/financing/simulate',
    { schema: { querystring: SimulateQuery, response: { 200: SimulateResponse } } },
    async (request) => {
      const settings = await loadFinancingSettings(app.db, request.auth.organizationId);
      try {
        return { options: simulate(settings, request.query) };
      } catch (error) {
        if (error instanceof SimulationRefused) throw validationError(error.field, error.message);
        throw error;
      }
    },
  );

  app.get(
    '/api/price-table/quote',
    { schema: { querystring: PriceQuoteQuery, response: { 200: PriceQuote } } },
    async (request) => {
      const outcome = await quoteReference(priceTableFor(app.config), request.query);
      if (outcome.kind === 'unavailable')
        throw new HttpError(502, 'price_table_unavailable', outcome.message);
      if (outcome.kind === 'not_found') {
        throw notFound('Veículo não encontrado na tabela de referência', 'price_not_found');
      }
      return outcome.quote;
    },
  );
};
