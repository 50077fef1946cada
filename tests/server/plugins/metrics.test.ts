import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../server/config';
import { intakeEvents } from '../../../server/db/schema';
import { type EngineApp, engineApp } from '../engine/app';
import { createEvolutionInstance, loadPayload, postWebhook } from '../engine/intake/helpers';
import {
  customerSends,
  newCustomer,
  openShop,
  phoneOf,
  quietPeriodPasses,
  setSettings,
} from '../engine/shop';
import { createOrganization, createTestApp, createUser, errorOf, type TestApp } from '../helpers/app';

/** What an operator's Prometheus sees at GET /metrics. */

const TOKEN = 'scraper-token-0123456789';

let t: EngineApp;
let off: TestApp;

beforeAll(async () => {
  t = await engineApp({ config: { metricsToken: TOKEN } });
  off = await createTestApp();
});
afterAll(async () => {
  await t.close();
  await off.close();
});

async function scrape(): Promise<string> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

/** The sum of a series' samples whose labels include every one given. */
function seriesSum(text: string, name: string, labels: Record<string, string> = {}): number {
  let sum = 0;
  for (const line of text.split('\n')) {
    const match = /^([a-z_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = match[2] ?? '';
    if (Object.entries(labels).every(([key, value]) => present.includes(`${key}="${value}"`))) {
      sum += Number(match[3]);
    }
  }
  return sum;
}

describe('METRICS_TOKEN', () => {
  const env = (extra: Record<string, string> = {}) => ({
    JWT_SECRET: 'x'.repeat(40),
    ENCRYPTION_KEY: 'ab'.repeat(32),
    ...extra,
  });

  it('is read from the environment; unset or empty leaves the route off', () => {
    expect(loadConfig(env({ METRICS_TOKEN: TOKEN })).metricsToken).toBe(TOKEN);
    expect(loadConfig(env()).metricsToken).toBeUndefined();
    expect(loadConfig(env({ METRICS_TOKEN: '' })).metricsToken).toBeUndefined();
  });

  it('refuses a short token at boot, naming the variable', () => {
    expect(() => loadConfig(env({ METRICS_TOKEN: 'curto' }))).toThrow(
      /METRICS_TOKEN: deve ter pelo menos 16 caracteres/,
    );
  });
});

describe('access', () => {
  it('is off without METRICS_TOKEN: the path answers 404 like any unknown one', async () => {
    const response = await off.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.statusCode).toBe(404);
    expect(errorOf(response).error).toBe('not_found');
  });

  it('answers 401 to a wrong token and to none', async () => {
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: 'Bearer scraper-token-9999999999' },
    });
    expect(wrong.statusCode).toBe(401);
    expect(errorOf(wrong).error).toBe('invalid_metrics_token');
    expect(wrong.body).not.toContain('vendai_');
    const none = await t.app.inject({ method: 'GET', url: '/metrics' });
    expect(none.statusCode).toBe(401);
  });
});

describe('the scrape', () => {
  it("is Prometheus' text format with the operators' series", async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(response.headers['content-type']).toContain('text/plain; version=0.0.4');
    for (const name of [
      'vendai_intake_queue_depth',
      'vendai_intake_oldest_pending_seconds',
      'vendai_intake_events_processed_total',
      'vendai_intake_events_failed_total',
      'vendai_jobs',
      'vendai_jobs_oldest_seconds',
      'vendai_jobs_finished_total',
      'vendai_ai_calls_total',
      'vendai_ai_errors_total',
      'vendai_ai_call_duration_seconds',
      'vendai_sends_total',
      'vendai_send_failures_total',
      'vendai_open_sockets',
      'process_cpu_seconds_total',
    ]) {
      expect(response.body).toContain(`# TYPE ${name} `);
    }
    expect(seriesSum(response.body, 'vendai_intake_queue_depth')).toBe(0);
    // The pool's use where the driver tells it: PostgreSQL's pool (CI's second run), not PGlite.
    if (t.database.pool) {
      expect(seriesSum(response.body, 'vendai_db_pool_connections', { state: 'total' })).toBeGreaterThan(0);
    } else {
      expect(response.body).not.toMatch(/^vendai_db_pool_connections\{/m);
    }
  });

  it('counts a processed webhook, the waiting reply job and its age, then the AI call and the send', async () => {
    const shop = await openShop(t);
    await setSettings(t, shop, { singleMessage: true, responseSeconds: 30 });
    const before = await scrape();

    const contact = newCustomer();
    await customerSends(t, shop, contact, { text: 'Oi, vocês têm SUV?' });
    const received = await scrape();
    expect(seriesSum(received, 'vendai_intake_events_processed_total')).toBe(
      seriesSum(before, 'vendai_intake_events_processed_total') + 1,
    );
    expect(seriesSum(received, 'vendai_jobs', { state: 'pending' })).toBeGreaterThan(0);

    // The reply is due after 30 s of quiet; 45 s later it has waited 15 s past its time.
    t.clock.advance(45_000);
    const late = await scrape();
    expect(seriesSum(late, 'vendai_jobs_oldest_seconds', { state: 'pending' })).toBeGreaterThanOrEqual(15);

    await quietPeriodPasses(t, 0);
    expect((await phoneOf(t, shop, contact)).messages).toHaveLength(1);
    const replied = await scrape();
    expect(seriesSum(replied, 'vendai_sends_total', { gateway: 'simulator' })).toBe(
      seriesSum(before, 'vendai_sends_total', { gateway: 'simulator' }) + 1,
    );
    expect(
      seriesSum(replied, 'vendai_ai_calls_total', { provider: 'demo', operation: 'chat' }),
    ).toBeGreaterThan(seriesSum(before, 'vendai_ai_calls_total', { provider: 'demo', operation: 'chat' }));
    expect(seriesSum(replied, 'vendai_ai_call_duration_seconds_count', { provider: 'demo' })).toBeGreaterThan(
      0,
    );
    expect(seriesSum(replied, 'vendai_jobs_finished_total', { outcome: 'done' })).toBeGreaterThan(
      seriesSum(before, 'vendai_jobs_finished_total', { outcome: 'done' }),
    );
    expect(seriesSum(replied, 'vendai_send_failures_total')).toBe(0);
  });

  it('counts an event whose processing failed', async () => {
    const organizationId = (await createOrganization(t.db)).id;
    const ownerId = (await createUser(t.db, organizationId)).id;
    const instance = await createEvolutionInstance(t.db, organizationId, ownerId);
    const before = await scrape();
    // A database that refuses media bytes: storing the voice note fails mid-transaction.
    await t.db.execute(
      sql`alter table message_media add constraint refuse_all check (octet_length(data) < 0)`,
    );
    try {
      const failed = await postWebhook(t.app, instance, loadPayload('inbound-audio-ptt-base64.json'));
      expect(failed.statusCode).toBe(500);
    } finally {
      await t.db.execute(sql`alter table message_media drop constraint refuse_all`);
    }
    const after = await scrape();
    expect(seriesSum(after, 'vendai_intake_events_failed_total')).toBe(
      seriesSum(before, 'vendai_intake_events_failed_total') + 1,
    );
    expect(seriesSum(after, 'vendai_intake_events_processed_total', { outcome: 'processing_error' })).toBe(
      seriesSum(before, 'vendai_intake_events_processed_total', { outcome: 'processing_error' }) + 1,
    );
  });

  it('shows the queue depth and the age of the oldest event still waiting', async () => {
    // An event waiting for its retry, received two minutes ago (webhooks stamp the real time).
    const [waiting] = await t.db
      .insert(intakeEvents)
      .values({
        organizationId: randomUUID(),
        instanceId: randomUUID(),
        receivedAt: new Date(Date.now() - 120_000),
        body: '{}',
        attempts: 1,
        retryAt: new Date('2999-01-01T00:00:00Z'),
      })
      .returning({ id: intakeEvents.id });
    try {
      const text = await scrape();
      expect(seriesSum(text, 'vendai_intake_queue_depth')).toBe(1);
      expect(seriesSum(text, 'vendai_intake_oldest_pending_seconds')).toBeGreaterThanOrEqual(120);
    } finally {
      await t.db.delete(intakeEvents).where(eq(intakeEvents.id, waiting?.id ?? -1));
    }
    expect(seriesSum(await scrape(), 'vendai_intake_queue_depth')).toBe(0);
  });
});
