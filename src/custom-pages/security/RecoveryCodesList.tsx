import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Alert, AlertTitle, Box, Button, Stack } from '@mui/material';
import { useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';

/** The ten recovery codes, shown once right after 2FA is turned on, with a copy button. */
export const RecoveryCodesList = ({ codes, onDone }: { codes: string[]; onDone: () => void }) => {
  const t = useAppTranslate();
  const [copied, setCopied] = useState(false);
  const copy = () => {
    navigator.clipboard
      ?.writeText(codes.join('\n'))
      .then(() => setCopied(true))
      .catch(() => undefined);
  };
  return (
    <Stack spacing={2}>
      <Alert severity="warning">
        <AlertTitle>{t('app.security.recovery.title')}</AlertTitle>
        {t('app.security.recovery.help')}
      </Alert>
      <Box
        component="ul"
        aria-label={t('app.security.recovery.title')}
        sx={{
          m: 0,
          p: 2,
          listStyle: 'none',
          display: 'grid',
          gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
          gap: 1,
          fontFamily: 'monospace',
          fontSize: '1rem',
          bgcolor: 'action.hover',
          borderRadius: 1,
        }}
      >
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="outlined" startIcon={<ContentCopyIcon />} onClick={copy}>
          {t(copied ? 'app.security.recovery.copied' : 'app.security.recovery.copy')}
        </Button>
        <Button variant="contained" onClick={onDone}>
          {t('app.security.recovery.done')}
        </Button>
      </Stack>
    </Stack>
  );
};
