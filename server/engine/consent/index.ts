/**
 * The consent stage's one entry (issue 25): the contact's opt-out / opt-in keywords, their
 * confirmation job, and the check that keeps follow-ups and reminders from an opted-out contact.
 */
export { CONSENT_CONFIRMATION_JOB, type ConsentConfirmationPayload, registerConsentJob } from './job';
export { applyConsentKeyword } from './keywords';
