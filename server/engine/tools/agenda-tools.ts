import { z } from 'zod';
import { nextDate, wallClock, zonedInstant } from '../../../contract/zoned-time';
import {
  bookAppointment,
  changeAppointment,
  findVehicleLabel,
  loadAgendaSettings,
  nearestFreeSlots,
  upcomingOfLead,
} from '../agenda';
import {
  DateArg,
  describeVisit,
  KindArg,
  localInstant,
  NO_LEAD,
  refusal,
  slotForModel,
  TimeArg,
} from './agenda-tool-support';
import { keepAiForVisit } from './keep-ai-for-visit';
import type { AiTool, ToolContext, ToolOutcome } from './types';

/** Free times listed at most, so the model offers a few instead of reading out a whole week. */
const MAX_LISTED = 8;
const NO_UPCOMING = 'O cliente não tem visita agendada.';

const FreeTimesArgs = z.object({
  kind: KindArg,
  date: DateArg.optional().describe('Dia desejado (AAAA-MM-DD); sem ele, os próximos dias'),
  dateTo: DateArg.optional().describe('Último dia de um intervalo (AAAA-MM-DD)'),
});

const horariosDisponiveis: AiTool<typeof FreeTimesArgs> = {
  name: 'horarios_disponiveis',
  description:
    'Lista os horários livres da loja para test drive, visita ou avaliação do usado, num dia ou intervalo de dias (horário da loja).',
  parameters: FreeTimesArgs,
  async run(context, args) {
    const settings = await loadAgendaSettings(context.deps.db, context.organizationId);
    const today = wallClock(context.now, settings.timezone).date;
    const first = args.date ?? today;
    const last = args.dateTo ?? (args.date ? args.date : nextDate(today, 7));
    if (last < first) return { ok: false, error: 'O último dia do intervalo deve ser depois do primeiro.' };
    const found = await nearestFreeSlots(context.deps.db, context.organizationId, settings, {
      from: zonedInstant(first, 0, settings.timezone),
      until: zonedInstant(nextDate(last), 0, settings.timezone),
      now: context.now,
      count: MAX_LISTED,
    });
    return {
      ok: true,
      result: { timezone: settings.timezone, times: found.map((at) => slotForModel(at, settings)) },
    };
  },
};

const BookArgs = z.object({
  kind: KindArg,
  date: DateArg.describe('Dia (AAAA-MM-DD) no calendário da loja'),
  time: TimeArg.describe('Hora (HH:MM) no horário da loja'),
  vehicleId: z.uuid().optional().describe('O carro do estoque, quando o cliente escolheu um'),
});

const agendarVisita: AiTool<typeof BookArgs> = {
  name: 'agendar_visita',
  description:
    'Agenda um test drive, uma visita ou uma avaliação do usado do cliente desta conversa no dia e hora pedidos.',
  parameters: BookArgs,
  async run(context, args) {
    if (!context.leadId) return { ok: false, error: NO_LEAD };
    const settings = await loadAgendaSettings(context.deps.db, context.organizationId);
    const startsAt = localInstant(args.date, args.time, settings);
    if (!startsAt) return { ok: false, error: `A data ${args.date} ${args.time} não existe.` };
    const vehicleId = args.vehicleId ?? null;
    if ((await findVehicleLabel(context.deps.db, context.organizationId, vehicleId)) === undefined) {
      return { ok: false, error: 'Veículo não encontrado no estoque.' };
    }
    const outcome = await bookAppointment(context.deps, {
      organizationId: context.organizationId,
      leadId: context.leadId,
      kind: args.kind,
      startsAt,
      vehicleId,
      source: 'ai',
    });
    if (!outcome.ok) return { ok: false, error: refusal(outcome, settings) };
    await keepAiForVisit(context);
    return { ok: true, ...(await describeVisit(context, outcome, 'agendou')) };
  },
};

const MoveArgs = z.object({ date: DateArg, time: TimeArg });

/** The change asked of the lead's next visit, as the model's answer. */
async function changeUpcoming(
  context: ToolContext,
  change: Parameters<typeof changeAppointment>[3],
  verb: string,
  startsAt?: { date: string; time: string },
): Promise<ToolOutcome> {
  if (!context.leadId) return { ok: false, error: NO_LEAD };
  const { db } = context.deps;
  const upcoming = await upcomingOfLead(db, context.organizationId, context.leadId, context.now);
  if (!upcoming) return { ok: false, error: NO_UPCOMING };
  const settings = await loadAgendaSettings(db, context.organizationId);
  let at: Date | undefined;
  if (startsAt) {
    const found = localInstant(startsAt.date, startsAt.time, settings);
    if (!found) return { ok: false, error: `A data ${startsAt.date} ${startsAt.time} não existe.` };
    at = found;
  }
  const outcome = await changeAppointment(context.deps, context.organizationId, upcoming.id, {
    ...change,
    ...(at ? { startsAt: at } : {}),
  });
  if (!outcome.ok) return { ok: false, error: refusal(outcome, settings) };
  return { ok: true, ...(await describeVisit(context, outcome, verb)) };
}

const remarcarVisita: AiTool<typeof MoveArgs> = {
  name: 'remarcar_visita',
  description: 'Muda o dia e a hora da próxima visita agendada do cliente desta conversa.',
  parameters: MoveArgs,
  run: (context, args) => changeUpcoming(context, {}, 'remarcou', args),
};

const NoArgs = z.object({});

const cancelarVisita: AiTool<typeof NoArgs> = {
  name: 'cancelar_visita',
  description: 'Cancela a próxima visita agendada do cliente desta conversa, quando ele pede.',
  parameters: NoArgs,
  run: (context) => changeUpcoming(context, { status: 'cancelled' }, 'cancelou'),
};

const confirmarVisita: AiTool<typeof NoArgs> = {
  name: 'confirmar_visita',
  description:
    'Marca como confirmada a próxima visita do cliente, quando ele confirma que vem (ex.: após o lembrete).',
  parameters: NoArgs,
  run: (context) => changeUpcoming(context, { status: 'confirmed' }, 'confirmou'),
};

/** The agenda's tools, for the reply loop's registry. */
export const agendaTools: readonly AiTool[] = [
  horariosDisponiveis,
  agendarVisita,
  remarcarVisita,
  cancelarVisita,
  confirmarVisita,
];
