import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutline';
import HelpOutlineIcon from '@mui/icons-material/HelpOutline';
import { Chip } from '@mui/material';
import type { ConsentStatus } from '../../contract/consent';
import { useAppTranslate } from '../i18n/useAppTranslate';

const LOOK = {
  unknown: { icon: <HelpOutlineIcon />, color: 'default' },
  opted_in: { icon: <CheckCircleOutlineIcon />, color: 'success' },
  opted_out: { icon: <BlockIcon />, color: 'error' },
} as const;

/** Whether the contact accepts our proactive messages (issue 25): the chat header and the lead page. */
export const ConsentChip = ({ status }: { status: ConsentStatus }) => {
  const t = useAppTranslate();
  const look = LOOK[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      icon={look.icon}
      color={look.color}
      label={t(`app.templates.consent.${status}`)}
      sx={{ maxWidth: 240 }}
    />
  );
};
