/**
 * The "Situação do cliente" block of the reply's system prompt: where the lead stands (next visit,
 * trade-in, financing), so a customer answering our reminder with "confirmo" or "não vou poder ir"
 * is understood and handled with the agenda's tools. Pure: the engine reads the facts.
 */

export interface CustomerSituation {
  /** The lead's next scheduled or confirmed visit, in the shop's words and zone. */
  nextVisit: {
    /** "test drive — sáb 15/03 10:00 — Corolla XEi 2020". */
    line: string;
    confirmed: boolean;
    /** The shop's car of the visit, so a simulation can be about it. */
    vehicleId: string | null;
  } | null;
  /** "Volkswagen Gol 2015, 80.000 km, referência R$ 35.000,00 (FIPE, março de 2025)". */
  tradeIn: string | null;
  financingSimulated: boolean;
}

/** The line's label; the demo provider reads the visit from it. */
export const NEXT_VISIT_LABEL = 'Próxima visita agendada';
export const VISIT_VEHICLE_LABEL = 'vehicleId do carro';

function visitLine(visit: NonNullable<CustomerSituation['nextVisit']>): string {
  const status = visit.confirmed ? 'confirmada pelo cliente' : 'ainda não confirmada';
  const car = visit.vehicleId ? `; ${VISIT_VEHICLE_LABEL}: ${visit.vehicleId}` : '';
  return `${NEXT_VISIT_LABEL}: ${visit.line} (${status}${car}).`;
}

export function situationSection(situation: CustomerSituation): string {
  const lines = [
    situation.nextVisit ? visitLine(situation.nextVisit) : 'Nenhuma visita agendada.',
    situation.tradeIn
      ? `Usado para troca registrado: ${situation.tradeIn}.`
      : 'Nenhum usado para troca registrado.',
    situation.financingSimulated
      ? 'Uma simulação de financiamento já foi feita.'
      : 'Nenhuma simulação de financiamento feita ainda.',
  ];
  if (situation.nextVisit) {
    lines.push(
      'Nossas mensagens de lembrete da visita fazem parte da conversa. Se o cliente confirmar que vem, use confirmar_visita; se pedir outro dia ou horário, remarcar_visita; se disser que não pode ir, cancelar_visita.',
    );
  }
  return `## Situação do cliente\n${lines.map((line) => `- ${line}`).join('\n')}`;
}
