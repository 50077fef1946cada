import type { FastifyInstance } from 'fastify';
import { SALE_ITEMS, type SaleItem } from '../../../contract/bonuses';
import { LEAD_STATUSES } from '../../../contract/constants';
import {
  LEADS_PER_STATUS_LIMIT,
  type Lead,
  type LeadBoard,
  type LeadListQuery,
  type LeadStatusBody,
  type LeadTotals,
} from '../../../contract/leads';
import { isoWithOffset } from '../../../contract/zoned-time';
import type { DbOrTx } from '../../db/client';
import { loadAgendaSettings } from '../../engine/agenda';
import type { AuthContext } from '../../lib/auth-context';
import { notFound } from '../../lib/errors';
import { recordLeadHistory } from '../../lib/lead-history';
import { scopeOf } from '../instances/service';
import * as repo from './repository';

const isSaleItem = (item: string): item is SaleItem => (SALE_ITEMS as readonly string[]).includes(item);

export const leadNotFound = () => notFound('Lead não encontrado');

/** The answer's lead; the next appointment's `startsAt` carries the shop's offset, as `/api/appointments` writes it. */
export function toLead(row: repo.LeadCardRow, agendaTimeZone: string): Lead {
  return {
    ...row,
    createdAt: row.createdAt.toISOString(),
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    financingInterestAt: row.financingInterestAt?.toISOString() ?? null,
    notOnWhatsappAt: row.notOnWhatsappAt?.toISOString() ?? null,
    noFirstContactTemplateAt: row.noFirstContactTemplateAt?.toISOString() ?? null,
    nextAppointment: row.nextAppointment && {
      ...row.nextAppointment,
      startsAt: isoWithOffset(new Date(row.nextAppointment.startsAt), agendaTimeZone),
    },
    hasTradeIn: Boolean(row.hasTradeIn),
    saleItems: row.saleItems.filter(isSaleItem),
  };
}

/** `GET /api/leads/all`: the leads the caller may see, the newest of each column (see LEADS_PER_STATUS_LIMIT). */
export async function listLeads(db: DbOrTx, actor: AuthContext, query: LeadListQuery): Promise<LeadBoard> {
  const [{ rows, totals }, agenda] = await Promise.all([
    repo.listLeadCards(
      db,
      actor.organizationId,
      scopeOf(actor),
      { instanceId: query.instanceId, search: query.search || undefined },
      LEADS_PER_STATUS_LIMIT,
    ),
    loadAgendaSettings(db, actor.organizationId),
  ]);
  return {
    leads: rows.map((row) => toLead(row, agenda.timezone)),
    totals: Object.fromEntries(
      LEAD_STATUSES.map((status) => [status, totals.get(status) ?? 0]),
    ) as LeadTotals,
    limitPerStatus: LEADS_PER_STATUS_LIMIT,
    organizationName: await repo.organizationName(db, actor.organizationId),
  };
}

/**
 * `PATCH /api/leads/:id`: moves a lead to a column (spec 2 §4). The reason of a loss and the channel
 * of a sale belong to those columns only, so leaving them clears them. The move counts as seller
 * activity (the idle-lead redistribution reads it) and every open board hears of it.
 */
export async function changeLeadStatus(
  app: FastifyInstance,
  actor: AuthContext,
  id: string,
  body: LeadStatusBody,
): Promise<Lead> {
  const now = app.clock.now();
  return app.db.transaction(async (tx) => {
    const scope = scopeOf(actor);
    const lead = await repo.lockVisibleLead(tx, actor.organizationId, scope, id);
    if (!lead) throw leadNotFound();
    const sold = body.status === 'closed_won';
    await repo.updateLead(tx, actor.organizationId, id, {
      status: body.status,
      lostReason: body.status === 'closed_lost' ? (body.lostReason ?? null) : null,
      soldChannel: sold ? (body.soldChannel ?? null) : null,
      saleValue: sold ? (body.saleValue ?? null) : null,
      saleItems: sold ? [...new Set(body.saleItems ?? [])] : [],
      ...(lead.status !== body.status ? { statusChangedAt: now } : {}),
      lastSellerActivityAt: now,
      updatedAt: now,
    });
    if (lead.status !== body.status) {
      await recordLeadHistory(tx, {
        organizationId: actor.organizationId,
        leadId: id,
        kind: 'status',
        fromValue: lead.status,
        toValue: body.status,
        actorUserId: actor.userId,
        actorName: actor.name,
        reason: body.status === 'closed_lost' ? body.lostReason : sold ? body.soldChannel : null,
        at: now,
      });
    }
    await app.events.publish(
      actor.organizationId,
      { type: 'lead_updated', instanceId: lead.instanceId, leadId: id },
      tx,
    );
    const card = await repo.findLeadCard(tx, actor.organizationId, scope, id);
    if (!card) throw leadNotFound();
    return toLead(card, (await loadAgendaSettings(tx, actor.organizationId)).timezone);
  });
}
