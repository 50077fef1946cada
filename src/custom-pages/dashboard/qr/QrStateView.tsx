import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import KeyIcon from '@mui/icons-material/Key';
import { Alert, AlertTitle, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { MessageKey } from '../../../i18n/pt-BR';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { QrDisplay } from './qrDisplayState';

interface QrStateViewProps {
  display: QrDisplay;
  onConfigureToken: () => void;
}

const Centered = ({ children }: { children: ReactNode }) => (
  <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', py: 3 }}>
    {children}
  </Stack>
);

const Waiting = ({ label, detail }: { label: MessageKey; detail?: string }) => {
  const t = useAppTranslate();
  return (
    <Centered>
      <CircularProgress aria-hidden />
      <Typography role="status">{t(label)}</Typography>
      {detail && (
        <Typography variant="body2" color="text.secondary">
          {detail}
        </Typography>
      )}
    </Centered>
  );
};

const Connected = ({ title, detail }: { title: MessageKey; detail: MessageKey }) => {
  const t = useAppTranslate();
  return (
    <Centered>
      <CheckCircleIcon color="success" sx={{ fontSize: 64 }} aria-hidden />
      <Typography variant="h6" component="p">
        {t(title)}
      </Typography>
      <Typography color="text.secondary">{t(detail)}</Typography>
    </Centered>
  );
};

const NeedsToken = (props: { title: MessageKey; detail: string; onConfigureToken: () => void }) => {
  const t = useAppTranslate();
  return (
    <Alert severity="warning">
      <AlertTitle>{t(props.title)}</AlertTitle>
      {props.detail}
      <Box sx={{ mt: 1.5 }}>
        <Button
          variant="contained"
          color="warning"
          size="small"
          startIcon={<KeyIcon />}
          onClick={props.onConfigureToken}
        >
          {t('app.dashboard.qr.configureToken')}
        </Button>
      </Box>
    </Alert>
  );
};

/** One of the QR dialog's display states. */
export const QrStateView = ({ display, onConfigureToken }: QrStateViewProps) => {
  const t = useAppTranslate();
  switch (display.kind) {
    case 'loading':
      return <Waiting label="app.dashboard.qr.loading" />;
    case 'pending':
      return (
        <Waiting
          label="app.dashboard.qr.pending"
          detail={display.message ?? t('app.dashboard.qr.pendingHint')}
        />
      );
    case 'alreadyConnected':
      return (
        <Connected
          title="app.dashboard.qr.alreadyConnected"
          detail="app.dashboard.qr.alreadyConnectedDetail"
        />
      );
    case 'connectedNow':
      return <Connected title="app.dashboard.qr.successTitle" detail="app.dashboard.qr.connectedNow" />;
    case 'tokenExpired':
      return (
        <NeedsToken
          title="app.dashboard.qr.tokenExpired"
          detail={display.message ?? t('app.dashboard.qr.tokenExpiredDetail')}
          onConfigureToken={onConfigureToken}
        />
      );
    case 'noPermission':
      return (
        <NeedsToken
          title="app.dashboard.qr.noPermission"
          detail={display.message ?? t('app.dashboard.qr.noPermissionDetail')}
          onConfigureToken={onConfigureToken}
        />
      );
    case 'failure':
      return (
        <Alert severity="error">
          <AlertTitle>{t('app.dashboard.qr.failure')}</AlertTitle>
          {display.message}
        </Alert>
      );
    case 'qr':
      return (
        <Centered>
          <Box
            component="img"
            src={display.qrCode}
            alt={t('app.dashboard.qr.imageAlt')}
            sx={{
              width: '100%',
              maxWidth: 280,
              aspectRatio: '1',
              bgcolor: 'common.white',
              p: 1,
              borderRadius: 1,
            }}
          />
          {display.pairingCode && (
            <Typography variant="subtitle1" component="p" sx={{ fontFamily: 'monospace' }}>
              {t('app.dashboard.qr.pairingCode', { code: display.pairingCode })}
            </Typography>
          )}
          <Typography variant="body2" color="text.secondary">
            {t('app.dashboard.qr.instructions')}
          </Typography>
        </Centered>
      );
  }
};
