import { Chip } from '@mui/material';
import type { SubscriptionStatus } from '../../../contract/organizations';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** Spec 3 §4: active is green, anything else yellow. */
export const StatusChip = ({ status }: { status: SubscriptionStatus }) => {
  const t = useAppTranslate();
  return (
    <Chip
      size="small"
      color={status === 'active' ? 'success' : 'warning'}
      label={t(`app.platform.status.${status}`)}
    />
  );
};
