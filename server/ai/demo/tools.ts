/**
 * The demo assistant with tools: one call when the customer's last message asks for something a
 * tool does (and the request offers that tool), then its answer from the tool's result.
 */
import type { ChatRequest, ChatResult } from '../port';
import { NEXT_VISIT_LABEL, VISIT_VEHICLE_LABEL } from '../prompt-situation';
import { carName, demoStockReply, type StockOffer } from '../stock-offer';
import { answeredFacts, financingFollowUp } from './financing-follow-up';
import { normalizeText } from './keywords';
import { namedModel } from './models';
import { demoAskFor, demoToolAnswer } from './tool-answer';
import { demoArgs } from './tool-args';
import { demoFacts, demoToolFor } from './tool-intent';

const DEFAULT_TIME_ZONE = 'America/Sao_Paulo';
const SIMULATE = 'simular_financiamento';

/** The car of the stock offer the customer named (or the only exact match), for a visit or a simulation. */
function shopCar(stock: StockOffer | null | undefined, named: string | undefined) {
  if (stock?.kind !== 'exact') return null;
  const car =
    (named &&
      stock.cars.find((candidate) => normalizeText(candidate.model).includes(normalizeText(named)))) ||
    (stock.cars.length === 1 ? stock.cars[0] : undefined);
  return car ? { id: car.id, price: car.price, name: carName(car) } : null;
}

const VISIT_VEHICLE = new RegExp(`${VISIT_VEHICLE_LABEL}: ([0-9a-f-]{36})`);

/**
 * The visit the system prompt's "Situação do cliente" shows, as a real model reads it: whether
 * there is one, and its car ("… — sáb 15/03 10:00 — Corolla XEi 2020 (…; vehicleId do carro: …)").
 */
function visitInPrompt(system: string) {
  const line = system.split('\n').find((candidate) => candidate.includes(`${NEXT_VISIT_LABEL}:`));
  if (!line) return null;
  const id = VISIT_VEHICLE.exec(line)?.[1];
  const name = line.split(' — ')[2]?.split(' (')[0]?.trim();
  return { car: id && name ? { id, price: null, name } : null };
}

/** The tool turn of the demo, or null when the demo answers as it always did. */
export function demoToolTurn(request: ChatRequest, model: string): ChatResult | null {
  const rounds = request.toolRounds ?? [];
  const last = rounds.at(-1);
  if (last) {
    // The search's cars are those of the stock offer too: its wording also announces the car's photo.
    const searched = last.calls[0]?.name === 'buscar_veiculos' && !last.results[0]?.content.error;
    if (searched && request.stock && request.stock.cars.length > 0)
      return { text: demoStockReply(request.stock), model };
    const text = demoToolAnswer(last);
    return text ? { text, model } : null;
  }
  const tools = request.tools ?? [];
  if (tools.length === 0 || request.toolChoice === 'none') return null;
  const customer = request.messages.filter((message) => message.role === 'user').map((m) => m.content);
  const message = customer.at(-1) ?? '';
  const timeZone = request.timeZone ?? DEFAULT_TIME_ZONE;
  const earlier = namedModel(customer);
  const visit = visitInPrompt(request.system);
  const factsOf = (text: string) =>
    demoFacts(
      text,
      request.now ?? new Date(),
      timeZone,
      earlier,
      shopCar(request.stock, earlier) ?? visit?.car ?? null,
      visit !== null,
    );
  const offered = tools.map((tool) => tool.name);
  const said = factsOf(message);
  const followUp = financingFollowUp(request.messages);
  // An answer to our own financing question goes on with the simulation, unless it asks for another
  // tool ("o Corolla" reads as a search, which the simulation of that car answers better).
  const own = demoToolFor(said, offered);
  const goesOn = own === null || own === SIMULATE || own === 'buscar_veiculos';
  const asked = followUp && goesOn && offered.includes(SIMULATE) ? followUp : null;
  const facts = asked ? answeredFacts(said, factsOf(asked.request), asked.question) : said;
  const name = asked ? SIMULATE : demoToolFor(facts, offered);
  const tool = tools.find((candidate) => candidate.name === name);
  if (!tool) return null;
  const { args, missing } = demoArgs(tool, facts, timeZone);
  if (missing.length > 0) return { text: demoAskFor(tool.name, missing), model };
  return { text: '', toolCalls: [{ id: `demo_${tool.name}`, name: tool.name, arguments: args }], model };
}
