import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { LeadSource } from '../../../contract/lead-source';
import type { IntakeVehicle, LeadIntakeResponse } from '../../../contract/lead-sources';
import { instances, leadIntakes, leadSources, leads } from '../../db/schema';
import { scheduleFirstContact } from '../../engine/first-contact';
import { withMobileForms } from '../../lib/phone-forms';
import { conversationOfTypedNumber } from './conversation';
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
    // Both forms of a Brazilian mobile are one person: the same lead typed either way is a repeat.
    const forms = withMobileForms([lead.phone]);
    // Two posts of the same lead at once must not both pass the repeat check.
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext(${`${tenantId}:${forms.toSorted()[0]}:${listingId}`}))`,
    );
    const [repeat] = await tx
      .select({ id: leadIntakes.id, leadId: leadIntakes.leadId })
      .from(leadIntakes)
      .where(
        and(
          eq(leadIntakes.organizationId, tenantId),
          inArray(leadIntakes.contactNumber, forms),
          eq(leadIntakes.listingId, listingId),
          gt(leadIntakes.receivedAt, new Date(now.getTime() - REPEAT_WINDOW_MS)),
        ),
      )
      .limit(1);
    if (repeat) return { id: repeat.id, leadId: repeat.leadId, duplicate: true };

    const conversationId = await conversationOfTypedNumber(
      tx,
      tenantId,
      source.instanceId,
      lead.phone,
      lead.name,
    );

    const origin: LeadSource = { kind: source.kind, name: source.name, at: now.toISOString() };
    // A contact who already has a lead keeps it and its first source.
    await tx
      .insert(leads)
      .values({
        organizationId: tenantId,
        instanceId: source.instanceId,
        conversationId,
        assignedUserId: ownerUserId,
        assignedAt: now,
        status: 'new',
        source: origin,
      })
      .onConflictDoNothing({ target: leads.conversationId });
    const [leadRow] = await tx
      .select({ id: leads.id })
      .from(leads)
      .where(eq(leads.conversationId, conversationId));
    if (!leadRow) throw new Error('intake lead not found after insert');

    const [intake] = await tx
      .insert(leadIntakes)
      .values({
        organizationId: tenantId,
        leadSourceId: source.id,
        contactNumber: lead.phone,
        listingId,
        payload: lead.payload,
        conversationId,
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
