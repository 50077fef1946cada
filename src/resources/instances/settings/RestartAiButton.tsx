import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { Box, Button, Typography } from '@mui/material';
import { useState } from 'react';
import { Confirm, useDataProvider } from 'react-admin';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../../providers/dataProvider';
import { serverMessageOf } from '../../../providers/httpError';
import { useToast } from '../../../ui/useToast';

interface RestartAiButtonProps {
  instanceId: string;
  instanceName: string;
}

/** Clears the AI's memory of the instance (spec 1 §4), only once the user confirmed it. */
export const RestartAiButton = ({ instanceId, instanceName }: RestartAiButtonProps) => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [confirming, setConfirming] = useState(false);
  const [restarting, setRestarting] = useState(false);

  const restart = async () => {
    setRestarting(true);
    try {
      await dataProvider.restartAi(instanceId);
      toast({
        title: 'app.settingsDialog.restart.successTitle',
        detail: t('app.settingsDialog.restart.successDetail'),
        type: 'success',
      });
    } catch (error) {
      toast({ title: 'app.settingsDialog.restart.failed', detail: serverMessageOf(error), type: 'error' });
    } finally {
      setRestarting(false);
      setConfirming(false);
    }
  };

  return (
    <Box>
      <Button
        variant="outlined"
        color="warning"
        startIcon={<RestartAltIcon />}
        onClick={() => setConfirming(true)}
      >
        {t('app.settingsDialog.restart.button')}
      </Button>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        {t('app.settingsDialog.restart.hint')}
      </Typography>
      <Confirm
        isOpen={confirming}
        loading={restarting}
        title={t('app.settingsDialog.restart.title')}
        content={t('app.settingsDialog.restart.content', { name: instanceName })}
        confirm={t('app.settingsDialog.restart.confirm')}
        cancel={t('app.common.cancel')}
        confirmColor="warning"
        onConfirm={() => void restart()}
        onClose={() => setConfirming(false)}
      />
    </Box>
  );
};
