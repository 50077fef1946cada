import PhoneIphoneIcon from '@mui/icons-material/PhoneIphone';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEffect, useId, useRef } from 'react';
import { LinkBase } from 'react-admin';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { useIsMobile } from '../../../layout/useIsMobile';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';
import { QrStateView } from './QrStateView';
import { useOnceWhen } from './useOnceWhen';
import { useQrConnection } from './useQrConnection';

/** Spec 1 §4: once connected, a success toast and the dialog closes itself 2 s later. */
export const QR_CLOSE_DELAY_MS = 2_000;
/** Spec 1 §8: sync errors are destructive toasts of 8 s. */
const SYNC_ERROR_TOAST_MS = 8_000;

interface QrDialogProps {
  id: string;
  onConfigureToken: () => void;
  onClose: () => void;
}

/** Connect an instance: its QR, polled until the phone scans it (spec 1 §2 dialog 2). */
export const QrDialog = ({ id, onConfigureToken, onClose }: QrDialogProps) => {
  const t = useAppTranslate();
  const toast = useToast();
  const titleId = useId();
  const fullScreen = useIsMobile();
  const { instance, display, syncError, refresh } = useQrConnection(id);
  const name = instance?.name ?? '';

  const connectedNow = display.kind === 'connectedNow';
  const latestClose = useRef(onClose);
  useEffect(() => {
    latestClose.current = onClose;
  });
  useEffect(() => {
    if (!connectedNow) return;
    const timer = setTimeout(() => latestClose.current(), QR_CLOSE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [connectedNow]);

  useOnceWhen(connectedNow, () =>
    toast({
      title: 'app.dashboard.qr.successTitle',
      detail: t('app.dashboard.qr.successDetail', { name }),
      type: 'success',
    }),
  );
  // One toast per run of failures, not one every 10 s while the provider stays unreachable.
  useOnceWhen(Boolean(syncError), () =>
    toast({
      title: 'app.dashboard.qr.syncErrorTitle',
      detail: serverMessageOf(syncError),
      type: 'error',
      durationMs: SYNC_ERROR_TOAST_MS,
    }),
  );

  const waitingForScan = display.kind === 'qr' || display.kind === 'pending';
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>
        {instance ? t('app.dashboard.qr.titleNamed', { name }) : t('app.dashboard.qr.title')}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <QrStateView display={display} onConfigureToken={onConfigureToken} />
          {instance?.gateway === 'simulator' && waitingForScan && (
            <Alert severity="info">
              {t('app.dashboard.qr.simulatorHint')}
              <Box sx={{ mt: 1 }}>
                <Button
                  component={LinkBase}
                  to={`/simulator?instance=${encodeURIComponent(id)}`}
                  variant="outlined"
                  color="info"
                  size="small"
                  startIcon={<PhoneIphoneIcon />}
                >
                  {t('app.dashboard.qr.openSimulator')}
                </Button>
              </Box>
            </Alert>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button startIcon={<RefreshIcon />} onClick={refresh} disabled={connectedNow}>
          {t('app.dashboard.qr.refresh')}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {t('app.dashboard.qr.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
