import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LeadSource } from '../../../contract/lead-source';
import type { IntakeVehicle, LeadIntakeResponse } from '../../../contract/lead-sources';
import { instances, leadIntakes, leadSources, leads } from '../../db/schema';
import { scheduleFirstContact } from '../../engine/first-contact';
import { rowsOf } from '../../lib/sql-rows';
import { hashToken, sourceNotFound } from './service';

/**
 * A lead a portal or site posted to its source's URL (issue 29): stored once per phone and listing
 * within 24 h, on the source's number as a conversation and a lead with its source, and the first
 * message queued for the source's delay.
 */

const REPEAT_WINDOW_MS = 24 * 3_600_000;

export interface IncomingLead {
  name: string;
  phone: string;
  email?: string | null;
  message?: string | null;
  vehicle?: IntakeVehicle;
  /** What the poster sent, kept with the intake. */
  payload: Record<string, unknown>;
}

/** The live source of a token; a wrong or revoked token is a 404 like any unknown address. */
export async function sourceOfToken(app: FastifyInstance, token: string) {
  const [row] = await app.db
    .select({ source: leadSources, ownerUserId: instances.userId })
    .from(leadSources)
    .innerJoin(instances, eq(instances.id, leadSources.instanceId))
    .where(
      and(
        eq(leadSources.tokenHash, hashToken(token)),
        isNull(leadSources.revokedAt),
        isNull(instances.deletedAt),
      ),
    );
  if (!row) throw sourceNotFound();
  return row;
}

export async function takeLead(
  app: FastifyInstance,
  token: string,
  lead: IncomingLead,
): Promise<LeadIntakeResponse> {
  const { source, ownerUserId } = await sourceOfToken(app, token);
  const tenantId = source.organizationId;
  const listingId = lead.vehicle?.listingId ?? '';
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    // Two posts of the same lead at once must not both pass the repeat check.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:${lead.phone}:${listingId}`}))`,
    );
    const [repeat] = await tx
      .select({ id: leadIntakes.id, leadId: leadIntakes.leadId })
      .from(leadIntakes)
      .where(
        and(
          eq(leadIntakes.organizationId, tenantId),
          eq(leadIntakes.contactNumber, lead.phone),
          eq(leadIntakes.listingId, listingId),
          gt(leadIntakes.receivedAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (repeat) return { id: repeat.id, leadId: repeat.leadId, duplicate: true };

    const conversationResult = await tx.execute(sql`
      -- No JID yet: only the gateway's check on the first send knows whether the number is on WhatsApp.
      insert into conversations (organization_id, instance_id, contact_number, contact_name)
      values (${tenantId}, ${source.instanceId}, ${lead.phone}, ${lead.name})
      on conflict (instance_id, contact_number) do update set
        contact_name = case when conversations.contact_name in ('', conversations.contact_number)
          then excluded.contact_name else conversations.contact_name end,
        updated_at = now()
      returning id`);
    const [conversation] = rowsOf<{ id: string }>(conversationResult);
    if (!conversation) throw new Error('intake conversation upsert returned no row');

    const origin: LeadSource = { kind: source.kind, name: source.name, at: now.toISOString() };
    // A contact who already has a lead keeps it and its first source.
    await tx
      .insert(leads)
      .values({
        organizationId: tenantId,
        instanceId: source.instanceId,
        conversationId: conversation.id,
        assignedUserId: ownerUserId,
        assignedAt: now,
        status: 'new',
        source: origin,
      })
      .onConflictDoNothing({ target: leads.conversationId });
    const [leadRow] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.conversationId, conversation.id));
    if (!leadRow) throw new Error('intake lead not found after insert');

    const [intake] = await tx
      .insert(leadIntakes)
      .values({
        organizationId: tenantId,
        leadSourceId: source.id,
        contactNumber: lead.phone,
        listingId,
        payload: lead.payload,
        conversationId: conversation.id,
        leadId: leadRow.id,
        receivedAt: now,
      })
      .returning({ id: leadIntakes.id });
    if (!intake) throw new Error('intake insert returned no row');
    await scheduleFirstContact(
      tx,
      { id: intake.id, organizationId: tenantId },
      new Date(now.getTime() + source.replyDelaySeconds * 1000),
    );
    await app.events.publish(
      tenantId,
      { type: 'lead_updated', instanceId: source.instanceId, leadId: leadRow.id },
      tx,
    );
    return { id: intake.id, leadId: leadRow.id, duplicate: false };
  });
}
