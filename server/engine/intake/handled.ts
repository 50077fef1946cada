import type { RealtimeEvent } from '../../../contract/realtime';
import type { BusinessPhoneMessage } from '../decide';
import type { FinalOutcome } from '../monitor/trail';

/** What handling one event did, for its monitor record and the live events sent on commit. */
export interface HandledEvent {
  outcome: FinalOutcome;
  /** Published inside the event's transaction: sockets hear of it only if it commits. */
  live: RealtimeEvent[];
  /** A message typed on the business phone: a human may be taking the conversation over. */
  businessPhoneMessage?: BusinessPhoneMessage;
}

/**
 * Thrown inside the event's transaction when the message was already stored: the transaction rolls
 * back, so a redelivery changes nothing, and the monitor records it as a duplicate.
 */
export class DuplicateDelivery extends Error {
  constructor(gatewayMessageId: string) {
    super(`message ${gatewayMessageId} already stored`);
    this.name = 'DuplicateDelivery';
  }
}
