import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/client';
import { WEBHOOK_SECRET_HEADER } from '../../../../server/gateways/evolution/webhook-config';
import { createOrganization, createUser } from '../../helpers/app';
import { createEvolutionInstance, type EvolutionInstance, textMessageBody } from './helpers';

/**
 * `kill -9` in the middle of a burst, then a restart on the same data: every call the server
 * answered 2xx is stored and processed, once. On PGlite in a data folder, and on PostgreSQL when
 * TEST_DATABASE_URL names a server (a database of its own, dropped afterwards).
 */
const BURST = 300;
const KILL_AFTER = 120;
const SENDERS = 8;
const pgUrl = process.env.TEST_DATABASE_URL;

const dataDir = mkdtempSync(join(tmpdir(), 'vendai-crash-'));
let databaseUrl: string | undefined;
let server: ChildProcess | undefined;

afterAll(async () => {
  server?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
  if (pgUrl && databaseUrl)
    await adminQuery(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
});

async function adminQuery(text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const openData = () =>
  databaseUrl
    ? openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 })
    : openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'db') });

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

/** The real server process (server/main.ts) on the data; resolves once it answers HTTP. */
async function startServer(port: number, output: string[]): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      SEED_DEMO: 'false',
      RUN_JOBS: 'false',
      LOG_LEVEL: 'info',
      NODE_ENV: 'production',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (hasExited(child)) throw new Error(`server exited: ${output.join('')}`);
    const status = await fetch(`http://127.0.0.1:${port}/api/auth/me`).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 401) return child;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output.join('')}`);
}

/** Ended, by itself or by a signal (a killed process has no exit code, only its signal). */
const hasExited = (child: ChildProcess): boolean => child.exitCode !== null || child.signalCode !== null;

const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) => (hasExited(child) ? resolve() : child.once('exit', () => resolve())));

async function waitForLine(output: string[], text: string, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!output.join('').includes(text)) {
    if (Date.now() > deadline) throw new Error(`no "${text}" in: ${output.join('').slice(-2_000)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe(`a server killed mid-burst (${pgUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('stores and processes every call it answered 2xx, once, after a restart on the same data', async () => {
    if (pgUrl) {
      const name = `vendai_crash_${randomBytes(5).toString('hex')}`;
      await adminQuery(`create database ${name}`);
      const target = new URL(pgUrl);
      target.pathname = `/${name}`;
      databaseUrl = target.toString();
    }
    let instance: EvolutionInstance;
    {
      const database = await openData();
      const organizationId = (await createOrganization(database.db, { plan: 'enterprise' })).id;
      const ownerId = (await createUser(database.db, organizationId, { role: 'vendedor' })).id;
      instance = await createEvolutionInstance(database.db, organizationId, ownerId);
      await database.close();
    }

    const phase = (name: string) => console.info(`crash test: ${name} at ${new Date().toISOString()}`);
    phase('seeded');
    const port = await freePort();
    const first: string[] = [];
    server = await startServer(port, first);
    phase('started');
    const answered: string[] = [];
    let next = 0;
    const sender = async () => {
      while (next < BURST) {
        const id = `CRASH-${next++}`;
        const body = textMessageBody({
          id,
          number: `55119660${String(next % 20).padStart(5, '0')}`,
          text: `mensagem ${id}`,
          timestamp: 1_767_000_000 + next,
        });
        const status = await fetch(`http://127.0.0.1:${port}/api/webhooks/evolution/${instance.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: instance.secret },
          body: JSON.stringify(body),
        }).then(
          (response) => response.status,
          () => 0,
        );
        if (status >= 200 && status < 300) answered.push(id);
        if (answered.length >= KILL_AFTER && server && !hasExited(server)) server.kill('SIGKILL');
        if (status === 0) return;
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    phase(`burst ended, ${answered.length} answered`);
    server.kill('SIGKILL');
    await exited(server);
    expect(answered.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(answered.length).toBeLessThan(BURST);

    const second: string[] = [];
    server = await startServer(port, second);
    phase('restarted');
    await waitForLine(second, 'intake queue drained after start', 120_000);
    phase('drained');
    server.kill('SIGTERM');
    await exited(server);

    const database = await openData();
    try {
      const rows = (await database.db.execute(
        `select gateway_message_id as id, count(*)::int as n from messages group by 1`,
      )) as unknown as { rows: Array<{ id: string; n: number }> };
      const stored = new Map(rows.rows.map((row) => [row.id, row.n]));
      const missing = answered.filter((id) => stored.get(id) !== 1);
      expect(missing).toEqual([]);
      expect([...stored.values()].every((n) => n === 1)).toBe(true);
      const monitor = (await database.db.execute(
        `select count(*)::int as n from webhook_events where final_outcome = 'processing'`,
      )) as unknown as { rows: Array<{ n: number }> };
      expect(monitor.rows[0]?.n).toBe(stored.size);
      const queued = (await database.db.execute(
        'select count(*)::int as n from intake_events',
      )) as unknown as { rows: Array<{ n: number }> };
      expect(queued.rows[0]?.n).toBe(0);
    } finally {
      await database.close();
    }
  }, 600_000);
});
