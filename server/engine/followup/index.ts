/**
 * The follow-up stage's one entry (docs/design.md §2): the ladder of follow-ups after our last
 * message, its job, and the key a customer's reply cancels it by.
 */
export { registerFollowUpJob } from './job';
export { followUpKey } from './queue';
export { ladderNowText } from './repository';
export { resumeFollowUpLadder } from './resume';
export { followUpLadderInStatement, followUpLadderWithSend, startFollowUpLadder } from './start';
