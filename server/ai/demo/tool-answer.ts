/**
 * The demo assistant's answer after its tool ran, written from the call it made and what the tool
 * answered. Results of tools the demo does not know in detail are read by shape (a list of options,
 * a reference price), so an area's tool works with the demo as soon as it is registered.
 */

import type { ToolRound } from '../port';
import { formatPrice } from '../stock-offer';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const argsOf = (round: ToolRound): Json => {
  const raw = round.calls[0]?.arguments;
  if (isObject(raw)) return raw;
  try {
    const parsed: unknown = JSON.parse(raw ?? '{}');
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
};

/** The first value under a key matching `pattern`, anywhere in the result. */
function find(value: unknown, pattern: RegExp): unknown {
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = find(item, pattern);
      if (found !== undefined) return found;
    }
    return undefined;
  }
  if (!isObject(value)) return undefined;
  for (const [key, inner] of Object.entries(value)) if (pattern.test(key) && inner !== null) return inner;
  for (const inner of Object.values(value)) {
    const found = find(inner, pattern);
    if (found !== undefined) return found;
  }
  return undefined;
}

const firstArray = (value: unknown): unknown[] => {
  if (Array.isArray(value)) return value;
  if (!isObject(value)) return [];
  for (const inner of Object.values(value)) if (Array.isArray(inner)) return inner;
  return [];
};

const money = (value: unknown): string | null =>
  typeof value === 'number' && Number.isFinite(value) ? formatPrice(value) : null;

/** "2026-12-05" → "05/12". */
const dayMonth = (date: unknown): string =>
  typeof date === 'string' && /^\d{4}-\d{2}-\d{2}/.test(date)
    ? `${date.slice(8, 10)}/${date.slice(5, 7)}`
    : '';

function when(args: Json): string {
  const starts = Object.entries(args).find(
    ([, value]) => typeof value === 'string' && /T\d{2}:\d{2}/.test(value),
  );
  if (starts && typeof starts[1] === 'string') return `${dayMonth(starts[1])} às ${starts[1].slice(11, 16)}`;
  const date = Object.values(args).find(
    (value) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value),
  );
  const time = Object.values(args).find((value) => typeof value === 'string' && /^\d{2}:\d{2}$/.test(value));
  return [date ? dayMonth(date) : '', time ? `às ${String(time)}` : ''].filter(Boolean).join(' ');
}

const KIND_NAMES: Record<string, string> = {
  test_drive: 'test drive',
  visita: 'visita',
  avaliacao_usado: 'avaliação do seu usado',
};

function stockAnswer(result: Json): string {
  const cars = firstArray(result.veiculos ?? result)
    .filter(isObject)
    .slice(0, 3);
  if (cars.length === 0)
    return 'No momento não encontrei esse modelo no nosso estoque. Quer que eu procure uma opção parecida?';
  const lines = cars.map(
    (car) =>
      `• *${String(car.carro ?? '')}*, ${Number(car.km ?? 0).toLocaleString('pt-BR')} km: *${String(car.precoTexto ?? money(car.preco) ?? '')}*`,
  );
  return result.resultado === 'parecidos'
    ? `Não tenho exatamente esse, mas tenho opções parecidas no estoque:\n${lines.join('\n')}\nAlguma te interessa?`
    : `Temos sim! Olha o que separei do nosso estoque:\n${lines.join('\n')}\nQuer agendar um test drive ou simular o financiamento?`;
}

function financingAnswer(result: Json): string {
  if (result.paysInFull === true) {
    return `${String(result.note)} Quer que eu reserve um horário para você ver o carro e fechar o negócio?`;
  }
  const options = firstArray(find(result, /options|opcoes|opções/) ?? result)
    .filter(isObject)
    .slice(0, 3);
  const lines = options.map((option) => {
    const bank = String(find(option, /bank|banco/) ?? 'Banco');
    const term = find(option, /term|prazo|meses/);
    const installment = money(find(option, /installment|parcela/));
    return `• ${bank}: ${String(term ?? '')}x de *${installment ?? '—'}*`;
  });
  // The tool simulated at the shop's minimum because the customer offered less.
  const minimum = money(result.minimumDownPayment);
  return [
    minimum
      ? `A entrada mínima é de *${minimum}*, então fiz a simulação com ela:`
      : 'Fiz a simulação para você:',
    ...lines,
    'Taxas sujeitas à aprovação de crédito; IOF e tarifas não incluídos. Quer seguir com alguma delas?',
  ].join('\n');
}

function tradeInAnswer(args: Json, result: Json): string {
  const car = [args.modelo ?? args.model, args.ano ?? args.year].filter(Boolean).join(' ');
  const reference = money(find(result, /reference|referencia|fipe|tabela/));
  const lead = `Anotei seu ${car || 'usado'} para a troca.`;
  return reference
    ? `${lead} A referência de mercado está em torno de *${reference}*. O valor final depende de uma avaliação presencial na loja. Quer agendar a avaliação?`
    : `${lead} O valor final depende de uma avaliação presencial na loja. Quer agendar a avaliação?`;
}

function slotsAnswer(result: Json): string {
  const slots = firstArray(find(result, /slots|horarios|times|livres/) ?? result)
    .map((slot) =>
      typeof slot === 'string'
        ? slot
        : isObject(slot)
          ? String(find(slot, /start|inicio|hora|time/) ?? '')
          : '',
    )
    .filter(Boolean)
    .slice(0, 5)
    .map((slot) => (/T\d{2}:\d{2}/.test(slot) ? `${dayMonth(slot)} às ${slot.slice(11, 16)}` : slot));
  return slots.length > 0
    ? `Tenho estes horários livres: ${slots.join(', ')}. Qual fica melhor para você?`
    : 'Não encontrei horários livres nesse período. Quer tentar outro dia?';
}

/** The answer to the customer from the last round; null when the demo has nothing of its own to say. */
export function demoToolAnswer(round: ToolRound): string | null {
  const call = round.calls[0];
  const result = round.results[0]?.content;
  if (!call || !result) return null;
  if (typeof result.error === 'string') {
    return `Não consegui concluir isso agora: ${result.error} Pode me passar de outro jeito, ou prefere falar com um consultor?`;
  }
  const args = argsOf(round);
  switch (call.name) {
    case 'buscar_veiculos':
      return stockAnswer(result);
    case 'transferir_para_consultor':
      return 'Claro! Já chamei um consultor, ele continua o seu atendimento por aqui em instantes.';
    case 'agendar_visita': {
      const kind = KIND_NAMES[String(args.tipo ?? args.kind ?? 'visita')] ?? 'visita';
      return `Prontinho! Seu ${kind} está agendado para ${when(args)}. Te esperamos na loja!`;
    }
    case 'remarcar_visita':
      return `Pronto, remarquei para ${when(args)}. Até lá!`;
    case 'confirmar_visita': {
      const label = typeof result.label === 'string' ? ` ${result.label}` : '';
      return `Confirmado! Te esperamos${label}. Qualquer imprevisto, é só me avisar por aqui.`;
    }
    case 'cancelar_visita':
      return 'Pronto, cancelei seu agendamento. Quando quiser marcar de novo, é só me chamar!';
    case 'horarios_disponiveis':
      return slotsAnswer(result);
    case 'simular_financiamento':
      return financingAnswer(result);
    case 'registrar_usado':
      return tradeInAnswer(args, result);
    default:
      return null;
  }
}

/**
 * The demo's questions for a simulation it cannot run yet; the customer's next message is read as
 * their answer (see financing-follow-up.ts), as a salesperson remembers what they just asked.
 */
export const FINANCING_QUESTIONS = {
  both: 'Para qual carro (um do nosso estoque, ou o valor do carro que você tem em mente) e com quanto de entrada?',
  price: 'Para qual carro do nosso estoque, ou de que valor é o carro que você tem em mente?',
  downPayment: 'Quanto você pensa em dar de entrada?',
} as const;
export type FinancingQuestion = keyof typeof FINANCING_QUESTIONS;

const CAR_OR_PRICE = /veiculo|vehicle|preco|price|valor/i;

/** What the demo asks when the customer did not give what the tool needs. */
export function demoAskFor(tool: string, missing: readonly string[]): string {
  const joined = missing.join(' ');
  if (/data|date|dia|hora|time|inicio|starts/i.test(joined))
    return tool === 'remarcar_visita'
      ? 'Claro! Para qual dia e horário você quer remarcar?'
      : 'Combinado! Qual dia e horário ficam melhor para você?';
  const downPayment = /entrada|down/i.test(joined);
  if (downPayment || (tool === 'simular_financiamento' && CAR_OR_PRICE.test(joined))) {
    const question: FinancingQuestion = !downPayment
      ? 'price'
      : CAR_OR_PRICE.test(joined)
        ? 'both'
        : 'downPayment';
    return `Consigo simular, sim! ${FINANCING_QUESTIONS[question]}`;
  }
  if (/prazo|term|parcela|meses/i.test(joined))
    return 'Em quantas parcelas você gostaria de pagar? Temos opções de 12 a 60 meses.';
  if (/ano|year|km|model|marca|make/i.test(joined))
    return 'Aceitamos seu carro na troca! Me conta a marca, o modelo, o ano e a quilometragem.';
  if (/veiculo|vehicle|preco|price/i.test(joined))
    return 'Qual carro do estoque você tem em mente? Assim já faço a conta certinha.';
  return 'Me conta um pouco mais para eu te ajudar com isso?';
}
