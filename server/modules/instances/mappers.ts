import { AI_CONFIG_DEFAULTS } from '../../../contract/ai-config';
import type { Instance, InstanceSummary } from '../../../contract/instances';
import { fullName } from '../users/mappers';
import type { ChatCounts, InstanceRecord, InstanceWithOwner } from './repository';

export function toInstanceSummary(row: InstanceRecord): InstanceSummary {
  return {
    id: row.id,
    userId: row.userId,
    name: row.name,
    phone: row.phone,
    notificationPhone: row.notificationPhone,
    notificationName: row.notificationName,
    isConnected: row.isConnected,
    isDeleted: row.deletedAt !== null,
    aiEnabled: row.aiEnabled,
    bikerHubEnabled: row.bikerHubEnabled,
    globalAiEnabled: row.globalAiEnabled,
    globalFollowupEnabled: row.globalFollowupEnabled,
    gateway: row.gateway,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The one answer to "does the AI answer this number": every switch of the instance is on. */
export const isAiActive = (row: InstanceWithOwner): boolean =>
  row.aiEnabled && row.globalAiEnabled && (row.aiConfigActive ?? AI_CONFIG_DEFAULTS.isActive);

const NO_CHATS: ChatCounts = { aiChats: 0, consultorChats: 0 };

export function toInstance(row: InstanceWithOwner, counts: ChatCounts = NO_CHATS): Instance {
  const owner = { firstName: row.ownerFirstName, lastName: row.ownerLastName };
  return {
    ...toInstanceSummary(row),
    user: { id: row.userId, ...owner, name: fullName(owner) },
    aiChats: counts.aiChats,
    consultorChats: counts.consultorChats,
    consultorNotificationEnabled: row.consultorNotificationEnabled,
    consultorNotificationPhone: row.consultorNotificationPhone,
    scrapingEnabled: row.scrapingEnabled,
    scrapingUrl: row.scrapingUrl,
    scrapingSchedule: row.scrapingSchedule,
    aiActive: isAiActive(row),
    aiFailure: row.lastAiFailureAt
      ? {
          at: row.lastAiFailureAt.toISOString(),
          message: row.lastAiFailure ?? '',
          keyRejected: row.aiKeyRejectedAt !== null,
        }
      : null,
    official:
      row.gateway === 'cloud' && row.cloudVerifiedName !== null
        ? {
            verifiedName: row.cloudVerifiedName,
            qualityRating: row.cloudQualityRating ?? 'UNKNOWN',
            messagingLimitTier: row.cloudMessagingLimitTier,
          }
        : null,
  };
}
