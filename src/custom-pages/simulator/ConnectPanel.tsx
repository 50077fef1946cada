import QrCodeScannerIcon from '@mui/icons-material/QrCodeScanner';
import { Alert, Box, Button, Chip, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import type { SimulatorInstance } from '../../../contract/simulator';
import { formatPhoneBR } from '../../format/phone';
import { useAppTranslate } from '../../i18n/useAppTranslate';

interface ConnectPanelProps {
  instance: SimulatorInstance;
  onScan: (instance: SimulatorInstance) => Promise<void>;
}

/** The instance's side: its QR and the big 'Escanear QR Code' button while it is disconnected. */
export const ConnectPanel = ({ instance, onScan }: ConnectPanelProps) => {
  const t = useAppTranslate();
  const [scanning, setScanning] = useState(false);
  const scan = async () => {
    setScanning(true);
    await onScan(instance);
    setScanning(false);
  };
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', mb: 2 }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0 }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {instance.name}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {formatPhoneBR(instance.phone)}
          </Typography>
        </Box>
        <Chip
          size="small"
          color={instance.isConnected ? 'success' : 'default'}
          label={t(
            instance.isConnected
              ? 'app.simulator.connection.connected'
              : 'app.simulator.connection.disconnected',
          )}
        />
      </Box>
      {instance.isConnected ? (
        <Alert severity="success">
          {t(
            instance.official
              ? 'app.simulator.connection.officialHint'
              : 'app.simulator.connection.connectedHint',
          )}
        </Alert>
      ) : (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
          {instance.qrCode ? (
            <Box
              component="img"
              src={instance.qrCode}
              alt={t('app.simulator.connection.qrAlt', { name: instance.name })}
              sx={{
                width: '100%',
                maxWidth: 240,
                aspectRatio: '1',
                bgcolor: 'common.white',
                p: 1,
                borderRadius: 1,
              }}
            />
          ) : (
            <>
              <Typography>{t('app.simulator.connection.waitingQr')}</Typography>
              <Typography variant="body2" color="text.secondary">
                {t('app.simulator.connection.waitingQrHint')}
              </Typography>
            </>
          )}
          <Button
            variant="contained"
            size="large"
            fullWidth
            disabled={scanning}
            startIcon={scanning ? <CircularProgress size={20} color="inherit" /> : <QrCodeScannerIcon />}
            onClick={() => void scan()}
            sx={{ py: 1.5, fontSize: '1.05rem' }}
          >
            {t(scanning ? 'app.simulator.connection.scanning' : 'app.simulator.connection.scan')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
};
