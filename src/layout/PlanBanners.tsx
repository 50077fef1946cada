import { Alert } from '@mui/material';
import { useCanAccess } from 'react-admin';
import { PLANS } from '../../contract/plans';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { usePlanStatus } from './planStatus';

/**
 * What the shop's admin must know about its subscription: the month's messages reached the plan's
 * limit (the AI stopped answering), or a payment is overdue (`past_due`).
 */
export const PlanBanners = () => {
  const t = useAppTranslate();
  const { canAccess: isAdmin = false } = useCanAccess({ resource: 'plan-status', action: 'show' });
  const { data } = usePlanStatus(isAdmin);
  if (!isAdmin || !data) return null;
  return (
    <>
      {data.messageLimitReached && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('app.platform.banners.messageLimit', {
            max: (data.limits.maxMessagesPerMonth ?? 0).toLocaleString('pt-BR'),
            plan: PLANS[data.plan].name,
          })}
        </Alert>
      )}
      {data.subscriptionStatus === 'past_due' && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t('app.platform.banners.pastDue')}
        </Alert>
      )}
    </>
  );
};
