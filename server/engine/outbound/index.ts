/**
 * The outbound stage's one entry (docs/design.md §2, "One outbound path"): every message of ours,
 * notice and typing presence reaches a gateway through `sendOutbound`; read receipts through
 * read-receipts.ts. Nothing else in the server calls a gateway's send (tests/server/engine/import-graph.test.ts).
 */
export {
  markAnsweredRead,
  markAnsweredReadWithSend,
  markInboundRead,
  READ_RECEIPTS_MARKED,
  receiptIdsOf,
  sendReadReceipts,
} from './read-receipts';
export type { OutboundOrigin, OutboundTarget, SendOrigin } from './repository';
export { discardPendingOutbound, pendingOutboundInsertQuery } from './repository';
export {
  type AfterSent,
  type OnAccepted,
  type OnRecorded,
  type OutboundInput,
  type OutboundRequest,
  type OutboundResult,
  type OutboundRoute,
  type StoredSend,
  sendOutbound,
  type WithSent,
} from './send';
export { NO_TEMPLATE_TEXT, OPTED_OUT_TEXT, sendOrTemplate } from './template-fallback';
export { isMissingHeaderSample, missingHeaderSampleText, templateHeader } from './template-header';
export { ACCEPTED_CONVERSATION, type AcceptedSend, type TemplateSend } from './types';
export {
  OUTSIDE_WINDOW_TEXT,
  outsideWindow,
  type WindowFacts,
  windowClosesAt,
  windowFactsOf,
} from './window';
