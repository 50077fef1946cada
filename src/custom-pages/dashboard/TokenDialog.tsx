import { TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { FormDialog } from '../../ui/FormDialog';
import { useConfigureToken } from './useConfigureToken';

interface TokenDialogProps {
  /** Called after the credentials were kept (e.g. to go back to the QR dialog). */
  onSaved: () => void;
  onClose: () => void;
}

/** The provider's token and API key (spec 1 §2 dialog 4); both required, submit disabled until set. */
export const TokenDialog = ({ onSaved, onClose }: TokenDialogProps) => {
  const t = useAppTranslate();
  const configure = useConfigureToken();
  const [token, setToken] = useState('');
  const [apikey, setApikey] = useState('');
  const [url, setUrl] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const missing = token.trim() === '' || apikey.trim() === '';

  const submit = async () => {
    if (missing) return;
    setSubmitting(true);
    const saved = await configure({
      token: token.trim(),
      apikey: apikey.trim(),
      ...(url.trim() ? { url: url.trim() } : {}),
    });
    setSubmitting(false);
    if (saved) onSaved();
  };

  return (
    <FormDialog
      title={t('app.dashboard.token.title')}
      submitLabel={t('app.dashboard.token.save')}
      submittingLabel={t('app.dashboard.token.saving')}
      submitting={submitting}
      submitDisabled={missing}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary">
        {t('app.dashboard.token.intro')}
      </Typography>
      <TextField
        label={t('app.dashboard.token.token')}
        value={token}
        onChange={(event) => setToken(event.target.value)}
        autoComplete="off"
        autoFocus
      />
      <TextField
        label={t('app.dashboard.token.apikey')}
        type="password"
        value={apikey}
        onChange={(event) => setApikey(event.target.value)}
        autoComplete="new-password"
      />
      <TextField
        label={t('app.dashboard.token.url')}
        type="url"
        value={url}
        onChange={(event) => setUrl(event.target.value)}
        helperText={t('app.dashboard.token.urlHint')}
      />
      {missing && (
        <Typography variant="caption" color="text.secondary" role="note">
          {t('app.dashboard.token.required')}
        </Typography>
      )}
    </FormDialog>
  );
};
