import { isBlacklisted } from '../shared/blacklist';
import type { FollowUpTarget } from './repository';
import { type FollowUpSettings, maxFollowUpsOf } from './settings';

/** Why no follow-up goes out (recorded in the server log and the job's outcome). */
export type FollowUpStop =
  | 'organization_followup_off'
  | 'instance_followup_off'
  | 'conversation_followup_off'
  | 'contact_blacklisted'
  | 'customer_replied'
  | 'ladder_complete';

/**
 * Whether follow-up `rung` may go to this conversation: on at the organization, the instance and the
 * conversation, the number not blacklisted, the customer still silent since `since`, and the rung
 * within the instance's `maxFollowUps`.
 */
export function followUpStop(
  target: FollowUpTarget,
  settings: FollowUpSettings,
  rung: number,
  since: Date,
): FollowUpStop | null {
  if (!target.organizationFollowUpEnabled) return 'organization_followup_off';
  if (!target.instanceFollowUpEnabled) return 'instance_followup_off';
  if (!target.isFollowUpActive) return 'conversation_followup_off';
  if (isBlacklisted(settings.followUpBlacklist, target.contactNumber)) return 'contact_blacklisted';
  if (target.lastCustomerMessageAt && target.lastCustomerMessageAt > since) return 'customer_replied';
  if (rung > maxFollowUpsOf(settings)) return 'ladder_complete';
  return null;
}
