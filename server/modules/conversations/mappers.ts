import type { Conversation } from '../../../contract/inbox';
import type { ConversationCardRow } from './repository';

/**
 * A conversation card, written field by field in the contract's order, so a page can be sent as
 * JSON text without re-encoding (see `server/lib/contract-json.ts`).
 */
export function toConversation(row: ConversationCardRow): Conversation {
  return {
    id: row.id,
    instanceId: row.instanceId,
    instanceName: row.instanceName,
    contactName: row.contactName,
    contactNumber: row.contactNumber,
    lastMessage: row.lastMessage,
    lastMessageType: row.lastMessageType,
    lastMessageAt: row.lastMessageAt?.toISOString() ?? null,
    unreadCount: row.unreadCount,
    isAiActive: row.isAiActive,
    aiPausedReason: row.aiPausedReason,
    isFollowUpActive: row.isFollowUpActive,
    followupTime: row.followupTime,
    followupMessage: row.followupMessage,
    leadId: row.leadId,
    leadStatus: row.leadStatus,
    qualificationLevel: row.qualificationLevel,
    aiQualificationScore: row.aiQualificationScore,
    needsAttentionAt: row.needsAttentionAt?.toISOString() ?? null,
    attentionReason: row.attentionReason,
    assignedUserId: row.assignedUserId,
    sellerName: row.sellerName,
    consentStatus: row.consentStatus,
  };
}
