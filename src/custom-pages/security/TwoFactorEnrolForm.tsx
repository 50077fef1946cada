import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import type { TwoFactorSetup } from '../../../contract/two-factor';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';

const SIX_DIGITS = /^\d{6}$/;

/**
 * The QR of a new secret and the first code that confirms it: the same form at a mandatory
 * enrolment during sign-in and in the user's own account section. `confirm` answers nothing on
 * success; its caller shows the recovery codes.
 */
export const TwoFactorEnrolForm = ({
  setup,
  confirm,
  onCancel,
}: {
  setup: TwoFactorSetup;
  confirm: (code: string) => Promise<void>;
  onCancel?: () => void;
}) => {
  const t = useAppTranslate();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const digits = code.replace(/\s+/g, '');
    if (!SIX_DIGITS.test(digits)) {
      setError(t('app.security.code.invalid'));
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await confirm(digits);
    } catch (failure) {
      setError(
        fieldErrorsOf(failure)[0]?.message ?? serverMessageOf(failure) ?? t('app.security.code.failed'),
      );
      setSaving(false);
    }
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography variant="body2">{t('app.security.enrol.scan')}</Typography>
      <Box
        component="img"
        src={setup.qrDataUrl}
        alt={t('app.security.enrol.qrAlt')}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', p: 1, borderRadius: 1 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {t('app.security.enrol.manual', { secret: setup.secret })}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        label={t('app.security.code.label')}
        value={code}
        onChange={(event) => setCode(event.target.value)}
        autoComplete="one-time-code"
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 7 } }}
        autoFocus
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button
          type="submit"
          variant="contained"
          disabled={saving}
          startIcon={saving ? <CircularProgress size={18} color="inherit" /> : undefined}
        >
          {t(saving ? 'app.security.enrol.submitting' : 'app.security.enrol.submit')}
        </Button>
        {onCancel && (
          <Button onClick={onCancel} disabled={saving}>
            {t('app.security.account.cancel')}
          </Button>
        )}
      </Stack>
    </Stack>
  );
};
