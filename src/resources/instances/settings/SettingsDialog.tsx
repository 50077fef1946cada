import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogTitle, IconButton } from '@mui/material';
import { lazy, Suspense, useId } from 'react';
import { useGetOne } from 'react-admin';
import type { Instance } from '../../../../contract/instances';
import { useAppTranslate } from '../../../i18n/useAppTranslate';
import { useIsMobile } from '../../../layout/useIsMobile';
import { CloudConnectionPanel } from './CloudConnectionPanel';
import { SettingsLoading } from './SettingsLoading';

/** The sections are most of the dialog's code: they load when the dialog first opens. */
const SettingsForm = lazy(() => import('./SettingsForm'));

interface SettingsDialogProps {
  id: string;
  onClose: () => void;
}

/** The system settings of an instance (spec 1 §2 dialog 1); full screen on a phone. */
export const SettingsDialog = ({ id, onClose }: SettingsDialogProps) => {
  const t = useAppTranslate();
  const fullScreen = useIsMobile();
  const titleId = useId();
  const { data: instance } = useGetOne<Instance>('instances', { id });
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { overflowX: 'hidden' } } }}
    >
      <DialogTitle id={titleId} sx={{ pr: 7, overflowWrap: 'anywhere' }}>
        {instance
          ? t('app.settingsDialog.title', { name: instance.name })
          : t('app.settingsDialog.titlePlain')}
      </DialogTitle>
      <IconButton
        aria-label={t('ra.action.close')}
        onClick={onClose}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      {instance?.gateway === 'cloud' && <CloudConnectionPanel id={id} />}
      <Suspense fallback={<SettingsLoading />}>
        <SettingsForm id={id} onClose={onClose} />
      </Suspense>
    </Dialog>
  );
};
