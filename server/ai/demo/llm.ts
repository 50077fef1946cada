/**
 * The offline demo provider: no network, no key, same input → same output. It lets a new tenant
 * (and the tests) see the whole pipeline work before any AI key is configured.
 */
import type { ChatRequest, ChatResult, LlmProvider, QualificationResult, QualifyRequest } from '../port';
import { throwIfCancelled } from '../retry';
import { demoStockReply } from '../stock-offer';
import { namedModel } from './models';
import { personaliseReply } from './personalise';
import { demoQualify } from './qualify';
import { demoReply } from './replies';
import { demoToolTurn } from './tools';

/** Reported as the model of every demo answer, so logs and the inbox show where a reply came from. */
export const DEMO_MODEL = 'demo';

export function createDemoLlmProvider(): LlmProvider {
  return {
    id: 'demo',
    async chat(request: ChatRequest): Promise<ChatResult> {
      throwIfCancelled('demo', request.signal);
      const withTools = demoToolTurn(request, DEMO_MODEL);
      if (withTools) return withTools;
      const customer = request.messages.filter((message) => message.role === 'user').map((m) => m.content);
      const { intent, text } = demoReply(customer.at(-1) ?? '', namedModel(customer));
      // Cars found for the request answer it, unless the customer is on to financing, a visit, a trade or leaving.
      const aboutStock = !['financing', 'visit', 'trade_in', 'goodbye'].includes(intent);
      const answer =
        request.stock && request.stock.cars.length > 0 && aboutStock ? demoStockReply(request.stock) : text;
      return { text: personaliseReply(answer, request.system, request.messages, intent), model: DEMO_MODEL };
    },
    async qualify(request: QualifyRequest): Promise<QualificationResult> {
      throwIfCancelled('demo', request.signal);
      return demoQualify(request.messages);
    },
  };
}
