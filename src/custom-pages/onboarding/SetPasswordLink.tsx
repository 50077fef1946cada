import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button, Stack, TextField } from '@mui/material';
import { useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';

type CopyState = 'idle' | 'copied' | 'failed';

/**
 * The end of the wizard on a platform without SMTP: the owner's single-use link to set the password,
 * shown once (the server keeps only its hash), with a copy button.
 */
export const SetPasswordLink = ({ url, email }: { url: string; email: string }) => {
  const t = useAppTranslate();
  const [copy, setCopy] = useState<CopyState>('idle');
  const copyLink = () =>
    navigator.clipboard.writeText(url).then(
      () => setCopy('copied'),
      () => setCopy('failed'),
    );
  return (
    <Alert severity="warning" sx={{ mt: 2, '& .MuiAlert-message': { width: '100%', minWidth: 0 } }}>
      <AlertTitle>{t('app.platform.onboarding.passwordLink.title')}</AlertTitle>
      <Stack spacing={1.5}>
        <Box component="span" sx={{ overflowWrap: 'anywhere' }}>
          {t('app.platform.onboarding.passwordLink.text', { email })}
        </Box>
        <TextField
          label={t('app.platform.onboarding.passwordLink.label')}
          value={url}
          size="small"
          fullWidth
          slotProps={{ htmlInput: { readOnly: true }, inputLabel: { shrink: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
          <Button variant="contained" startIcon={<ContentCopyIcon />} onClick={() => void copyLink()}>
            {copy === 'copied'
              ? t('app.platform.onboarding.passwordLink.copied')
              : t('app.platform.onboarding.passwordLink.copy')}
          </Button>
          <Button variant="outlined" href={url}>
            {t('app.platform.onboarding.passwordLink.open')}
          </Button>
        </Stack>
        {copy === 'failed' && (
          <span role="alert">{t('app.platform.onboarding.passwordLink.copyFailed')}</span>
        )}
      </Stack>
    </Alert>
  );
};
