import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { withMobileForms } from '../../lib/phone-forms';
import { rowsOf } from '../../lib/sql-rows';

/**
 * The conversation of a number someone typed, on one instance. A Brazilian mobile is typed with its
 * ninth digit while WhatsApp may know the person by the form without it (or the other way round), so
 * a conversation under either form is the same person's and is reused, keeping its number (the one
 * WhatsApp gave, when it wrote first). Only when neither exists is one created, under the typed
 * form and with no JID: the intake renames it to WhatsApp's form when the customer writes.
 */
export async function conversationOfTypedNumber(
  tx: Tx,
  tenantId: string,
  instanceId: string,
  number: string,
  name: string,
): Promise<string> {
  const forms = withMobileForms([number]);
  const existing = await tx.execute(sql`
    update conversations set
      contact_name = case when contact_name in ('', contact_number) then ${name} else contact_name end,
      updated_at = now()
    where id = (
      select id from conversations
      where organization_id = ${tenantId} and instance_id = ${instanceId}
        and contact_number = ANY(${`{${forms.join(',')}}`}::text[])
      -- Both forms at once only happens when staff kept two; the typed one is the one asked for.
      order by contact_number = ${number} desc
      limit 1
    )
    returning id`);
  const [found] = rowsOf<{ id: string }>(existing);
  if (found) return found.id;

  const inserted = await tx.execute(sql`
    -- No JID yet: only the gateway's check on the first send knows whether the number is on WhatsApp.
    insert into conversations (organization_id, instance_id, contact_number, contact_name)
    values (${tenantId}, ${instanceId}, ${number}, ${name})
    on conflict (instance_id, contact_number) do update set
      contact_name = case when conversations.contact_name in ('', conversations.contact_number)
        then excluded.contact_name else conversations.contact_name end,
      updated_at = now()
    returning id`);
  const [conversation] = rowsOf<{ id: string }>(inserted);
  if (!conversation) throw new Error('intake conversation upsert returned no row');
  return conversation.id;
}
