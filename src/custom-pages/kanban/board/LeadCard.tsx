import { type DraggableAttributes, useDraggable } from '@dnd-kit/core';
import ChatIcon from '@mui/icons-material/Chat';
import DragIndicatorIcon from '@mui/icons-material/DragIndicator';
import { Box, Button, Card, Chip, IconButton, Typography } from '@mui/material';
import type { HTMLAttributes, Ref } from 'react';
import { LinkBase } from 'react-admin';
import type { Lead } from '../../../../contract/leads';
import { QUALIFICATION_COLOR } from '../../../format/qualification';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { NoTemplateChip, NotOnWhatsappChip } from '../../../ui/FirstContactChips';
import { LeadSourceChip } from '../../../ui/LeadSourceChip';
import { boardRelativeTime, leadTitle, messagePreview, shortDate } from '../rules/card';
import { ContactName, type RenameContact } from './ContactName';
import { LeadAgendaChips } from './LeadAgendaChips';
import { useRelativeTimeLabel } from './useRelativeTimeLabel';

interface LeadCardViewProps {
  lead: Lead;
  /** One clock for the whole board: relative times move on by the minute. */
  now: Date;
  /** Absent on the copy that follows the pointer. */
  onRename?: RenameContact;
  /** The drag handle's ref and attributes; absent on the copy that follows the pointer. */
  handle?: { ref: Ref<HTMLButtonElement>; attributes: DraggableAttributes };
  /** The card's ref and the listeners that start a drag from anywhere on it. */
  cardRef?: Ref<HTMLDivElement>;
  listeners?: HTMLAttributes<HTMLDivElement>;
  dragging?: boolean;
  overlay?: boolean;
}

/** One lead (spec 2 §2.5): name with its pencil, instance, creation date, score, level, last message. */
export const LeadCardView = ({
  lead,
  now,
  onRename,
  handle,
  cardRef,
  listeners,
  dragging,
  overlay,
}: LeadCardViewProps) => {
  const t = useAppTranslate();
  const timeLabel = useRelativeTimeLabel();
  const preview = messagePreview(lead);
  const title = leadTitle(lead);
  return (
    <Card
      ref={cardRef}
      variant="outlined"
      role={overlay ? undefined : 'listitem'}
      aria-label={overlay ? undefined : title}
      data-lead-card={lead.id}
      {...listeners}
      sx={{
        p: 1.25,
        display: 'flex',
        flexDirection: 'column',
        gap: 0.5,
        opacity: dragging ? 0.4 : 1,
        boxShadow: overlay ? 6 : 0,
        cursor: overlay ? 'grabbing' : 'grab',
        touchAction: 'manipulation',
        flexShrink: 0,
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, minWidth: 0 }}>
        <IconButton
          ref={handle?.ref}
          {...handle?.attributes}
          size="small"
          aria-label={t('app.kanban.card.move', { name: title })}
          sx={{ ml: -0.75, cursor: 'inherit' }}
        >
          <DragIndicatorIcon fontSize="small" />
        </IconButton>
        <ContactName lead={lead} onRename={onRename} />
        {lead.qualificationLevel && (
          <Chip
            size="small"
            color={QUALIFICATION_COLOR[lead.qualificationLevel]}
            label={lead.qualificationLevel}
            aria-label={t('app.kanban.card.qualification', { level: lead.qualificationLevel })}
            sx={{ fontWeight: 700, flexShrink: 0 }}
          />
        )}
      </Box>
      <Typography variant="caption" color="text.secondary" noWrap>
        {lead.instanceName}
      </Typography>
      {lead.sellerName && (
        <Typography variant="caption" color="text.secondary" noWrap>
          {t('app.bonusLeads.seller.label', { name: lead.sellerName })}
        </Typography>
      )}
      <LeadSourceChip source={lead.source} />
      <NotOnWhatsappChip at={lead.notOnWhatsappAt} />
      <NoTemplateChip at={lead.noFirstContactTemplateAt} />
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
        <Typography variant="caption" color="text.secondary" title={t('app.kanban.card.createdAt')}>
          {shortDate(lead.createdAt)}
        </Typography>
        <Typography variant="caption">
          {t('app.kanban.card.score')} {lead.aiQualificationScore ?? t('app.kanban.card.noScore')}
        </Typography>
      </Box>
      <LeadAgendaChips lead={lead} />
      <Typography variant="caption" color="text.secondary">
        {t('app.kanban.card.lastMessage')} {timeLabel(boardRelativeTime(lead.lastMessageAt, now))}
      </Typography>
      {preview.kind !== 'none' && (
        <Typography
          variant="body2"
          sx={{ overflowWrap: 'anywhere', fontStyle: preview.kind === 'media' ? 'italic' : 'normal' }}
        >
          {preview.kind === 'text' ? preview.text : t('app.kanban.card.newMessage')}
        </Typography>
      )}
      {!overlay && (
        <Button
          component={LinkBase}
          to={`/chat?conversation=${encodeURIComponent(lead.conversationId)}`}
          size="small"
          variant="outlined"
          startIcon={<ChatIcon />}
          sx={{ alignSelf: 'flex-start', mt: 0.5 }}
        >
          {t('app.kanban.card.openConversation')}
        </Button>
      )}
    </Card>
  );
};

/** A card that can be picked up by mouse, touch (long press) or keyboard (its handle). */
export const LeadCard = ({ lead, now, onRename }: { lead: Lead; now: Date; onRename: RenameContact }) => {
  const t = useAppTranslate();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, isDragging } = useDraggable({
    id: lead.id,
    data: { lead },
    attributes: { roleDescription: t('app.kanban.dnd.roleDescription') },
  });
  return (
    <LeadCardView
      lead={lead}
      now={now}
      onRename={onRename}
      cardRef={setNodeRef}
      listeners={listeners}
      handle={{ ref: setActivatorNodeRef, attributes }}
      dragging={isDragging}
    />
  );
};
