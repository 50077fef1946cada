import { Writable } from 'node:stream';
import { eq, getTableColumns, getTableName, isTable } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LogEntry } from '../../../../contract/logs';
import { buildApp } from '../../../../server/app';
import { testConfig } from '../../../../server/config';
import type { Database } from '../../../../server/db/client';
import * as schema from '../../../../server/db/schema';
import { logs, organizations } from '../../../../server/db/schema';
import { isSecretKey, REDACTED } from '../../../../server/modules/logs/redaction';
import { pruneLogs } from '../../../../server/modules/logs/retention';
import { authHeader, createInstanceRow, createOrganization, createUser, login } from '../../helpers/app';
import { freshDatabase } from '../../helpers/db';

const PHONE = '5511987651234';
const OPENAI_KEY = 'sk-proj-abcdefghijklmnop123456';

let database: Database;
let stdout = '';
let orgId: string;
let debugOrgId: string;
let instanceId: string;
let debugInstanceId: string;

/** The app with logging on, used for one burst of traffic and closed (which flushes the sink). */
async function runLoggedTraffic(): Promise<void> {
  const capture = new Writable({
    write(chunk, _encoding, done) {
      stdout += String(chunk);
      done();
    },
  });
  const app: FastifyInstance = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database,
    logger: { stdout: capture },
  });
  await app.ready();
  const admin = await createUser(database.db, orgId, { role: 'admin' });
  const token = await login(app, admin.email, admin.password);
  const filter = encodeURIComponent(JSON.stringify({ q: PHONE }));
  const search = await app.inject({
    method: 'GET',
    url: `/api/conversations?filter=${filter}`,
    headers: authHeader(token),
  });
  expect(search.statusCode).toBe(200);
  await app.inject({
    method: 'GET',
    url: `/api/instances/${instanceId}/ai-readiness?phone=${PHONE}`,
    headers: authHeader(token),
  });
  await app.inject({
    method: 'GET',
    url: '/api/instances/00000000-0000-4000-8000-000000000000',
    headers: authHeader(token),
  });
  app.log.warn(
    { instanceId, apiKey: OPENAI_KEY, nested: { gatewayTokenEnc: 'v1:aaaaaaaaaa:bbbbbbbbbb:cccccccccc' } },
    `AI reply failed with Bearer ${OPENAI_KEY}`,
  );
  app.log.debug({ instanceId }, 'reply context built');
  app.log.debug({ instanceId: debugInstanceId }, 'reply context built');
  await app.close();
}

beforeAll(async () => {
  database = await freshDatabase();
  orgId = (await createOrganization(database.db)).id;
  debugOrgId = (await createOrganization(database.db)).id;
  await database.db
    .update(organizations)
    .set({ settings: { debugMode: true } })
    .where(eq(organizations.id, debugOrgId));
  const owner = await createUser(database.db, orgId, { role: 'admin' });
  const debugOwner = await createUser(database.db, debugOrgId, { role: 'admin' });
  instanceId = (await createInstanceRow(database.db, orgId, owner.id)).id;
  debugInstanceId = (await createInstanceRow(database.db, debugOrgId, debugOwner.id)).id;
  await runLoggedTraffic();
});

afterAll(async () => {
  await database.close();
});

describe('server logs', () => {
  it('log a request by its route and parameter names, never the values', () => {
    expect(stdout).toContain('"route":"/api/conversations"');
    expect(stdout).toContain('"queryParams":["filter"]');
    expect(stdout).not.toContain(PHONE);
  });

  it('never write a secret, to stdout or to the table', async () => {
    expect(stdout).toContain('AI reply failed');
    expect(stdout).not.toContain(OPENAI_KEY);
    expect(stdout).not.toContain('v1:aaaaaaaaaa');
    const [row] = await database.db.select().from(logs).where(eq(logs.level, 'warn'));
    expect(row?.organizationId).toBe(orgId);
    expect(row?.instanceId).toBe(instanceId);
    expect(row?.category).toBe('ai');
    expect(row?.message).toBe(`AI reply failed with ${REDACTED}`);
    expect(row?.metadata).toMatchObject({ apiKey: REDACTED, nested: { gatewayTokenEnc: REDACTED } });
  });

  it('store info and above by default, debug only for an organization in debug mode', async () => {
    const rows = await database.db.select().from(logs);
    const debugLines = rows.filter((row) => row.level === 'debug');
    expect(debugLines.map((row) => row.organizationId)).toEqual([debugOrgId]);
    // Routine access lines of requests that went well are left to stdout; a 404 is kept.
    const http = rows.filter((row) => row.organizationId === orgId && row.category === 'http');
    expect(http.map((row) => (row.metadata as { res?: { statusCode?: number } }).res?.statusCode)).toEqual([
      404,
    ]);
  });

  it('redacts every secret column name we store', () => {
    const stored: string[] = [];
    for (const table of Object.values(schema)) {
      if (!isTable(table)) continue;
      for (const [key, column] of Object.entries(getTableColumns(table))) {
        if (/enc$|secret|password|token|api_?key|hash/i.test(column.name)) {
          stored.push(`${getTableName(table)}.${column.name}`, key);
        }
      }
    }
    expect(stored.length).toBeGreaterThanOrEqual(10);
    expect(stored.filter((name) => !isSecretKey(name.split('.').at(-1) ?? name))).toEqual([]);
    for (const name of ['apikey', 'authorization', 'cookie', 'password', 'bikerhubApiKey', 'openaiApiKey']) {
      expect(isSecretKey(name), name).toBe(true);
    }
    for (const name of ['instanceId', 'contactNumber', 'route', 'statusCode', 'category']) {
      expect(isSecretKey(name), name).toBe(false);
    }
  });
});

describe('GET /api/admin/logs', () => {
  let app: FastifyInstance;
  let headers: { authorization: string };

  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database });
    await app.ready();
    const admin = await createUser(database.db, orgId, { role: 'admin' });
    headers = authHeader(await login(app, admin.email, admin.password));
    const base = Date.now() - 60 * 60_000;
    await database.db.insert(logs).values(
      Array.from({ length: 30 }, (_, index) => ({
        organizationId: orgId,
        instanceId: index % 2 === 0 ? instanceId : null,
        level: index % 3 === 0 ? ('error' as const) : ('info' as const),
        category: index % 2 === 0 ? 'webhook' : 'jobs',
        message: `linha ${index}`,
        metadata: { index },
        timestamp: new Date(base + index * 60_000),
      })),
    );
  });
  afterAll(() => app.close());

  const get = (filter: object, range = '[0,9]') =>
    app.inject({
      method: 'GET',
      url: `/api/admin/logs?range=${encodeURIComponent(range)}&filter=${encodeURIComponent(JSON.stringify(filter))}`,
      headers,
    });

  it('pages newest first and filters by level, instance, category, text and time', async () => {
    const first = await get({ category: 'jobs' });
    expect(first.headers['content-range']).toBe('logs 0-9/15');
    expect(first.json<LogEntry[]>()[0]?.message).toBe('linha 29');

    const errors = (await get({ level: 'error', instanceId }, '[0,99]')).json<LogEntry[]>();
    expect(errors.map((row) => row.message)).toEqual([
      'linha 24',
      'linha 18',
      'linha 12',
      'linha 6',
      'linha 0',
    ]);
    expect(errors[0]?.instanceName).toBeTruthy();

    const text = (await get({ q: 'linha 2' }, '[0,99]')).json<LogEntry[]>();
    expect(text.every((row) => row.message.startsWith('linha 2'))).toBe(true);

    const from = new Date(Date.now() - 60 * 60_000 + 25 * 60_000 - 1000).toISOString();
    const recent = (await get({ category: 'webhook', from }, '[0,99]')).json<LogEntry[]>();
    expect(recent.map((row) => row.message)).toEqual(['linha 28', 'linha 26']);

    const bad = await get({ level: 'trace' });
    expect(bad.statusCode).toBe(400);
  });

  it('exports the filtered lines as a file', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/admin/logs/export?filter=${encodeURIComponent(JSON.stringify({ level: 'error', category: 'jobs' }))}`,
      headers,
    });
    expect(response.headers['content-disposition']).toMatch(/attachment; filename="logs-.*\.ndjson"/);
    const lines = response.body.split('\n').map((line) => JSON.parse(line) as LogEntry);
    expect(lines.map((line) => line.message)).toEqual([
      'linha 27',
      'linha 21',
      'linha 15',
      'linha 9',
      'linha 3',
    ]);
  });

  it('shows nothing of another organization and keeps sellers out', async () => {
    const stranger = await createUser(database.db, debugOrgId, { role: 'admin' });
    const theirs = await app.inject({
      method: 'GET',
      url: `/api/admin/logs?filter=${encodeURIComponent(JSON.stringify({ instanceId }))}`,
      headers: authHeader(await login(app, stranger.email, stranger.password)),
    });
    expect(theirs.json<LogEntry[]>()).toEqual([]);
    const seller = await createUser(database.db, orgId, { role: 'vendedor' });
    const refused = await app.inject({
      method: 'GET',
      url: '/api/admin/logs',
      headers: authHeader(await login(app, seller.email, seller.password)),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('keeps 14 days', async () => {
    await database.db.insert(logs).values({
      organizationId: orgId,
      level: 'info',
      category: 'app',
      message: 'antiga',
      timestamp: new Date(Date.now() - 15 * 24 * 60 * 60_000),
    });
    expect(await pruneLogs(database.db, new Date())).toBe(1);
    const left = await database.db.select().from(logs).where(eq(logs.message, 'antiga'));
    expect(left).toEqual([]);
  });
});
