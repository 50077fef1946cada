import { type SQL, sql } from 'drizzle-orm';
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
 * reply, the follow-up ladder restarting from our message. `answer` is the row the sent mark's
 * statement answered (see `WithSent`), when the send asked for one.
 */
export type OnAccepted = (
  tx: DbOrTx,
  sent: AcceptedSend,
  answer?: Readonly<Record<string, unknown>>,
) => Promise<void>;

/**
 * Writes made in the very statement that marks our message sent (on PGlite every statement is
 * parsed and planned, so the send's bookkeeping is one statement, not one per table): common table
 * expressions after the message's own (`name as (…)`), and the columns the statement answers (scalar
 * subqueries over them), handed to `OnAccepted`.
 */
export interface WithSent {
  ctes: SQL[];
  columns: SQL[];
}

/**
 * In `WithSent` of a send to the contact: the conversation's row as the send's statement updated it
 * (its last message), with every column of `conversations`.
 */
export const ACCEPTED_CONVERSATION = sql.raw('accepted_conversation');

/**
 * What the caller of `sendOutbound` adds to an accepted send to the contact: more columns set on the
 * conversation's row with its last message, more writes and columns in the same statement, then
 * what to do with its answer in the same transaction.
 */
export interface AfterSent {
  conversationSet?: Record<string, SQL>;
  with?: (sent: AcceptedSend) => WithSent;
  onAccepted?: OnAccepted;
}
