import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { TestClockBody, TestClockResponse } from '../../contract/test-clock';
import { isMovable } from '../lib/clock';
import { requireRole } from './auth';

/**
 * `POST /api/test/clock`, registered only with TEST_CLOCK_CONTROL (refused in production): moves
 * the app's clock forward and runs the jobs that came due, as the server tests do with their manual
 * clock, so a browser test sees a reminder due tomorrow without waiting a day. The platform owner's
 * sign-in is asked all the same.
 */
export const testClockRoutes: FastifyPluginAsyncZod = async (app) => {
  const { clock } = app;
  if (!isMovable(clock)) throw new Error('TEST_CLOCK_CONTROL needs a movable clock');
  app.post(
    '/api/test/clock',
    {
      onRequest: requireRole('super_admin'),
      schema: { body: TestClockBody, response: { 200: TestClockResponse } },
    },
    async (request) => {
      const now = clock.advance(request.body.advanceMs);
      const jobsRun = await app.jobs.runDue();
      return { now: now.toISOString(), jobsRun };
    },
  );
};
