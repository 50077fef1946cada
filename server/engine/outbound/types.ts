import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { GatewayErrorReason } from '../../gateways/errors';
import type { MediaSource, PresenceKind, TemplateHeaderParam } from '../../gateways/port';
import type { ResolvedGateway } from '../../gateways/resolve';
import type { OutboundOrigin, OutboundTarget, SendOrigin } from './repository';
import type { MissingHeaderSample } from './template-header';

/** An approved template (official numbers): it may go at any time, also outside the 24-hour window. */
export interface TemplateSend {
  name: string;
  language: string;
  /** The body's values, `{{1}}` first. */
  variables: string[];
  /** The file of a picture or document header, or its absence (template-header.ts). */
  header?: TemplateHeaderParam | MissingHeaderSample;
}

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
  /** Sent as this template; `text` is then the template as the customer reads it. */
  template?: TemplateSend;
  /**
   * The id of this very text, already stored as pending by the caller in its own check before the
   * send (`pendingOutboundInsertQuery`): the send stores nothing more, or discards it when refused
   * before the gateway is asked. A text message only (media bytes are stored by the send).
   */
  storedAs?: string;
}

/** A message of ours already stored as pending, ready to hand to the gateway. */
export interface StoredSend {
  organizationId: string;
  messageId: string;
  target: OutboundTarget;
  origin: SendOrigin;
  text: string;
  audio?: { base64: string; mimetype: string };
  /** A photo (a public address the gateway fetches, or its bytes); `text` is its caption. */
  image?: MediaSource;
  /** Defaults to the conversation's contact (the JID we received, else the number). */
  recipient?: string;
  /** Sent as this template; `text` is then the template as the customer reads it. */
  template?: TemplateSend;
}

/**
 * What `sendOutbound` sends besides a new message of the engine (`OutboundInput`):
 * - `stored`: a message someone stored as pending (the operator's send and retry from the inbox);
 *   `AfterSent.with` and `onAccepted` apply as for a new message;
 * - `notice`: a text to a staff member's phone from one of the organization's numbers, about no
 *   conversation (the seller's WhatsApp notices); not stored as a message, a refusal is logged;
 * - `presence`: "digitando…"/"gravando…" on the contact's phone for `durationMs` (the gateway
 *   blocks for that long); a failure is answered, never thrown, as typing is decoration.
 */
export type OutboundRequest =
  | { kind: 'stored'; send: StoredSend }
  | { kind: 'notice'; organizationId: string; instanceId: string; to: string; text: string }
  | {
      kind: 'presence';
      organizationId: string;
      instanceId: string;
      conversationId: string;
      presence: PresenceKind;
      durationMs: number;
    };

export interface OutboundResult {
  messageId: string | null;
  status: 'sent' | 'failed';
  error?: string;
  /** The gateway's finer cause of a refusal (e.g. `number_not_on_whatsapp`), when it gave one. */
  reason?: GatewayErrorReason | 'outside_window' | 'opted_out' | 'header_sample_missing' | null;
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
 * After the statement that recorded the send committed (and after `OnAccepted`'s transaction, when
 * there is one), with no transaction: what needs the statement's answer but not its atomicity.
 */
export type OnRecorded = (
  db: DbOrTx,
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
 * what to do with its answer in the same transaction (`onAccepted`, which makes it one) or after
 * it (`onRecorded`).
 */
export interface AfterSent {
  conversationSet?: Record<string, SQL>;
  with?: (sent: AcceptedSend) => WithSent;
  onAccepted?: OnAccepted;
  onRecorded?: OnRecorded;
}
