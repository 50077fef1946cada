/**
 * The intake stage's one entry (docs/design.md §2): the webhooks route appends a body and the
 * drainer processes it (`intake`, started and stopped with the server); the monitor's test event
 * runs the same path on events of its own (`processEvents`), and authenticates like a webhook; an
 * erasure (LGPD) forgets a contact's queued bodies (`forgetPendingEvents`), and it and the retention
 * sweep hold the organization's lane while they erase (`lockOrganizationLane`).
 */
export type { UnpackedEvent } from './batch';
export { authenticateCloudWebhook, type CloudSignature, cloudVerificationChallenge } from './cloud-auth';
export { type Forgotten, forgetPendingEvents } from './forget';
export { authenticateWebhook } from './instance';
export { type IntakeInput, intake, intakeDrained, startIntake, stopIntake } from './intake';
export { lockOrganizationLane } from './lanes';
export { processEvents } from './process-batch';
