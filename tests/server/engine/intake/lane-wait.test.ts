import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/client';
import { DRAIN_KEY } from '../../../../server/engine/intake/lanes';
import { WEBHOOK_SECRET_HEADER } from '../../../../server/gateways/evolution/webhook-config';
import { createOrganization, createUser } from '../../helpers/app';
import { createEvolutionInstance, textMessageBody } from './helpers';
import { exited, freePort, startServerProcess } from './server-process';

/**
 * What a server process reports as lane waits (drainer.ts, claim-round.ts; bench item 8 reads it):
 * the time it could not drain a lane it owns because another process held it, apart from the
 * lock-and-claim statement every batch pays. PostgreSQL only.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const HOLD_MS = 800;

let databaseUrl: string | undefined;
let server: ChildProcess | undefined;

async function query(
  text: string,
  values: unknown[] = [],
  url = pgUrl,
): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows;
  } finally {
    await client.end();
  }
}

async function until(check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

afterAll(async () => {
  server?.kill('SIGKILL');
  if (server) await exited(server);
  if (databaseUrl)
    await query(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
});

describe.skipIf(!pgUrl)('lane waits', () => {
  it('count the time a lane was held by another process, and the claims apart', async () => {
    const name = `vendai_lanewait_${randomBytes(5).toString('hex')}`;
    await query(`create database ${name}`);
    const target = new URL(pgUrl as string);
    target.pathname = `/${name}`;
    const url = target.toString();
    databaseUrl = url;
    const database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    const org = (await createOrganization(database.db)).id;
    const instance = await createEvolutionInstance(database.db, org, (await createUser(database.db, org)).id);
    await database.close();
    const [{ lane } = {}] = await query('select (hashtext($1::text) & 31)::int as lane', [org], url);

    const output: string[] = [];
    const port = await freePort();
    server = await startServerProcess(port, url, output);
    // Alone, it takes every lane (session locks on its lanes connection).
    await until(async () => {
      const [row] = await query(
        `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and objid < 32
           and database = (select oid from pg_database where datname = current_database()) and objsubid = 2
           and classid <> $1`,
        [DRAIN_KEY],
        url,
      );
      return Number(row?.n) === 32;
    }, 10_000);

    // Another process's batch holds the organization's lane while three messages come.
    const other = new pg.Client({ connectionString: url });
    other.on('error', () => undefined);
    await other.connect();
    await other.query('select pg_advisory_lock($1::int, $2::int)', [DRAIN_KEY, lane]);
    for (let n = 0; n < 3; n += 1) {
      const response = await fetch(`http://127.0.0.1:${port}/api/webhooks/evolution/${instance.id}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: instance.secret },
        body: JSON.stringify(
          textMessageBody({
            id: `WAIT-${n}`,
            number: '5511966660000',
            text: `Oi ${n}`,
            timestamp: 1_767_000_000 + n,
          }),
        ),
      });
      expect(response.status).toBe(200);
    }
    await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
    const queued = async () =>
      Number((await query('select count(*)::int as n from intake_events', [], url))[0]?.n);
    expect(await queued()).toBe(3);
    await other.end();
    // Released, the lane is drained at the next retry.
    await until(async () => (await queued()) === 0, 5_000);
    const [stored] = await query(
      `select count(*)::int as n from messages m join conversations c on c.id = m.conversation_id
        where c.instance_id = $1`,
      [instance.id],
      url,
    );
    expect(Number(stored?.n)).toBe(3);

    server.kill('SIGTERM');
    await exited(server);
    const line = output
      .join('')
      .split('\n')
      .find((text) => text.includes('intake lanes at stop'));
    const account = JSON.parse(line ?? '{}') as Record<string, number>;
    expect(account.events).toBe(3);
    expect(account.blockedBatches).toBeGreaterThan(0);
    // The retries while it was held: a good part of the hold (each retry also gathers for a moment
    // first, which is neither drain nor wait), and nothing like a wait once it was free.
    expect(account.laneWaitMs).toBeGreaterThan(HOLD_MS / 10);
    expect(account.laneWaitMs).toBeLessThan(account.drainMs);
    // Every batch's statement, which is no wait, is counted apart.
    expect(account.claimMs).toBeGreaterThan(0);
    expect(account.lanesTaken).toBe(32);
  });
});
