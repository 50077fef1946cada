import type { DbOrTx } from '../../../db/client';
import { enqueueJob } from '../../../jobs/queue';
import { recordLeadHistory, SYSTEM_ACTORS } from '../../../lib/lead-history';
import { noticeLeadMoved } from '../../../notifications/triggers/lead-moved';
import type { EngineDeps } from '../../deps';
import { queueAssignmentNotice } from './notice-queue';
import * as repo from './repository';

export const REDISTRIBUTE_JOB = 'redistribute_idle_leads';
/** How often idle leads are looked for: a lead moves at most this late after its hours run out. */
export const REDISTRIBUTE_INTERVAL_MS = 15 * 60_000;
/** Leads moved per organization per sweep; more wait for the next sweep, queued at once. */
const BATCH = 200;

export function queueRedistributionSweep(db: DbOrTx, runAt: Date): Promise<string> {
  return enqueueJob(db, {
    kind: REDISTRIBUTE_JOB,
    organizationId: null,
    payload: {},
    runAt,
    dedupeKey: REDISTRIBUTE_JOB,
  });
}

export interface RedistributionSummary {
  moved: number;
  /** Whether a full batch was found somewhere, so more may be waiting. */
  more: boolean;
}

const reasonText = (hours: number) =>
  `Sem atividade do vendedor por ${hours} h (nenhuma mensagem nem mudança de status)`;

/**
 * Reassigns each idle lead (DESIGN §6) to the organization's next seller in round-robin: the one who
 * least recently received a redistributed lead, never the one who had it. Each move is its own
 * transaction with the lead's history line, the live event and the new seller's WhatsApp notice.
 */
export async function redistributeIdleLeads(deps: EngineDeps, now: Date): Promise<RedistributionSummary> {
  const summary: RedistributionSummary = { moved: 0, more: false };
  for (const organization of await repo.redistributingOrganizations(deps.db)) {
    const cutoff = new Date(now.getTime() - organization.idleHours * 3_600_000);
    const idle = await repo.findIdleLeads(deps.db, organization.id, cutoff, BATCH);
    if (idle.length === 0) continue;
    if (idle.length === BATCH) summary.more = true;
    // Ordered least recently served first; each hand-over sends the receiver to the back of the line.
    const queue = await repo.eligibleSellers(deps.db, organization.id);
    for (const lead of idle) {
      const index = queue.findIndex((seller) => seller.id !== lead.assignedUserId);
      const next = queue[index];
      if (!next) continue;
      const reason = reasonText(organization.idleHours);
      const moved = await deps.db.transaction(async (tx) => {
        if (!(await repo.reassignIdleLead(tx, organization.id, lead, next.id, cutoff, now))) return false;
        await recordLeadHistory(tx, {
          organizationId: organization.id,
          leadId: lead.id,
          kind: 'assignment',
          actorUserId: null,
          actorName: SYSTEM_ACTORS.redistribution,
          fromUserId: lead.assignedUserId,
          toUserId: next.id,
          reason,
          at: now,
        });
        await deps.events.publish(
          organization.id,
          {
            type: 'lead_assigned',
            instanceId: lead.instanceId,
            leadId: lead.id,
            conversationId: lead.conversationId,
            contactName: lead.contactName,
            toUserId: next.id,
            fromUserId: lead.assignedUserId,
            reason,
          },
          tx,
        );
        await deps.events.publish(
          organization.id,
          { type: 'lead_updated', instanceId: lead.instanceId, leadId: lead.id },
          tx,
        );
        await noticeLeadMoved(deps, tx, {
          ...lead,
          organizationId: organization.id,
          leadId: lead.id,
          fromUserId: lead.assignedUserId,
          toUserId: next.id,
          reason,
        });
        await queueAssignmentNotice(
          tx,
          {
            organizationId: organization.id,
            leadId: lead.id,
            toUserId: next.id,
            hours: organization.idleHours,
          },
          now,
        );
        return true;
      });
      if (!moved) continue;
      summary.moved += 1;
      queue.splice(index, 1);
      queue.push({ ...next, lastReceivedAt: now });
    }
  }
  return summary;
}

/** The sweep as a durable job: queued when a job-running process starts, then by each run for the next. */
export function registerRedistributionJob(deps: EngineDeps): void {
  deps.jobs.register(REDISTRIBUTE_JOB, async () => {
    const now = deps.clock.now();
    const summary = await redistributeIdleLeads(deps, now);
    if (summary.moved > 0) deps.log.info(summary, 'idle leads redistributed');
    await queueRedistributionSweep(
      deps.db,
      summary.more ? now : new Date(now.getTime() + REDISTRIBUTE_INTERVAL_MS),
    );
  });
}
