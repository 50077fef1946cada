import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId } from 'react';
import type { LeadSourceWithToken } from '../../../contract/lead-sources';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** The source's intake URL, shown once: only its hash is kept, so it cannot be shown again. */
export const IntakeUrlDialog = ({
  source,
  onClose,
}: {
  source: LeadSourceWithToken;
  onClose: () => void;
}) => {
  const t = useAppTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('app.leadSources.url.title', { name: source.name })}</DialogTitle>
      <DialogContent>
        <Alert severity="warning" sx={{ mb: 2 }}>
          {t('app.leadSources.url.once')}
        </Alert>
        <TextField
          fullWidth
          multiline
          label={t('app.leadSources.url.label')}
          value={source.intakeUrl}
          slotProps={{
            htmlInput: {
              readOnly: true,
              onFocus: (event: { target: HTMLTextAreaElement }) => event.target.select(),
            },
          }}
        />
        <TextField
          fullWidth
          sx={{ mt: 2 }}
          label={t('app.leadSources.url.olxLabel')}
          value={`${source.intakeUrl}/olx`}
          slotProps={{ htmlInput: { readOnly: true } }}
        />
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onClose}>
          {t('app.leadSources.url.done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
