import HealingIcon from '@mui/icons-material/Healing';
import {
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
} from '@mui/material';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { AiReadinessReport, EmergencyFixResponse } from '../../../contract/diagnostic';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { useToast } from '../../ui/useToast';
import { useReloadReadiness } from './diagnosticQueries';

/**
 * The emergency-fix block, shown when automatic rules paused the AI somewhere or more conversations
 * are off than on. App dialogs replace the browser's confirm and alert.
 */
export const EmergencyFix = ({ report }: { report: AiReadinessReport }) => {
  const t = useAppTranslate();
  const api = useDataProvider<AppDataProvider>();
  const toast = useToast();
  const reload = useReloadReadiness();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<EmergencyFixResponse | null>(null);
  const stats = report.conversationAnalysis.stats;
  if (stats.automaticallyPaused === 0 && stats.aiInactive <= stats.aiActive) return null;

  const run = async () => {
    setBusy(true);
    try {
      setResult(await api.emergencyFixAi(report.instanceId));
    } catch {
      toast({
        title: 'app.diagnostic.toasts.fixError',
        detail: t('app.diagnostic.emergency.failed'),
        type: 'error',
      });
    } finally {
      setBusy(false);
      setConfirming(false);
      reload(report.instanceId);
    }
  };

  return (
    <>
      <Alert
        severity="warning"
        action={
          <Button
            color="inherit"
            size="small"
            startIcon={<HealingIcon />}
            onClick={() => setConfirming(true)}
          >
            {t('app.diagnostic.emergency.button')}
          </Button>
        }
        sx={{ '& .MuiAlert-action': { alignItems: 'center' }, flexWrap: { xs: 'wrap', sm: 'nowrap' } }}
      >
        <AlertTitle>{t('app.diagnostic.emergency.title')}</AlertTitle>
        {t('app.diagnostic.emergency.detail', { count: stats.automaticallyPaused })}
      </Alert>
      <Dialog open={confirming} onClose={() => setConfirming(false)}>
        <DialogTitle>{t('app.diagnostic.emergency.confirmTitle', { name: report.instanceName })}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('app.diagnostic.emergency.detail', { count: stats.automaticallyPaused })}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)}>{t('app.diagnostic.emergency.cancel')}</Button>
          <Button variant="contained" disabled={busy} onClick={() => void run()}>
            {t('app.diagnostic.emergency.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
      <Dialog open={result !== null} onClose={() => setResult(null)}>
        <DialogTitle>{t('app.diagnostic.emergency.doneTitle')}</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {t('app.diagnostic.emergency.done', {
              fixed: result?.conversationsFixed ?? 0,
              total: result?.totalConversations ?? 0,
            })}
          </DialogContentText>
          {result && result.keptOff.length > 0 ? (
            <>
              <DialogContentText sx={{ mt: 2 }}>{t('app.diagnostic.emergency.keptOff')}</DialogContentText>
              <List dense>
                {result.keptOff.map((row) => (
                  <ListItem key={row.conversationId} disableGutters>
                    <ListItemText
                      primary={row.contactName || row.contactNumber}
                      secondary={`${row.contactNumber} · ${row.reason ?? '—'}`}
                    />
                  </ListItem>
                ))}
              </List>
            </>
          ) : null}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setResult(null)}>{t('app.diagnostic.emergency.close')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
};
