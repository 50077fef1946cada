/**
 * Which tool the demo assistant calls for the customer's last message, and the facts read from it.
 * Checked in order: "quero cancelar o test drive" is a cancellation, not a booking. Only tools the
 * request offers are ever chosen.
 */
import { matchNormalized, normalizeText } from './keywords';
import { namedModel } from './models';
import { parseDate, parseTime } from './parse-date';
import {
  parseDownPayment,
  parseKm,
  parseMoney,
  parsePlate,
  parseTermMonths,
  parseYear,
} from './parse-numbers';

export type VisitKind = 'test_drive' | 'visita' | 'avaliacao_usado';

/** What the customer's words say, for filling in a tool's arguments. */
export interface DemoFacts {
  message: string;
  date: string | null;
  time: string | null;
  model: string | null;
  year: number | null;
  km: number | null;
  plate: string | null;
  money: number | null;
  downPayment: number | null;
  termMonths: number | null;
  visitKind: VisitKind;
  /**
   * The shop's car the conversation is about (from the stock offer, else the car of the booked
   * visit, whose price the tool reads itself), for a visit or a simulation.
   */
  stockCar: { id: string; price: number | null; name: string } | null;
  /** Whether the prompt shows a visit booked for the customer: "confirmo" then answers a reminder. */
  upcomingVisit: boolean;
}

const RULES: ReadonlyArray<readonly [string, (normalized: string, facts: DemoFacts) => boolean]> = [
  [
    'transferir_para_consultor',
    (text) =>
      /\b(falar|conversar|atendimento)\s+com\s+(um|uma|o|a)?\s*(vendedor|vendedora|consultor|consultora|atendente|humano|pessoa|gerente)/.test(
        text,
      ) || /\batendente humano\b/.test(text),
  ],
  [
    'cancelar_visita',
    (text, facts) =>
      /\b(cancelar|desmarcar|cancela)\b/.test(text) ||
      (facts.upcomingVisit &&
        /\bnao (vou|irei|consigo|posso)( mais)?( (poder|conseguir))? (ir|comparecer|aparecer)\b/.test(text)),
  ],
  [
    'remarcar_visita',
    (text) => /\b(remarcar|reagendar|remarca|mudar o horario|trocar o horario|adiar)\b/.test(text),
  ],
  [
    'confirmar_visita',
    (text, facts) =>
      facts.upcomingVisit &&
      /\b(confirm\w*|estarei ai|estarei la|vou sim|to indo|estou indo|pode esperar|combinado)\b/.test(text),
  ],
  [
    'horarios_disponiveis',
    (text) =>
      /\b(quais|que)\s+(os\s+)?horarios\b|\bhorarios (livres|disponiveis)\b|\bque horas (tem|voces)\b/.test(
        text,
      ),
  ],
  [
    'simular_financiamento',
    (text) => matchNormalized(text, ['financ', 'simul', 'parcela']).length > 0 || /\bde entrada\b/.test(text),
  ],
  [
    'registrar_usado',
    (text, facts) =>
      /\b(vale|avalia\w*|pega\w*|aceita\w*)\s+(o\s+)?meu\b|\bna troca\b|\bmeu usado\b|\bdar na troca\b/.test(
        text,
      ) ||
      (/\bmeu\b/.test(text) && facts.model !== null && (facts.year !== null || facts.km !== null)),
  ],
  [
    'agendar_visita',
    (text, facts) =>
      matchNormalized(text, [
        'test drive',
        'test-drive',
        'agend',
        'visit',
        'passar ai',
        'ir ai',
        'posso ver',
        'ver o carro',
      ]).length > 0 ||
      (facts.date !== null && facts.time !== null),
  ],
  [
    'buscar_veiculos',
    (text, facts) =>
      facts.model !== null ||
      matchNormalized(text, [
        'tem ',
        'estoque',
        'disponiv',
        'preco',
        'quanto custa',
        'suv',
        'sedan',
        'hatch',
        'picape',
        'automatic',
      ]).length > 0,
  ],
];

/** `earlierModel`: the car named before in the conversation, when this message names none. */
export function demoFacts(
  message: string,
  now: Date,
  timeZone: string,
  earlierModel?: string,
  stockCar: DemoFacts['stockCar'] = null,
  upcomingVisit = false,
): DemoFacts {
  const normalized = normalizeText(message);
  return {
    message,
    date: parseDate(message, now, timeZone),
    time: parseTime(message),
    model: namedModel([message]) ?? earlierModel ?? null,
    year: parseYear(message),
    km: parseKm(message),
    plate: parsePlate(message),
    money: parseMoney(message),
    downPayment: parseDownPayment(message),
    termMonths: parseTermMonths(message),
    visitKind: /test[- ]?drive/.test(normalized)
      ? 'test_drive'
      : /\bavalia/.test(normalized)
        ? 'avaliacao_usado'
        : 'visita',
    stockCar,
    upcomingVisit,
  };
}

/** The tool for this message among those offered, or null when the message asks for none. */
export function demoToolFor(facts: DemoFacts, offered: readonly string[]): string | null {
  const normalized = ` ${normalizeText(facts.message)} `;
  for (const [tool, applies] of RULES) {
    if (applies(normalized, facts)) return offered.includes(tool) ? tool : null;
  }
  return null;
}
