/**
 * The reply stage's one entry (docs/design.md §2): the `ai_reply` job, its queue key, and the reply's
 * helpers the inbox and the reports share.
 */
export { replyParts } from './deliver';
export { replyFailureSummary } from './failure-stats';
export { registerAiReplyJob } from './handler';
export { clearInstanceFailure } from './health';
export { promptOptions } from './prompt-options';
export { AI_REPLY_JOB, AI_REPLY_MAX_ATTEMPTS, aiReplyKey } from './queue';
export { stockForReply } from './stock';
