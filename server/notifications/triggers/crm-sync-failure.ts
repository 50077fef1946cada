import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { crmSyncRuns } from '../../db/schema';
import { notify } from '../notify';
import { notifyDepsOf, type TriggerDeps } from './deps';

export interface FailedSync {
  organizationId: string;
  /** The run that just gave up (excluded when looking at the previous outcome). */
  runId: string;
  error: string;
}

/**
 * The CRM sync gave up (after its retries): the organization's admins are told, linked to the CRM
 * settings page. Only when the sync starts failing: while the previous finished run also failed, the
 * scheduled runs that keep failing say nothing new, and the next failure after a success does.
 */
export async function noticeCrmSyncFailure(deps: TriggerDeps, tx: DbOrTx, failed: FailedSync): Promise<void> {
  const [previous] = await tx
    .select({ status: crmSyncRuns.status })
    .from(crmSyncRuns)
    .where(
      and(
        eq(crmSyncRuns.organizationId, failed.organizationId),
        ne(crmSyncRuns.id, failed.runId),
        inArray(crmSyncRuns.status, ['success', 'failed']),
      ),
    )
    .orderBy(desc(crmSyncRuns.startedAt))
    .limit(1);
  if (previous?.status === 'failed') return;
  await notify(notifyDepsOf(deps, tx), {
    organizationId: failed.organizationId,
    to: { role: 'admin' },
    kind: 'crm_sync_failure',
    title: 'A sincronização com o CRM falhou',
    body: `${failed.error.replace(/\.$/, '')}. O estoque e os leads não estão sendo atualizados; confira as credenciais e teste a conexão.`,
    link: '/autocerto-settings',
  });
}
