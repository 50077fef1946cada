import { Avatar, Box, ButtonBase, Typography } from '@mui/material';
import { memo } from 'react';
import type { Conversation } from '../../../../contract/inbox';
import { QUALIFICATION_COLOR } from '../../../format/qualification';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { ChatDialog } from '../chat/dialogs';
import type { CardSwitch } from '../data/useCardSwitches';
import {
  contactInitials,
  conversationTitle,
  instanceColor,
  lastMessagePreview,
  relativeTimeOf,
  unreadBadgeLabel,
} from '../rules';
import { CardDialogButtons, CardSwitchButton, LastMessageKind, StatusBadge } from './CardParts';
import { relativeTimeLabel } from './relativeTimeLabel';

/** Every card has the same height, so the virtual list never measures one. */
export const CARD_HEIGHT = 112;

export interface ConversationCardProps {
  conversation: Conversation;
  selected: boolean;
  /** The instance's connection; undefined while the instances load. */
  connected: boolean | undefined;
  now: Date;
  busyAi: boolean;
  busyFollowUp: boolean;
  onSelect: (conversation: Conversation) => void;
  onToggle: (conversation: Conversation, kind: CardSwitch) => void;
  /** Opens the conversation with its rename dialog or its internal notes. */
  onOpenDialog: (conversation: Conversation, dialog: ChatDialog) => void;
}

/** A conversation of the list (spec 2 §2.4): who, when, what, which instance and its switches. */
export const ConversationCard = memo(function ConversationCard({
  conversation,
  selected,
  connected,
  now,
  busyAi,
  busyFollowUp,
  onSelect,
  onToggle,
  onOpenDialog,
}: ConversationCardProps) {
  const t = useAppTranslate();
  const preview = lastMessagePreview(conversation);
  // An open conversation is being read: its badge goes as soon as it is opened.
  const unread = unreadBadgeLabel(selected ? 0 : conversation.unreadCount);
  const time = conversation.lastMessageAt
    ? relativeTimeLabel(t, relativeTimeOf(new Date(conversation.lastMessageAt), now))
    : null;
  const select = () => onSelect(conversation);
  return (
    <Box
      sx={{
        height: CARD_HEIGHT,
        px: 1.5,
        py: 1,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.75,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: selected ? 'action.selected' : 'transparent',
        '&:hover': { bgcolor: selected ? 'action.selected' : 'action.hover' },
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <ButtonBase
          component="div"
          onClick={select}
          aria-current={selected ? 'true' : undefined}
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1.5,
            textAlign: 'left',
            minWidth: 0,
            borderRadius: 1,
            flex: 1,
          }}
        >
          <Avatar sx={{ width: 40, height: 40, fontSize: 15 }}>{contactInitials(conversation)}</Avatar>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', gap: 1 }}>
              <Typography noWrap fontWeight={600} sx={{ flex: 1, minWidth: 0 }}>
                {conversationTitle(conversation)}
              </Typography>
              {time && (
                <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
                  {time}
                </Typography>
              )}
            </Box>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
              <LastMessageKind icon={preview.icon} />
              <Typography noWrap variant="body2" color="text.secondary" sx={{ flex: 1, minWidth: 0 }}>
                {preview.text ?? t('app.inbox.card.noMessages')}
              </Typography>
              {unread && (
                <Box
                  component="span"
                  aria-label={t('app.inbox.card.unread', { count: conversation.unreadCount })}
                  sx={{
                    minWidth: 20,
                    px: 0.75,
                    borderRadius: 10,
                    bgcolor: 'success.main',
                    color: 'common.white',
                    fontSize: 12,
                    lineHeight: '20px',
                    textAlign: 'center',
                    flexShrink: 0,
                  }}
                >
                  {unread}
                </Box>
              )}
            </Box>
          </Box>
        </ButtonBase>
        {/* Beside the card's own button, not inside it: a button cannot hold another. */}
        <CardDialogButtons onOpen={(dialog) => onOpenDialog(conversation, dialog)} />
      </Box>
      <Box
        onClick={select}
        sx={{ display: 'flex', alignItems: 'center', gap: 0.75, minWidth: 0, cursor: 'pointer' }}
      >
        <Box
          component="span"
          title={conversation.instanceName}
          sx={{
            px: 1,
            borderRadius: 3,
            fontSize: 12,
            lineHeight: '20px',
            color: 'common.white',
            bgcolor: instanceColor(conversation.instanceId),
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
            minWidth: 0,
            flexShrink: 1,
          }}
        >
          {conversation.instanceName}
        </Box>
        {connected !== undefined && (
          <StatusBadge
            label={t(connected ? 'app.inbox.card.online' : 'app.inbox.card.offline')}
            color={connected ? 'success.main' : 'grey.600'}
          />
        )}
        {conversation.needsAttentionAt && (
          <StatusBadge
            label={t('app.attention.needsAttention')}
            color="error.main"
            ariaLabel={t('app.attention.needsAttentionTooltip', {
              reason: conversation.attentionReason ?? '',
            })}
          />
        )}
        {conversation.isAiActive && <StatusBadge label={t('app.inbox.card.aiBadge')} color="info.main" />}
        {conversation.isFollowUpActive && (
          <StatusBadge label={t('app.inbox.card.followUpBadge')} color="warning.main" />
        )}
        {conversation.qualificationLevel && (
          <StatusBadge
            outlined
            label={conversation.qualificationLevel}
            color={`${QUALIFICATION_COLOR[conversation.qualificationLevel]}.main`}
            ariaLabel={t('app.inbox.card.qualification', { level: conversation.qualificationLevel })}
          />
        )}
        <Box sx={{ flex: 1 }} />
        <CardSwitchButton
          label={t('app.inbox.card.ai')}
          hint={t(conversation.isAiActive ? 'app.inbox.card.aiOn' : 'app.inbox.card.aiOff')}
          on={conversation.isAiActive}
          busy={busyAi}
          onToggle={() => onToggle(conversation, 'ai')}
        />
        <CardSwitchButton
          label={t('app.inbox.card.followUp')}
          hint={t(conversation.isFollowUpActive ? 'app.inbox.card.followUpOn' : 'app.inbox.card.followUpOff')}
          on={conversation.isFollowUpActive}
          busy={busyFollowUp}
          onToggle={() => onToggle(conversation, 'followUp')}
        />
      </Box>
    </Box>
  );
});
