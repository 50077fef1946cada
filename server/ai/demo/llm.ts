/**
 * The offline demo provider: no network, no key, same input → same output. It lets a new tenant
 * (and the tests) see the whole pipeline work before any AI key is configured.
 */
import type { ChatRequest, ChatResult, LlmProvider, QualificationResult, QualifyRequest } from '../port';
import { throwIfCancelled } from '../retry';
import { demoQualify } from './qualify';
import { demoReply } from './replies';

/** Reported as the model of every demo answer, so logs and the inbox show where a reply came from. */
export const DEMO_MODEL = 'demo';

export function createDemoLlmProvider(): LlmProvider {
  return {
    id: 'demo',
    async chat(request: ChatRequest): Promise<ChatResult> {
      throwIfCancelled('demo', request.signal);
      const lastCustomerMessage = request.messages.findLast((message) => message.role === 'user');
      const { text } = demoReply(lastCustomerMessage?.content ?? '');
      return { text, model: DEMO_MODEL };
    },
    async qualify(request: QualifyRequest): Promise<QualificationResult> {
      throwIfCancelled('demo', request.signal);
      return demoQualify(request.messages);
    },
  };
}
