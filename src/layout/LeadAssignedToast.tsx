import { Alert, AlertTitle, Button } from '@mui/material';
import { useNavigate, useNotify } from 'react-admin';
import { useAppTranslate } from '../i18n/useAppTranslate';
import { useRealtimeEvent } from '../providers/realtime';
import { getStoredUser } from '../providers/session';

/** Long enough to read and act on (spec 1 §4: product toasts last 2 to 12 seconds). */
const DURATION_MS = 10_000;

/**
 * A lead moved to the signed-in seller (idle-lead redistribution) pops up at once, wherever they are,
 * with a button to the conversation: that customer has been waiting. Rendered once by the layout.
 */
export const LeadAssignedToast = () => {
  const t = useAppTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  useRealtimeEvent(['lead_assigned'], (event) => {
    if (event.toUserId !== getStoredUser()?.id) return;
    const contact = event.contactName.trim() || t('app.bonusLeads.live.unnamed');
    notify(
      <Alert
        severity="info"
        variant="filled"
        sx={{ width: '100%', maxWidth: 480 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => navigate(`/chat?conversation=${encodeURIComponent(event.conversationId)}`)}
          >
            {t('app.bonusLeads.register.openConversation')}
          </Button>
        }
      >
        <AlertTitle sx={{ mb: 0.5 }}>{t('app.bonusLeads.live.assigned', { contact })}</AlertTitle>
        {event.reason}
      </Alert>,
      { type: 'info', autoHideDuration: DURATION_MS },
    );
  });
  return null;
};
