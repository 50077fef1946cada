/**
 * Where the conversation's lead stands, for the reply's "Situação do cliente": its next visit (in
 * the shop's zone), the trade-in registered and whether a financing simulation was done. Without it
 * a customer answering our reminder with "confirmo" would be a riddle to the model.
 */
import { and, eq } from 'drizzle-orm';
import { formatBRL } from '../../../contract/financing';
import type { CustomerSituation } from '../../ai/prompt';
import { leads } from '../../db/schema';
import { findTradeInOfLead } from '../../financing/trade-ins';
import { findVehicleLabel, loadAgendaSettings, upcomingOfLead, visitLine } from '../agenda';
import type { EngineDeps } from '../deps';

const SOURCE_LABEL: Record<string, string> = { fipe: 'FIPE', builtin: 'tabela de referência' };

type TradeInRow = NonNullable<Awaited<ReturnType<typeof findTradeInOfLead>>>;

/** "Volkswagen Gol 2015, 80.000 km, referência R$ 35.000,00 (FIPE, março de 2025)". */
function tradeInLine(row: TradeInRow): string {
  const parts = [`${row.make} ${row.model} ${row.year}`];
  if (row.km !== null) parts.push(`${row.km.toLocaleString('pt-BR')} km`);
  if (row.referencePrice !== null) {
    const from = [
      row.referenceSource ? (SOURCE_LABEL[row.referenceSource] ?? row.referenceSource) : null,
      row.referenceMonth,
    ]
      .filter(Boolean)
      .join(', ');
    parts.push(`referência ${formatBRL(row.referencePrice)}${from ? ` (${from})` : ''}`);
  } else parts.push('sem referência de preço');
  return parts.join(', ');
}

export async function loadSituation(
  deps: EngineDeps,
  organizationId: string,
  leadId: string | null,
  now: Date,
): Promise<CustomerSituation | null> {
  if (!leadId) return null;
  const { db } = deps;
  const [lead] = await db
    .select({ financingInterestAt: leads.financingInterestAt })
    .from(leads)
    .where(and(eq(leads.organizationId, organizationId), eq(leads.id, leadId)));
  if (!lead) return null;
  const upcoming = await upcomingOfLead(db, organizationId, leadId, now);
  let nextVisit: CustomerSituation['nextVisit'] = null;
  if (upcoming) {
    const settings = await loadAgendaSettings(db, organizationId);
    const vehicleLabel = (await findVehicleLabel(db, organizationId, upcoming.vehicleId)) ?? null;
    nextVisit = {
      line: visitLine({
        kind: upcoming.kind,
        startsAt: upcoming.startsAt,
        timeZone: settings.timezone,
        vehicleLabel,
      }),
      confirmed: upcoming.status === 'confirmed',
      vehicleId: upcoming.vehicleId,
    };
  }
  const tradeIn = await findTradeInOfLead(db, organizationId, leadId);
  return {
    nextVisit,
    tradeIn: tradeIn ? tradeInLine(tradeIn) : null,
    financingSimulated: lead.financingInterestAt !== null,
  };
}
