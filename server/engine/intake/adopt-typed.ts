import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { otherMobileForm } from '../../lib/phone-forms';
import { rowsOf } from '../../lib/sql-rows';
import { type Fresh, type StoredRun, storeRun } from './store-run';

/**
 * A Brazilian mobile is written with or without its ninth digit, and WhatsApp addresses many older
 * accounts by the form without it, while people type the form with it. A conversation we started
 * from a typed number (a portal's lead) has no JID yet; when the customer's first message arrives
 * under the other form, the run has just created a second conversation and a second lead for the
 * same person. This folds that run back into the typed conversation, which takes the WhatsApp form
 * as its number (the JID is the truth).
 *
 * It runs after the set-based store, and only reads anything when the store created a conversation
 * for a Brazilian mobile: a known contact's messages pay nothing. What the run created is deleted and
 * the run's messages of those contacts are stored again, now into the renamed conversation, so the
 * counters, name and lead follow the store's one set of rules.
 */
export async function adoptTypedConversations(
  tx: Tx,
  fresh: readonly Fresh[],
  stored: StoredRun,
): Promise<StoredRun> {
  const candidates = stored.conversations.flatMap((row) => {
    const other = row.created ? otherMobileForm(row.contact_number) : null;
    return other ? [{ id: row.id, instance_id: row.instance_id, other }] : [];
  });
  if (candidates.length === 0) return stored;

  // A conversation without a JID never heard from WhatsApp: someone typed its number.
  const found = await tx.execute(sql`
    select p.id as created_id, c.id as typed_id
    from jsonb_to_recordset(${JSON.stringify(candidates)}::jsonb) as p(id uuid, instance_id uuid, other text)
    join conversations c on c.instance_id = p.instance_id and c.contact_number = p.other
    where c.contact_jid is null
    for update of c`);
  const matches = rowsOf<{ created_id: string; typed_id: string }>(found);
  if (matches.length === 0) return stored;

  const createdIds = new Set(matches.map((match) => match.created_id));
  const renames = stored.conversations
    .filter((row) => createdIds.has(row.id))
    .map((row) => ({
      typed_id: matches.find((match) => match.created_id === row.id)?.typed_id,
      number: row.contact_number,
    }));
  const ids = `{${[...createdIds].join(',')}}`;
  // One statement: the foreign keys are checked at its end, when the three are gone together.
  await tx.execute(sql`
    with gone_messages as (delete from messages where conversation_id = ANY(${ids}::uuid[])),
    gone_leads as (delete from leads where conversation_id = ANY(${ids}::uuid[]))
    delete from conversations where id = ANY(${ids}::uuid[])`);
  await tx.execute(sql`
    update conversations c set contact_number = p.number, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(renames)}::jsonb) as p(typed_id uuid, number text)
    where c.id = p.typed_id`);

  const adoptedKeys = new Set(
    stored.conversations
      .filter((row) => createdIds.has(row.id))
      .map((row) => `${row.instance_id}:${row.contact_number}`),
  );
  const again = await storeRun(
    tx,
    fresh.filter((entry) => adoptedKeys.has(entry.conversationKey)),
  );
  return {
    conversations: [...stored.conversations.filter((row) => !createdIds.has(row.id)), ...again.conversations],
    messages: stored.messages,
    leads: [...stored.leads.filter((row) => !createdIds.has(row.conversation_id)), ...again.leads],
  };
}
