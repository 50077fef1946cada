/**
 * Where the conversation's lead stands, for the reply's "Situação do cliente": its next visit (in
 * the shop's zone), the trade-in registered and whether a financing simulation was done. Without it
 * a customer answering our reminder with "confirmo" would be a riddle to the model.
 * The facts are subselects of the reply's start statement (its lead's row is joined there), so the
 * situation costs the job no round trip of its own; `situationOf` only shapes them.
 */
import { and, asc, eq, gt, inArray, type Placeholder, sql } from 'drizzle-orm';
import { ACTIVE_APPOINTMENT_STATUSES, type AppointmentKind } from '../../../contract/agenda';
import type { AgendaSettings } from '../../../contract/agenda-settings';
import { formatBRL } from '../../../contract/financing';
import type { CustomerSituation } from '../../ai/prompt';
import { agendaSettings, appointments, leads, tradeIns, vehicles } from '../../db/schema';
import { agendaSettingsOf, vehicleLabelSql, visitLine } from '../agenda';

const SOURCE_LABEL: Record<string, string> = { fipe: 'FIPE', builtin: 'tabela de referência' };

/**
 * The lead's next scheduled or confirmed visit (as `upcomingOfLead` finds it) with its car's label
 * (as `findVehicleLabel`) and the shop's stored agenda settings (for the zone), as one JSON row.
 */
const nextVisitJson = (organizationId: Placeholder, now: Placeholder) => sql<unknown>`(
  select json_build_array(${appointments.kind}, ${appointments.startsAt}, ${appointments.status},
    ${appointments.vehicleId},
    (select ${vehicleLabelSql} from ${vehicles}
      where ${vehicles.organizationId} = ${appointments.organizationId} and ${vehicles.id} = ${appointments.vehicleId}),
    (select ${agendaSettings.values} from ${agendaSettings}
      where ${agendaSettings.organizationId} = ${appointments.organizationId}))
  from ${appointments}
  where ${and(
    eq(appointments.organizationId, organizationId),
    eq(appointments.leadId, leads.id),
    inArray(appointments.status, [...ACTIVE_APPOINTMENT_STATUSES]),
    gt(appointments.startsAt, now),
  )}
  order by ${asc(appointments.startsAt)}
  limit 1
)`;

/** The lead's trade-in (one per lead), the fields its line shows. */
const tradeInJson = (organizationId: Placeholder) => sql<unknown>`(
  select json_build_array(${tradeIns.make}, ${tradeIns.model}, ${tradeIns.year}, ${tradeIns.km},
    ${tradeIns.referencePrice}, ${tradeIns.referenceSource}, ${tradeIns.referenceMonth})
  from ${tradeIns}
  where ${tradeIns.organizationId} = ${organizationId} and ${tradeIns.leadId} = ${leads.id}
)`;

/**
 * The start statement's columns for the situation; `leads` must be joined there on the
 * conversation (left join: a conversation without a lead has no situation). The organization and
 * the time (`timestamptz` text) are the prepared statement's placeholders.
 */
export const situationColumns = (organizationId: Placeholder, now: Placeholder) => ({
  leadId: leads.id,
  financingInterestAt: leads.financingInterestAt,
  nextVisit: nextVisitJson(organizationId, now),
  tradeIn: tradeInJson(organizationId),
});

export interface SituationFacts {
  leadId: string | null;
  financingInterestAt: Date | null;
  nextVisit: unknown;
  tradeIn: unknown;
}

type VisitRow = [
  AppointmentKind,
  string,
  string,
  string | null,
  string | null,
  Partial<AgendaSettings> | null,
];
type TradeInRow = [string, string, number, number | null, number | null, string | null, string | null];

/** A JSON column as the driver hands it: parsed already, or text. */
const parsed = <T>(value: unknown): T | null =>
  (typeof value === 'string' ? JSON.parse(value) : (value ?? null)) as T | null;

/** "Volkswagen Gol 2015, 80.000 km, referência R$ 35.000,00 (FIPE, março de 2025)". */
function tradeInLine([make, model, year, km, price, source, month]: TradeInRow): string {
  const parts = [`${make} ${model} ${year}`];
  if (km !== null) parts.push(`${km.toLocaleString('pt-BR')} km`);
  if (price !== null) {
    const from = [source ? (SOURCE_LABEL[source] ?? source) : null, month].filter(Boolean).join(', ');
    parts.push(`referência ${formatBRL(Number(price))}${from ? ` (${from})` : ''}`);
  } else parts.push('sem referência de preço');
  return parts.join(', ');
}

function nextVisitOf(row: VisitRow | null): CustomerSituation['nextVisit'] {
  if (!row) return null;
  const [kind, startsAt, status, vehicleId, vehicleLabel, settings] = row;
  return {
    line: visitLine({
      kind,
      startsAt: new Date(startsAt),
      timeZone: agendaSettingsOf(settings).timezone,
      vehicleLabel,
    }),
    confirmed: status === 'confirmed',
    vehicleId,
  };
}

/** The situation from the start's facts; null when the conversation has no lead. */
export function situationOf(facts: SituationFacts): CustomerSituation | null {
  if (!facts.leadId) return null;
  const tradeIn = parsed<TradeInRow>(facts.tradeIn);
  return {
    nextVisit: nextVisitOf(parsed<VisitRow>(facts.nextVisit)),
    tradeIn: tradeIn ? tradeInLine(tradeIn) : null,
    financingSimulated: facts.financingInterestAt !== null,
  };
}
