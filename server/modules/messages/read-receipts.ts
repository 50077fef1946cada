import type { FastifyInstance } from 'fastify';
import { sendReadReceipts } from '../../engine/outbound';
import type { ConversationAccess } from '../conversations/access';

export interface ReadReceipts {
  /** Tells the gateway these customer messages were read, after the current response is written. */
  send(conversation: ConversationAccess, gatewayMessageIds: readonly string[]): void;
  /** Waits for the receipts under way (on close, so none is cut off mid-call). */
  drain(): Promise<void>;
}

/**
 * Read receipts leave the request path: the operator should not wait on the gateway to see a
 * chat, and a gateway that is down must not break reading. Failures are logged, never retried (a
 * later read sends the next receipts).
 */
export function createReadReceipts(app: FastifyInstance): ReadReceipts {
  const underWay = new Set<Promise<void>>();

  const deliver = (conversation: ConversationAccess, ids: readonly string[]): Promise<void> =>
    sendReadReceipts(app, { ...conversation, conversationId: conversation.id }, ids);

  return {
    send(conversation, ids) {
      if (ids.length === 0) return;
      // setImmediate runs after the reply's write, which happens in the handler's own microtasks.
      const job = new Promise<void>((resolve) => setImmediate(resolve)).then(() =>
        deliver(conversation, ids),
      );
      underWay.add(job);
      void job.finally(() => underWay.delete(job));
    },
    async drain() {
      await Promise.allSettled([...underWay]);
    },
  };
}
