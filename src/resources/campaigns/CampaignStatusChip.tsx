import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampaignStatus, RecipientStatus } from '../../../contract/campaigns';

const CAMPAIGN_COLOR = {
  draft: 'default',
  scheduled: 'info',
  running: 'primary',
  paused: 'warning',
  done: 'success',
  cancelled: 'default',
} as const satisfies Record<CampaignStatus, string>;

const RECIPIENT_COLOR = {
  queued: 'default',
  sent: 'info',
  delivered: 'info',
  read: 'primary',
  replied: 'success',
  failed: 'error',
} as const satisfies Record<RecipientStatus, string>;

export const CampaignStatusChip = ({ status }: { status: CampaignStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={CAMPAIGN_COLOR[status]}
      label={translate(`resources.campanhas.statuses.${status}`)}
    />
  );
};

export const RecipientStatusChip = ({ status }: { status: RecipientStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={RECIPIENT_COLOR[status]}
      label={translate(`resources.campanhas.recipientStatuses.${status}`)}
    />
  );
};
