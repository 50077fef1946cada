import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutline';
import EditIcon from '@mui/icons-material/Edit';
import EmojiEmotionsIcon from '@mui/icons-material/EmojiEmotions';
import ImageIcon from '@mui/icons-material/Image';
import InsertDriveFileIcon from '@mui/icons-material/InsertDriveFile';
import MicIcon from '@mui/icons-material/Mic';
import PersonIcon from '@mui/icons-material/Person';
import PlaceIcon from '@mui/icons-material/Place';
import StickyNote2Icon from '@mui/icons-material/StickyNote2';
import VideocamIcon from '@mui/icons-material/Videocam';
import { Box, Button, CircularProgress, IconButton, type SvgIconProps } from '@mui/material';
import type { ComponentType, MouseEvent } from 'react';
import type { MessageKey } from '../../../i18n/pt-BR';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { ChatDialog } from '../chat/dialogs';
import type { LastMessageIcon } from '../rules';

const ICONS: Readonly<Record<Exclude<LastMessageIcon, null>, ComponentType<SvgIconProps>>> = {
  image: ImageIcon,
  audio: MicIcon,
  video: VideocamIcon,
  document: InsertDriveFileIcon,
  sticker: EmojiEmotionsIcon,
  location: PlaceIcon,
  contact: PersonIcon,
  other: ChatBubbleOutlineIcon,
};

/** The kind of the last message, as an icon named for screen readers. */
export const LastMessageKind = ({ icon }: { icon: LastMessageIcon }) => {
  const t = useAppTranslate();
  if (!icon) return null;
  const Icon = ICONS[icon];
  return (
    <Icon
      role="img"
      aria-hidden={false}
      aria-label={t(`app.inbox.card.kind.${icon}`)}
      sx={{ fontSize: 16, color: 'text.secondary', flexShrink: 0 }}
    />
  );
};

interface StatusBadgeProps {
  label: string;
  color: string;
  /** Outlined tells a judgement (the AI's qualification) apart from the switches' filled labels. */
  outlined?: boolean;
  ariaLabel?: string;
}

/** A small status label: 'AI', 'F-up', 'Online', the lead's 'HOT'. */
export const StatusBadge = ({ label, color, outlined = false, ariaLabel }: StatusBadgeProps) => (
  <Box
    component="span"
    aria-label={ariaLabel}
    title={ariaLabel}
    sx={{
      px: 0.75,
      borderRadius: 1,
      fontSize: 11,
      lineHeight: outlined ? '16px' : '18px',
      fontWeight: 600,
      color: outlined ? color : 'common.white',
      bgcolor: outlined ? 'transparent' : color,
      border: outlined ? 1 : 0,
      borderColor: color,
      whiteSpace: 'nowrap',
      flexShrink: 0,
    }}
  >
    {label}
  </Box>
);

interface CardSwitchButtonProps {
  label: string;
  hint: string;
  on: boolean;
  busy: boolean;
  onToggle: () => void;
}

/** A card's 'IA' or 'F-up' button: pressed when on, a spinner and disabled while it saves. */
export const CardSwitchButton = ({ label, hint, on, busy, onToggle }: CardSwitchButtonProps) => (
  <Button
    size="small"
    variant={on ? 'contained' : 'outlined'}
    color={on ? 'success' : 'inherit'}
    aria-pressed={on}
    title={hint}
    disabled={busy}
    onClick={(event: MouseEvent) => {
      // The card around it opens the conversation; this button only switches.
      event.stopPropagation();
      onToggle();
    }}
    startIcon={busy ? <CircularProgress size={12} color="inherit" /> : undefined}
    sx={{ minWidth: 0, px: 1, py: 0, lineHeight: '22px', fontSize: 12, flexShrink: 0 }}
  >
    {label}
  </Button>
);

const DIALOG_BUTTONS: readonly {
  dialog: ChatDialog;
  label: MessageKey;
  Icon: ComponentType<SvgIconProps>;
}[] = [
  { dialog: 'rename', label: 'app.inbox.card.editName', Icon: EditIcon },
  { dialog: 'notes', label: 'app.inbox.card.notes', Icon: StickyNote2Icon },
];

/** The card's edit-name and quick-notes buttons (spec 2 §2.4): each opens its dialog over the chat. */
export const CardDialogButtons = ({ onOpen }: { onOpen: (dialog: ChatDialog) => void }) => {
  const t = useAppTranslate();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', flexShrink: 0 }}>
      {DIALOG_BUTTONS.map(({ dialog, label, Icon }) => (
        <IconButton
          key={dialog}
          size="small"
          aria-label={t(label)}
          title={t(label)}
          onClick={() => onOpen(dialog)}
          sx={{ p: 0.5, color: 'text.secondary' }}
        >
          <Icon sx={{ fontSize: 16 }} />
        </IconButton>
      ))}
    </Box>
  );
};
