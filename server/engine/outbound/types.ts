import type { DbOrTx } from '../../db/client';
import type { ResolvedGateway } from '../../gateways/resolve';
import type { OutboundOrigin, OutboundTarget } from './repository';

export interface OutboundInput {
  organizationId: string;
  instanceId: string;
  conversationId: string;
  origin: OutboundOrigin;
  text: string;
  /** A voice note; `text` is then what it says (kept as the message's content for the inbox and context). */
  audio?: { base64: string; mimetype: string };
  /**
   * A photo: `text` is its caption. The gateway is given the public `url` when there is one (it
   * fetches the photo itself), else the bytes; the bytes are kept so the inbox shows it.
   */
  image?: { url?: string; bytes: Buffer; mimetype: string };
  /** Defaults to the conversation's contact; e.g. the consultant's phone for notifications. */
  to?: string;
  /**
   * With `to`: sent without becoming a message of the conversation (the consultant's notice is not
   * part of the customer's chat); the caller records it (logs, monitor). A failure is logged.
   */
  offConversation?: boolean;
}

export interface OutboundResult {
  messageId: string | null;
  status: 'sent' | 'failed';
  error?: string;
}

/**
 * Where a send goes, when the caller read it already in the same round trip as its own checks (the
 * reply job, before each part), with the gateway it resolved once for the whole reply.
 */
export interface OutboundRoute {
  target: OutboundTarget;
  /** Null when resolving failed: the send resolves again and records the failure as usual. */
  gateway: ResolvedGateway | null;
}

/** What the gateway accepted, as recorded on the message. */
export interface AcceptedSend {
  messageId: string;
  gatewayMessageId: string | null;
  status: 'sent' | 'delivered' | 'read';
  /** When the gateway accepted it (the app's clock). */
  at: Date;
}

/**
 * What else an accepted send changes, inside the transaction that marks the message sent (its events
 * reach the screens at commit, after the message's own): the conversation's last message, the AI's pause for an operator's
 * reply, the follow-up ladder restarting from our message.
 */
export type OnAccepted = (tx: DbOrTx, sent: AcceptedSend) => Promise<void>;
