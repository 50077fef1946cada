import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { LeadConsent, LeadConsentBody } from '../../../contract/consent';
import { leads } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { actorOf, recordAudit } from '../audit/record';
import { scopeOf } from '../instances/service';
import { lockVisibleLead } from './repository';

/**
 * `PATCH /api/leads/:id/consent` (issue 25): staff record that a contact agreed to our messages (or
 * asked to stop) by phone or in person; campaigns need `opted_in`. Audited, as a change to what the
 * shop may send the person. A seller reaches only the leads they may see; another shop's id is a 404.
 */
export async function setLeadConsent(
  request: FastifyRequest,
  id: string,
  body: LeadConsentBody,
): Promise<LeadConsent> {
  const app = request.server;
  const actor = request.auth;
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const lead = await lockVisibleLead(tx, actor.organizationId, scopeOf(actor), id);
    if (!lead) throw notFound('Lead não encontrado');
    const [before] = await tx
      .select({ consentStatus: leads.consentStatus })
      .from(leads)
      .where(eq(leads.id, id));
    const [row] = await tx
      .update(leads)
      .set({ consentStatus: body.status, consentAt: now, consentSource: 'operator', updatedAt: now })
      .where(and(eq(leads.organizationId, actor.organizationId), eq(leads.id, id)))
      .returning({
        id: leads.id,
        consentStatus: leads.consentStatus,
        consentAt: leads.consentAt,
        consentSource: leads.consentSource,
      });
    if (!row) throw notFound('Lead não encontrado');
    await recordAudit(tx, {
      ...actorOf(request),
      action: 'lead.consent_changed',
      target: { type: 'lead', id },
      changes: { consentStatus: { before: before?.consentStatus ?? null, after: body.status } },
    });
    await app.events.publish(
      actor.organizationId,
      { type: 'lead_updated', instanceId: lead.instanceId, leadId: id },
      tx,
    );
    return { ...row, consentAt: row.consentAt?.toISOString() ?? null };
  });
}
