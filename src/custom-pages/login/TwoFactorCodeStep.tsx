import { Alert, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { useAppAuthProvider, useFinishSignIn } from './useSignIn';

const SIX_DIGITS = /^\d{6}$/;

/** The login's second step: the authenticator's code, or one recovery code instead. */
export const TwoFactorCodeStep = ({ challenge, onCancel }: { challenge: string; onCancel: () => void }) => {
  const t = useAppTranslate();
  const authProvider = useAppAuthProvider();
  const finish = useFinishSignIn();
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const typed = recovery ? value.trim() : value.replace(/\s+/g, '');
    if (recovery ? typed === '' : !SIX_DIGITS.test(typed)) {
      setError(t(recovery ? 'app.security.code.recoveryHelp' : 'app.security.code.invalid'));
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      await authProvider.verifyTwoFactor(challenge, recovery ? { recoveryCode: typed } : { code: typed });
      await finish();
    } catch (failure) {
      setError(
        fieldErrorsOf(failure)[0]?.message ?? serverMessageOf(failure) ?? t('app.security.code.failed'),
      );
      setSubmitting(false);
    }
  };

  const switchMode = () => {
    setRecovery((current) => !current);
    setValue('');
    setError(null);
  };

  return (
    <Stack component="form" noValidate spacing={2} onSubmit={(event) => void submit(event)}>
      <Typography variant="h6" component="h2">
        {t('app.security.code.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(recovery ? 'app.security.code.recoveryHelp' : 'app.security.code.help')}
      </Typography>
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      <TextField
        key={recovery ? 'recovery' : 'code'}
        label={t(recovery ? 'app.security.code.recoveryLabel' : 'app.security.code.label')}
        value={value}
        onChange={(event) => setValue(event.target.value)}
        autoComplete={recovery ? 'off' : 'one-time-code'}
        slotProps={{ htmlInput: recovery ? { maxLength: 40 } : { inputMode: 'numeric', maxLength: 7 } }}
        autoFocus
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {t(submitting ? 'app.security.code.submitting' : 'app.security.code.submit')}
      </Button>
      <Button size="small" onClick={switchMode} disabled={submitting}>
        {t(recovery ? 'app.security.code.useApp' : 'app.security.code.useRecovery')}
      </Button>
      <Button size="small" onClick={onCancel} disabled={submitting}>
        {t('app.security.code.cancel')}
      </Button>
    </Stack>
  );
};
