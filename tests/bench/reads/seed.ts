import type { BenchDatabase, Exec } from '../lib/database';
import type { BenchTenant } from '../lib/fixtures';
import { contactName, contactNumber, messageExpressions } from './seed-sql';

export interface SeedSize {
  conversations: number;
  messages: number;
}

export interface SeededInbox {
  totalMs: number;
  steps: Array<{ step: string; ms: number }>;
  /** Conversations picked at random, for pages of typical chats. */
  sampleConversationIds: string[];
  /** The longest chats, with their message counts, for deep pages. */
  longConversations: Array<{ id: string; messages: number }>;
}

const SAMPLE_SIZE = 40;
const LONG_CHATS = 10;

/** Tables whose secondary indexes are dropped while loading and built again after. */
const LOADED_TABLES = ['conversations', 'messages', 'leads', 'message_media'];
const MESSAGE_CHUNKS = 8;

const uuidArray = (ids: readonly string[]): string => {
  for (const id of ids) if (!/^[0-9a-f-]{36}$/i.test(id)) throw new Error(`not a uuid: ${id}`);
  return `array[${ids.map((id) => `'${id}'`).join(', ')}]::uuid[]`;
};

/**
 * Fills the tenant's inbox with set-based SQL (`insert … select … from generate_series`): message
 * counts per conversation fall off as 1/√k (a few chats of thousands of messages, most of 10–30),
 * 40/30/20/10 % of the chats on the four instances, last-message times over 120 days skewed to the
 * recent, a third of the chats with 1–4 unread, one lead each at every stage of the board. Loads
 * as a bulk import would: foreign-key triggers off when allowed, secondary indexes built after.
 */
export async function seedInbox(
  bench: BenchDatabase,
  tenant: BenchTenant,
  size: SeedSize,
  progress: (text: string) => void,
): Promise<SeededInbox> {
  if (size.messages < size.conversations)
    throw new Error('the seed needs at least one message per conversation');
  const steps: SeededInbox['steps'] = [];
  const start = performance.now();
  return bench.withSession(async (exec) => {
    const step = async (name: string, work: () => Promise<unknown>) => {
      const began = performance.now();
      await work();
      const ms = performance.now() - began;
      steps.push({ step: name, ms });
      progress(`${name}: ${(ms / 1000).toFixed(1)} s`);
    };
    const triggersOff = await exec('set session_replication_role = replica').then(
      () => true,
      () => false,
    );
    const indexes = await secondaryIndexes(exec);
    await step(`drop ${indexes.length} secondary indexes`, async () => {
      for (const index of indexes) await exec(`drop index ${index.name}`);
    });
    await step('plan conversations', () => planConversations(exec, tenant, size));
    await step(`insert ${size.conversations.toLocaleString('en-US')} conversations`, () =>
      exec(insertConversations(tenant.organizationId)),
    );
    for (let chunk = 0; chunk < MESSAGE_CHUNKS; chunk++) {
      await step(`insert messages ${chunk + 1}/${MESSAGE_CHUNKS}`, () =>
        exec(insertMessages(tenant.organizationId, chunk)),
      );
    }
    await step('insert leads', () => exec(insertLeads(tenant.organizationId)));
    // Voice notes arrive inline (base64) and keep their bytes; photos are fetched on demand.
    await step('insert voice-note bytes', () =>
      exec(`insert into message_media (message_id, data)
        select id, decode(repeat('4f676753', 64), 'hex') from messages
        where organization_id = '${tenant.organizationId}' and media_type = 'audio'`),
    );
    for (const index of indexes) await step(`create index ${index.name}`, () => exec(index.definition));
    if (triggersOff) await exec('set session_replication_role = origin');
    // What autovacuum does on PostgreSQL after a load; PGlite has no autovacuum (see the report).
    await step('vacuum analyze', () => exec('vacuum analyze'));
    const sample = await exec(`select id from bench_conv order by random() limit ${SAMPLE_SIZE}`);
    const long = await exec(`select id, n from bench_conv order by n desc limit ${LONG_CHATS}`);
    await exec('drop table bench_conv');
    return {
      totalMs: performance.now() - start,
      steps,
      sampleConversationIds: sample.map((row) => String(row.id)),
      longConversations: long.map((row) => ({ id: String(row.id), messages: Number(row.n) })),
    };
  });
}

async function secondaryIndexes(exec: Exec): Promise<Array<{ name: string; definition: string }>> {
  const rows = await exec(
    `select indexname as name, indexdef as definition from pg_indexes
     where schemaname = current_schema() and tablename = any($1)
       and indexname not in (select conname from pg_constraint)`,
    [LOADED_TABLES],
  );
  return rows.map((row) => ({ name: String(row.name), definition: String(row.definition) }));
}

/** The A of n(k) = max(1, ⌊A/√k⌋) whose sum over the N chats comes closest to M from below. */
function messageScale(size: SeedSize): number {
  const total = (scale: number) => {
    let sum = 0;
    for (let k = 1; k <= size.conversations; k++) sum += Math.max(1, Math.floor(scale / Math.sqrt(k)));
    return sum;
  };
  let low = 0;
  let high = size.messages;
  for (let round = 0; round < 60; round++) {
    const middle = (low + high) / 2;
    if (total(middle) <= size.messages) low = middle;
    else high = middle;
  }
  return low;
}

/** One row per conversation: its instance and owner, message count n, unread u, times. */
async function planConversations(exec: Exec, tenant: BenchTenant, size: SeedSize): Promise<void> {
  const scale = messageScale(size);
  const instanceIds = tenant.instances.map((instance) => instance.id);
  const ownerIds = tenant.instances.map((instance) => instance.ownerId);
  const slot = `case when k % 10 < 4 then 1 when k % 10 < 7 then 2 when k % 10 < 9 then 3 else 4 end`;
  await exec(`create temp table bench_conv as
    select k, gen_random_uuid() as id,
      (${uuidArray(instanceIds)})[${slot}] as instance_id,
      (${uuidArray(ownerIds)})[${slot}] as owner_id,
      greatest(1, floor(${scale} / sqrt(k)))::int as n,
      now() - power(random(), 2.5) * interval '120 days' as last_at
    from generate_series(1, ${size.conversations}) as k`);
  // What floating point rounding left over goes one each to the first chats (or off the first one).
  const [row] = await exec(`select ${size.messages} - sum(n)::bigint as rest from bench_conv`);
  const rest = Number(row?.rest ?? 0);
  if (rest >= 0) await exec(`update bench_conv set n = n + 1 where k <= ${rest}`);
  else await exec(`update bench_conv set n = n + ${rest} where k = 1`);
  await exec(`alter table bench_conv
    add column u int, add column step interval`);
  await exec(`update bench_conv set
    u = case when k % 3 = 0 then least(n, 1 + (k / 3) % 4) else 0 end,
    step = least(interval '6 hours', interval '90 days' / n)`);
}

function insertConversations(organizationId: string): string {
  const newest = messageExpressions('0');
  return `insert into conversations (id, organization_id, instance_id, contact_number, contact_jid, contact_name,
      last_message, last_message_type, last_message_at, last_customer_message_at, last_outbound_at,
      unread_count, is_ai_active, ai_paused_reason, is_follow_up_active, created_at, updated_at)
    select c.id, '${organizationId}', c.instance_id, ${contactNumber}, ${contactNumber} || '@s.whatsapp.net', ${contactName},
      ${newest.content}, ${newest.lastMessageType}, c.last_at,
      case when c.u > 0 then c.last_at when c.n > 1 then c.last_at - c.step end,
      case when c.u = 0 then c.last_at when c.n > c.u then c.last_at - c.step * c.u end,
      c.u, c.k % 11 <> 0, case when c.k % 11 = 0 then 'human_takeover' end, true,
      c.last_at - c.step * (c.n - 1), c.last_at
    from bench_conv c`;
}

function insertMessages(organizationId: string, chunk: number): string {
  const m = messageExpressions('j');
  return `insert into messages (organization_id, conversation_id, instance_id, gateway_message_id, direction, origin,
      sender_name, content, media_type, media_mimetype, media_size, status, timestamp, created_at)
    select '${organizationId}', c.id, c.instance_id, ${m.gatewayMessageId}, ${m.direction}, ${m.origin},
      ${m.senderName}, ${m.content}, ${m.mediaType}, ${m.mediaMimetype}, ${m.mediaSize}, ${m.status},
      ${m.timestamp}, ${m.timestamp}
    from bench_conv c cross join lateral generate_series(0, c.n - 1) as j
    where c.k % ${MESSAGE_CHUNKS} = ${chunk}`;
}

/** Half the leads new, the rest spread over the board; a third of those qualified by the AI. */
function insertLeads(organizationId: string): string {
  const status = `case when c.k % 20 < 10 then 'new' when c.k % 20 < 14 then 'qualified'
    when c.k % 20 < 17 then 'negotiating' when c.k % 20 < 19 then 'closed_won' else 'closed_lost' end`;
  return `insert into leads (organization_id, instance_id, conversation_id, assigned_user_id, status,
      qualification_level, ai_qualification_score, lost_reason, status_changed_at, last_seller_activity_at,
      created_at, updated_at)
    select '${organizationId}', c.instance_id, c.id, c.owner_id, ${status},
      case when c.k % 20 >= 10 or c.k % 3 = 0 then (array['HOT', 'WARM', 'COLD'])[1 + c.k % 3] end,
      case when c.k % 20 >= 10 or c.k % 3 = 0 then 20 + (c.k * 37) % 76 end,
      case when c.k % 20 = 19 then 'Comprou em outro local' end,
      case when c.k % 20 >= 10 then c.last_at end,
      case when c.k % 20 >= 10 then c.last_at end,
      c.last_at - c.step * (c.n - 1), c.last_at
    from bench_conv c`;
}
