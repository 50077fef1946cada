import { Chip } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { TemplateStatus } from '../../../contract/message-templates';

const COLOR = {
  PENDING: 'warning',
  APPROVED: 'success',
  REJECTED: 'error',
  PAUSED: 'default',
} as const satisfies Record<TemplateStatus, string>;

export const TemplateStatusChip = ({ status }: { status: TemplateStatus }) => {
  const translate = useTranslate();
  return (
    <Chip
      size="small"
      color={COLOR[status]}
      label={translate(`resources.message-templates.statuses.${status}`)}
    />
  );
};
