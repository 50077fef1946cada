import { type Placeholder, type SQL, sql } from 'drizzle-orm';
import { AI_CONFIG_DEFAULTS } from '../../../contract/ai-config';
import type { DbOrTx } from '../../db/client';
import { aiConfigs, conversations, instances, leads, organizations } from '../../db/schema';
import { pendingOutboundInsertQuery } from '../outbound';
import { HOT_LEAD_PAUSE_REASON } from '../qualify';

/**
 * The reply's next part stored as pending by the part check's own statement (issue 27 §1: the job's
 * statements), so the common path is one round trip instead of a check and then an insert.
 *
 * The row is written when what SQL can see of the decision says go: the conversation still belongs
 * to the instance, which is not deleted; the organization's, the instance's and its settings' AI
 * switches are on and its AI config is active; the conversation's AI is on (or a HOT lead was handed
 * over meanwhile, which still gets this answer); the lead has not opted out. The rest (the
 * settings' switches, blacklist and schedule, the opt-out's keyword) is decided in code afterwards:
 * when it says stop, the caller discards the row. When SQL says stop and code says go (an opt-out
 * answered by a later message), the send stores the part itself, as before. Official numbers store
 * nothing here: their 24-hour window is checked by the send before anything is stored.
 */

/** The part check's placeholders (a prepared statement): the time is given as `timestamptz` text. */
export interface PartToStore {
  organizationId: Placeholder;
  instanceId: Placeholder;
  conversationId: Placeholder;
  text: Placeholder;
  at: Placeholder;
}

/** The CTE's name; the check's statement answers `(select id from pending_part)`. */
export const PENDING_PART = 'pending_part';

function goClause(part: PartToStore): SQL {
  return sql`from ${conversations}
    join ${instances} on ${instances.id} = ${conversations.instanceId}
    join ${organizations} on ${organizations.id} = ${instances.organizationId}
    left join ${aiConfigs} on ${aiConfigs.instanceId} = ${instances.id}
    where ${conversations.id} = ${part.conversationId} and ${conversations.organizationId} = ${part.organizationId}
      and ${conversations.instanceId} = ${part.instanceId}
      and ${instances.deletedAt} is null and ${instances.gateway} <> 'cloud'
      and ${organizations.globalAiEnabled} and ${instances.aiEnabled} and ${instances.globalAiEnabled}
      and coalesce(${aiConfigs.isActive}, ${AI_CONFIG_DEFAULTS.isActive})
      and (${conversations.isAiActive} or ${conversations.aiPausedReason} = ${HOT_LEAD_PAUSE_REASON})
      and not exists (
        select 1 from ${leads}
        where ${leads.organizationId} = ${part.organizationId} and ${leads.conversationId} = ${part.conversationId}
          and ${leads.consentStatus} = 'opted_out'
      )`;
}

/** The CTE that stores the part when SQL's side of the decision says go. */
export function pendingPartCte(db: DbOrTx, part: PartToStore) {
  const insert = pendingOutboundInsertQuery(
    part.organizationId,
    {
      conversationId: part.conversationId,
      instanceId: part.instanceId,
      origin: 'ai',
      content: part.text,
      timestamp: part.at,
    },
    goClause(part),
  );
  return db.$with(PENDING_PART, { id: sql<string>`id` }).as(insert);
}
