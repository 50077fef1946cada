/**
 * The customer's answer to the demo's own financing question ("Para qual carro…?", "Quanto de
 * entrada?"): read together with the request it asked about, so "um carro de 60 mil" after "dá pra
 * financiar com 10 mil de entrada?" simulates R$ 60.000 with R$ 10.000 down.
 */
import type { ChatMessage } from '../port';
import { normalizeText } from './keywords';
import { FINANCING_QUESTIONS, type FinancingQuestion } from './tool-answer';
import type { DemoFacts } from './tool-intent';

export interface FinancingFollowUp {
  question: FinancingQuestion;
  /** The customer's message the question was about. */
  request: string;
}

/**
 * The question the demo asked just before the customer's last message, and the message it was
 * about; null when the customer's last message answers no financing question.
 */
export function financingFollowUp(messages: readonly ChatMessage[]): FinancingFollowUp | null {
  const users = messages.flatMap((message, index) => (message.role === 'user' ? [index] : []));
  const last = users.at(-1);
  const before = users.at(-2);
  if (last === undefined || before === undefined) return null;
  // A reply may reach the chat in several parts: the question is among what we said in between.
  const said = normalizeText(
    messages
      .slice(before + 1, last)
      .filter((message) => message.role === 'assistant')
      .map((message) => message.content)
      .join(' '),
  );
  const entry = (Object.entries(FINANCING_QUESTIONS) as [FinancingQuestion, string][]).find(([, text]) =>
    said.includes(normalizeText(text)),
  );
  const request = messages[before]?.content;
  return entry && request !== undefined ? { question: entry[0], request } : null;
}

const priceOf = (facts: DemoFacts): number | null =>
  facts.money !== null && facts.money !== facts.downPayment ? facts.money : null;

/**
 * The facts of the answer completed by those of the request: a bare amount answers what was asked
 * (the down payment, or the car's price); what the answer does not say comes from the request.
 */
export function answeredFacts(answer: DemoFacts, request: DemoFacts, question: FinancingQuestion): DemoFacts {
  const bareAmount = question === 'downPayment' ? answer.money : null;
  const downPayment = answer.downPayment ?? bareAmount ?? request.downPayment;
  const price = (question === 'downPayment' ? null : priceOf(answer)) ?? priceOf(request);
  return {
    ...answer,
    money: price,
    downPayment,
    termMonths: answer.termMonths ?? request.termMonths,
    stockCar: answer.stockCar ?? request.stockCar,
  };
}
