import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import EditIcon from '@mui/icons-material/Edit';
import EventNoteIcon from '@mui/icons-material/EventNote';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import { Avatar, Box, Button, Chip, IconButton, Tooltip, Typography } from '@mui/material';
import type { Conversation } from '../../../../contract/inbox';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { ConsentChip } from '../../../ui/ConsentChip';
import { ConsentControl } from '../../../ui/ConsentControl';
import { ChatPrivacyMenu } from './ChatPrivacyMenu';
import { contactDisplayOf } from './contactDisplay';
import { SwitchButton } from './SwitchButton';

interface ChatHeaderProps {
  conversation: Conversation;
  busy: 'ai' | 'followUp' | 'rename' | null;
  onBack?: () => void;
  onToggleAi: () => void;
  onToggleFollowUp: () => void;
  onEditName: () => void;
  onOpenNotes: () => void;
  /** Absent when the conversation has no lead. */
  onOpenLead?: () => void;
}

/** Who the chat is with, through which instance, and its AI and follow-up switches. */
export const ChatHeader = ({
  conversation,
  busy,
  onBack,
  onToggleAi,
  onToggleFollowUp,
  onEditName,
  onOpenNotes,
  onOpenLead,
}: ChatHeaderProps) => {
  const t = useAppTranslate();
  const contact = contactDisplayOf(conversation);
  const running = busy !== null;
  return (
    <Box
      component="header"
      sx={{
        display: 'flex',
        alignItems: 'center',
        flexWrap: 'wrap',
        columnGap: 1.5,
        rowGap: 1,
        px: { xs: 1, sm: 2 },
        py: 1,
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: 'background.paper',
      }}
    >
      {onBack && (
        <Button size="small" startIcon={<ArrowBackIcon />} onClick={onBack}>
          {t('app.chat.header.back')}
        </Button>
      )}
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, flex: '1 1 200px', minWidth: 0 }}>
        <Avatar aria-hidden>{contact.initials}</Avatar>
        <Box sx={{ minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
            <Typography variant="subtitle1" component="h2" fontWeight={700} noWrap title={contact.title}>
              {contact.title}
            </Typography>
            <Tooltip title={t('app.chat.header.editName')}>
              <IconButton size="small" onClick={onEditName} aria-label={t('app.chat.header.editName')}>
                <EditIcon fontSize="inherit" />
              </IconButton>
            </Tooltip>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, flexWrap: 'wrap' }}>
            {contact.subtitle && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {contact.subtitle}
              </Typography>
            )}
            <Chip
              size="small"
              variant="outlined"
              label={conversation.instanceName}
              aria-label={t('app.chat.header.instance', { name: conversation.instanceName })}
              sx={{ maxWidth: 160 }}
            />
            {/* Staff record consent here; without a lead, only a choice the contact made is shown. */}
            {conversation.leadId ? (
              <ConsentControl leadId={conversation.leadId} status={conversation.consentStatus ?? 'unknown'} />
            ) : (
              conversation.consentStatus &&
              conversation.consentStatus !== 'unknown' && <ConsentChip status={conversation.consentStatus} />
            )}
            {conversation.sellerName && (
              <Typography variant="body2" color="text.secondary" noWrap>
                {t('app.bonusLeads.seller.label', { name: conversation.sellerName })}
              </Typography>
            )}
          </Box>
        </Box>
      </Box>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
        <SwitchButton
          label={t('app.chat.header.ai')}
          hint={t(conversation.isAiActive ? 'app.chat.header.aiOn' : 'app.chat.header.aiOff')}
          on={conversation.isAiActive}
          busy={busy === 'ai'}
          disabled={running}
          color="primary"
          onClick={onToggleAi}
        />
        <SwitchButton
          label={t('app.chat.header.followUp')}
          hint={t(
            conversation.isFollowUpActive ? 'app.chat.header.followUpOn' : 'app.chat.header.followUpOff',
          )}
          on={conversation.isFollowUpActive}
          busy={busy === 'followUp'}
          disabled={running}
          color="warning"
          onClick={onToggleFollowUp}
        />
        {onOpenLead && (
          <Tooltip title={t('app.chat.header.lead')}>
            <IconButton onClick={onOpenLead} aria-label={t('app.chat.header.lead')}>
              <EventNoteIcon />
            </IconButton>
          </Tooltip>
        )}
        <Tooltip title={t('app.chat.header.notes')}>
          <IconButton onClick={onOpenNotes} aria-label={t('app.chat.header.notes')}>
            <StickyNote2Icon />
          </IconButton>
        </Tooltip>
        <ChatPrivacyMenu conversation={conversation} />
      </Box>
    </Box>
  );
};
