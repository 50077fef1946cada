import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { isCloudWebhook, normalizeCloudWebhook } from '../../gateways/cloud/normalize';
import { withMobileForms } from '../../lib/phone-forms';
import { rowsOf } from '../../lib/sql-rows';
import { lockOrganizationLane } from './lanes';

/** What `forgetPendingEvents` did to the queued webhook bodies of a contact. */
export interface Forgotten {
  /** Bodies about the contact alone: deleted. */
  dropped: number;
  /** Bodies that also carried other contacts' events: kept without the contact's. */
  pruned: number;
}

/**
 * The erasure of a contact (LGPD), on the intake queue: the webhook bodies of the organization that
 * were received before the erasure's transaction began and are not processed yet, and that name the
 * contact (`identifiers`: their number, their chat JIDs; a Brazilian mobile with and without its
 * ninth digit, as WhatsApp may give either for one person). Processed after the erasure they would open
 * the conversation again with the erased words. A body about the contact alone is deleted; a batch
 * that also carries other contacts' events keeps theirs and loses the contact's.
 *
 * The organization's lane is locked first (lanes.ts): a batch being drained commits before this
 * reads the queue, so its rows are there for the erasure to erase, and no batch starts until the
 * erasure commits. A body received after the transaction began (`now()` in PostgreSQL is its start)
 * is a new message the contact sent after the erasure, and stays: it starts a fresh conversation.
 */
export async function forgetPendingEvents(
  tx: Tx,
  organizationId: string,
  identifiers: readonly string[],
): Promise<Forgotten> {
  const forgotten: Forgotten = { dropped: 0, pruned: 0 };
  const names = withMobileForms(identifiers);
  if (names.length === 0) return forgotten;
  await lockOrganizationLane(tx, organizationId);
  const mentions = sql.join(
    names.map((value) => sql`strpos(body, ${value}) > 0`),
    sql` or `,
  );
  const result = await tx.execute(sql`
    select id, body from intake_events
    where organization_id = ${organizationId} and received_at <= now() and (${mentions})`);
  for (const row of rowsOf<{ id: string | number; body: string }>(result)) {
    const kept = withoutContact(JSON.parse(row.body) as unknown, names);
    if (kept === undefined) {
      await tx.execute(sql`delete from intake_events where id = ${Number(row.id)}`);
      forgotten.dropped += 1;
    } else {
      // Never left at the byte length it had: the process that appended the body holds it parsed
      // and reads the stored one back only when that length changed (queue.ts). A pruned body is
      // shorter, unless JSON.stringify spells the sender's numbers out longer ("1e20" → 21 digits)
      // by just the bytes removed: a trailing space (JSON whitespace) then tells them apart.
      const text = JSON.stringify(kept);
      await tx.execute(sql`update intake_events
        set body = case when octet_length(${text}::text) = octet_length(body) then ${text} || ' ' else ${text} end
        where id = ${Number(row.id)}`);
      forgotten.pruned += 1;
    }
  }
  return forgotten;
}

const mentionsAny = (value: unknown, names: readonly string[]): boolean => {
  const text = JSON.stringify(value) ?? '';
  return names.some((name) => text.includes(name));
};

/**
 * The body without the contact's events (undefined: nothing of anyone else is left). Every list
 * item that names the contact goes (an Evolution batch's `data` entries; a Cloud API change's
 * `messages`, `contacts` and `statuses`); what still names them afterwards was about them alone.
 */
function withoutContact(body: unknown, names: readonly string[]): unknown {
  const prune = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.filter((item) => !mentionsAny(item, names)).map(prune);
    if (typeof value !== 'object' || value === null) return value;
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, prune(item)]));
  };
  const kept = prune(body);
  if (mentionsAny(kept, names)) return undefined;
  if (isCloudWebhook(kept) && normalizeCloudWebhook(kept).events.length === 0) return undefined;
  const data = typeof kept === 'object' && kept !== null ? (kept as { data?: unknown }).data : undefined;
  if (Array.isArray(data) && data.length === 0) return undefined;
  return kept;
}
