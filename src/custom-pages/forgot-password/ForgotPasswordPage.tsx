import { Alert, Button, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { LinkBase, useDataProvider } from 'react-admin';
import { ForgotPasswordBody } from '../../../contract/auth';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { SignedOutForm } from '../../ui/CenteredCard';

/**
 * `/forgot-password`: the address of the account; the answer is the same whether it is registered
 * or not, so the page says "if it is registered" and never which.
 */
const ForgotPasswordPage = () => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = ForgotPasswordBody.safeParse({ email });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? t('app.security.forgot.failed'));
      return;
    }
    setError(null);
    setSending(true);
    try {
      await dataProvider.requestPasswordReset(parsed.data);
      setSentTo(parsed.data.email);
    } catch (failure) {
      setError(
        fieldErrorsOf(failure)[0]?.message ?? serverMessageOf(failure) ?? t('app.security.forgot.failed'),
      );
    } finally {
      setSending(false);
    }
  };

  return (
    <SignedOutForm title={t('app.security.forgot.title')} onSubmit={submit}>
      {sentTo ? (
        <Alert severity="success" sx={{ overflowWrap: 'anywhere' }}>
          {t('app.security.forgot.sent', { email: sentTo })}
        </Alert>
      ) : (
        <>
          <Typography color="text.secondary">{t('app.security.forgot.subtitle')}</Typography>
          {error && (
            <Alert severity="error" role="alert">
              {error}
            </Alert>
          )}
          <TextField
            label={t('app.security.forgot.email')}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            autoFocus
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={sending}>
            {t(sending ? 'app.security.forgot.submitting' : 'app.security.forgot.submit')}
          </Button>
        </>
      )}
      <Button component={LinkBase} to="/login" size="small">
        {t('app.security.forgot.backToLogin')}
      </Button>
    </SignedOutForm>
  );
};

export default ForgotPasswordPage;
