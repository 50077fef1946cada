import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { buildApp } from '../../../../server/app';
import { type Config, testConfig } from '../../../../server/config';
import type { Database, Db } from '../../../../server/db/client';
import type { ScrapingOptions } from '../../../../server/engine/jobs/scraping/read-site';
import { type ManualClock, manualClock } from '../../../../server/lib/clock';
import { createInstance } from '../../../../server/modules/instances/service';
import { createOrganization, signedInUser } from '../../helpers/app';
import { freshDatabase } from '../../helpers/db';

/** Two dealers: one with an admin and two sellers (each with an instance), and another organization. */

type Headers = { authorization: string };

export interface ConfigWorld {
  app: FastifyInstance;
  database: Database;
  db: Db;
  clock: ManualClock;
  admin: Headers;
  seller: Headers;
  /** The admin's instance, the seller's and another seller's, all of the first organization. */
  adminInstance: string;
  sellerInstance: string;
  otherSellerInstance: string;
  otherOrgAdmin: Headers;
  otherOrgInstance: string;
  close(): Promise<void>;
}

async function instanceFor(db: Db, organizationId: string, userId: string): Promise<string> {
  const created = await createInstance(db, organizationId, { userId, name: 'Loja', phone: '5511940001234' });
  return created.instance.id;
}

export async function configWorld(
  options: { config?: Partial<Config>; scraping?: ScrapingOptions } = {},
): Promise<ConfigWorld> {
  const database = await freshDatabase();
  const clock = manualClock(new Date('2025-03-10T13:00:00.000Z'));
  const app = await buildApp({
    config: testConfig(options.config),
    database,
    clock,
    scraping: options.scraping,
  });
  await app.ready();
  const t = { app, database, db: database.db, close: async () => {} };

  const org = await createOrganization(t.db, { plan: 'enterprise' });
  const admin = await signedInUser(t, 'admin', org.id);
  const seller = await signedInUser(t, 'vendedor', org.id);
  const otherSeller = await signedInUser(t, 'vendedor', org.id);
  const otherOrg = await createOrganization(t.db, { plan: 'enterprise' });
  const otherOrgAdmin = await signedInUser(t, 'admin', otherOrg.id);

  return {
    app,
    database,
    db: t.db,
    clock,
    admin: admin.headers,
    seller: seller.headers,
    adminInstance: await instanceFor(t.db, org.id, admin.id),
    sellerInstance: await instanceFor(t.db, org.id, seller.id),
    otherSellerInstance: await instanceFor(t.db, org.id, otherSeller.id),
    otherOrgAdmin: otherOrgAdmin.headers,
    otherOrgInstance: await instanceFor(t.db, otherOrg.id, otherOrgAdmin.id),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

type Method = 'GET' | 'POST' | 'PATCH';

/** A call as the browser makes it. */
export function call(
  w: ConfigWorld,
  method: Method,
  url: string,
  headers: Headers,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return w.app.inject({
    method,
    url,
    headers,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
}

export async function ok<T>(response: Promise<LightMyRequestResponse>): Promise<T> {
  const result = await response;
  expect(result.statusCode, result.body).toBe(200);
  return result.json<T>();
}

/** The field and message of a 400. */
export async function fieldError(
  response: Promise<LightMyRequestResponse>,
): Promise<{ field: string; message: string }> {
  const result = await response;
  expect(result.statusCode, result.body).toBe(400);
  const body = result.json<{ error: string; details?: { field: string; message: string }[] }>();
  expect(body.error).toBe('validation_error');
  const [first] = body.details ?? [];
  if (!first) throw new Error(`no field named in ${result.body}`);
  return first;
}
