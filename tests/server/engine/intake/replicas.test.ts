import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../../server/db/client';
import { WEBHOOK_SECRET_HEADER } from '../../../../server/gateways/evolution/webhook-config';
import { createOrganization, createUser } from '../../helpers/app';
import { createEvolutionInstance, type EvolutionInstance, textMessageBody } from './helpers';
import { exited, freePort, startServerProcess } from './server-process';

/**
 * Three server processes draining one PostgreSQL database side by side (engine/intake/lanes.ts),
 * one of them killed with `kill -9` in the middle of the burst and started again: nothing lost,
 * nothing stored twice, each conversation in the order it was sent, each answered once. Only with
 * TEST_DATABASE_URL (CI's PostgreSQL pass). REPLICAS_EVENTS=10000 for the full run by hand; the
 * suite sends 2,000 to stay within its time on two cores.
 */
const pgUrl = process.env.TEST_DATABASE_URL;
const EVENTS = Number(process.env.REPLICAS_EVENTS ?? 2_000);
const ORGANIZATIONS = 20;
const CONTACTS = 2;
const SENDERS = 8;
const REPLICAS = 3;
/** Session lock key of lane ownership (lanes.ts), as pg_locks shows it. */
const OWNER_KEY = 0x766c616e;

let databaseUrl: string | undefined;
const servers: Array<ChildProcess | undefined> = [];

afterAll(async () => {
  for (const server of servers) server?.kill('SIGKILL');
  await Promise.all(servers.map((server) => (server ? exited(server) : undefined)));
  if (databaseUrl)
    await adminQuery(`drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`);
});

async function adminQuery(text: string, url = pgUrl): Promise<Array<Record<string, unknown>>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows;
  } finally {
    await client.end();
  }
}

interface Send {
  instance: EvolutionInstance;
  id: string;
  number: string;
  /** The message's place in its conversation (redeliveries repeat it). */
  n: number;
}

/** Per conversation, its messages in order with 30 % redeliveries of earlier ones mixed in. */
function conversationsToSend(instances: EvolutionInstance[]): Send[][] {
  const lists: Send[][] = [];
  instances.forEach((instance, o) => {
    for (let c = 0; c < CONTACTS; c += 1) lists.push([]);
    for (let c = 0; c < CONTACTS; c += 1) {
      const list = lists[o * CONTACTS + c] as Send[];
      const number = `55119${String(o).padStart(2, '0')}${String(c).padStart(6, '0')}`;
      const count = Math.round(EVENTS / 1.3 / (ORGANIZATIONS * CONTACTS));
      for (let n = 0; n < count; n += 1) list.push({ instance, id: `R${o}C${c}M${n}`, number, n });
    }
  });
  const originals = lists.reduce((sum, list) => sum + list.length, 0);
  for (let r = 0; r < EVENTS - originals; r += 1) {
    const list = lists[Math.floor(Math.random() * lists.length)] as Send[];
    const from = Math.floor(Math.random() * list.length);
    const copy = { ...(list[from] as Send) };
    list.splice(from + 1 + Math.floor(Math.random() * (list.length - from)), 0, copy);
  }
  return lists;
}

/** Lanes held per server process, read from the database's lock table. */
async function laneHolders(): Promise<number[]> {
  const rows = await adminQuery(
    `select count(*)::int as n from pg_locks where locktype = 'advisory' and granted and classid = ${OWNER_KEY}
       and objid < 32 and database = (select oid from pg_database where datname = current_database()) group by pid`,
    databaseUrl,
  );
  return rows.map((row) => Number(row.n)).sort((a, b) => a - b);
}

async function until(what: string, check: () => Promise<boolean>, ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

describe.skipIf(!pgUrl)('three replicas draining one PostgreSQL database', () => {
  it('loses, repeats and reorders nothing when one is killed mid-burst and started again', async () => {
    const name = `vendai_replicas_${randomBytes(5).toString('hex')}`;
    await adminQuery(`create database ${name}`);
    const target = new URL(pgUrl as string);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    const instances: EvolutionInstance[] = [];
    {
      const database = await openDatabase({ kind: 'postgres', url: databaseUrl, poolSize: 2 });
      for (let o = 0; o < ORGANIZATIONS; o += 1) {
        const organizationId = (await createOrganization(database.db, { plan: 'enterprise' })).id;
        const ownerId = (await createUser(database.db, organizationId, { role: 'vendedor' })).id;
        instances.push(await createEvolutionInstance(database.db, organizationId, ownerId));
      }
      await database.close();
    }
    const url = databaseUrl;
    const ports: number[] = [];
    const outputs: string[][] = Array.from({ length: REPLICAS }, () => []);
    const live = new Set<number>();
    const start = async (r: number): Promise<void> => {
      // A port of its own each start: a killed one's may be taken by then.
      ports[r] = await freePort();
      servers[r] = await startServerProcess(ports[r] as number, url, outputs[r] as string[]);
      live.add(r);
    };
    // The first start creates the platform's administrator; the others find it there.
    await start(0);
    await Promise.all([start(1), start(2)]);
    // The lanes are shared out: three holders of about a third each.
    await until(
      'three replicas share the 32 lanes',
      async () => {
        const held = await laneHolders();
        return held.length === 3 && held.reduce((a, b) => a + b, 0) === 32 && (held[0] ?? 0) >= 10;
      },
      15_000,
    );

    const lists = conversationsToSend(instances);
    const total = lists.reduce((sum, list) => sum + list.length, 0);
    const busy = new Set<number>();
    let sent = 0;
    let killed: Promise<void> | undefined;
    const post = async (send: Send): Promise<void> => {
      const body = textMessageBody({
        id: send.id,
        number: send.number,
        text: `mensagem ${send.id}`,
        timestamp: 1_767_000_000,
      });
      // A call that got no 2xx (its replica was killed) is sent again to another, as a gateway does.
      for (;;) {
        const replicas = [...live];
        const port = ports[replicas[Math.floor(Math.random() * replicas.length)] as number];
        const status = await fetch(`http://127.0.0.1:${port}/api/webhooks/evolution/${send.instance.id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', [WEBHOOK_SECRET_HEADER]: send.instance.secret },
          body: JSON.stringify(body),
        }).then(
          (response) => response.status,
          () => 0,
        );
        if (status >= 200 && status < 300) return;
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    };
    const killAndRestart = async (): Promise<void> => {
      const victim = servers[1] as ChildProcess;
      live.delete(1);
      victim.kill('SIGKILL');
      await exited(victim);
      // Its lanes go to the two others within seconds.
      await until(
        'the survivors hold every lane',
        async () => {
          const held = await laneHolders();
          return held.length === 2 && held.reduce((a, b) => a + b, 0) === 32;
        },
        5_000,
      );
      await start(1);
    };
    const sender = async (): Promise<void> => {
      for (;;) {
        // One call per conversation at a time: its messages leave in order, as a phone sends them.
        const open = lists.map((_, c) => c).filter((c) => !busy.has(c) && (lists[c]?.length ?? 0) > 0);
        if (open.length === 0) {
          if (sent >= total) return;
          await new Promise((resolve) => setTimeout(resolve, 5));
          continue;
        }
        const c = open[Math.floor(Math.random() * open.length)] as number;
        busy.add(c);
        const send = lists[c]?.shift() as Send;
        await post(send);
        busy.delete(c);
        sent += 1;
        if (sent === Math.round(total * 0.4)) killed = killAndRestart();
      }
    };
    await Promise.all(Array.from({ length: SENDERS }, sender));
    await killed;
    try {
      await until(
        'the queue is drained',
        async () =>
          Number((await adminQuery('select count(*)::int as n from intake_events', url))[0]?.n) === 0,
        60_000,
      );
    } catch (error) {
      // What is left, lane by lane, and who holds the lanes: the failure's own explanation.
      const left = await adminQuery(
        `select lane, count(*)::int as n, max(attempts) as attempts, max(last_error) as error
           from intake_events group by lane order by lane`,
        url,
      );
      console.error(
        JSON.stringify({ left, holders: await laneHolders() }),
        outputs.map((o) =>
          o
            .join('')
            .split('\n')
            .filter((line) => !line.includes('request'))
            .join('\n')
            .slice(-4_000),
        ),
      );
      throw error;
    }
    await Promise.all(
      servers.map(async (server) => {
        server?.kill('SIGTERM');
        if (server) await exited(server);
      }),
    );

    const originals = new Map<string, { conversation: string; n: number }>();
    for (const list of conversationsToSend(instances))
      for (const send of list) originals.set(send.id, { conversation: send.number, n: send.n });
    const stored = await adminQuery(
      `select m.gateway_message_id as id, m.conversation_id as conversation, m.id as message_id
         from messages m where m.direction = 'in' order by m.conversation_id, m.seq`,
      url,
    );
    const ids = stored.map((row) => String(row.id));
    expect(new Set(ids).size).toBe(ids.length); // 0 stored twice
    expect([...originals.keys()].filter((id) => !ids.includes(id))).toEqual([]); // 0 lost
    // Every conversation in the order it was sent.
    const byConversation = new Map<string, number[]>();
    for (const row of stored) {
      const list = byConversation.get(String(row.conversation)) ?? [];
      list.push(originals.get(String(row.id))?.n ?? -1);
      byConversation.set(String(row.conversation), list);
    }
    expect(byConversation.size).toBe(ORGANIZATIONS * CONTACTS);
    for (const order of byConversation.values()) expect(order).toEqual(order.map((_, n) => n));
    // Each customer message decided once, and one reply per conversation, after its last message.
    const decided = await adminQuery(
      `select gateway_message_id as id, count(*)::int as n from webhook_events
         where final_outcome = 'processing' group by 1`,
      url,
    );
    expect(decided.length).toBe(originals.size);
    expect(decided.every((row) => row.n === 1)).toBe(true);
    const replies = await adminQuery(
      `select j.payload->>'conversationId' as conversation, j.payload->>'messageId' as message_id
         from jobs j where j.kind = 'ai_reply'`,
      url,
    );
    expect(replies.length).toBe(ORGANIZATIONS * CONTACTS);
    const last = new Map(stored.map((row) => [String(row.conversation), String(row.message_id)]));
    for (const reply of replies) expect(reply.message_id).toBe(last.get(String(reply.conversation)));
    // The survivors drained side by side, each the events of its own lanes.
    const drained = outputs.filter((output) => /"events":[1-9]/.test(output.join('')));
    expect(drained.length).toBeGreaterThanOrEqual(REPLICAS - 1);
  }, 300_000);
});
