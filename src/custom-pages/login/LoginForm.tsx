import LoginIcon from '@mui/icons-material/Login';
import { Alert, AlertTitle, Button, CircularProgress, Link, Stack, TextField } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { LinkBase } from 'react-admin';
import type { MessageKey } from '../../i18n/pt-BR';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import { translateValidationMessage } from '../../i18n/validationMessage';
import { contractSchemas } from '../../providers/contractSchemas';
import { isNetworkError, serverMessageOf } from '../../providers/httpError';
import type { LoginChallenge } from '../../providers/twoFactorSignIn';
import { TwoFactorCodeStep } from './TwoFactorCodeStep';
import { TwoFactorEnrolStep } from './TwoFactorEnrolStep';
import { usePreloadSignInTarget, useSignIn } from './useSignIn';

interface Problem {
  severity: 'warning' | 'error';
  title?: MessageKey;
  detail: string;
}

/**
 * E-mail and password form of the `/login` page and of the landing page's dialog (spec 3 §2.8),
 * followed by the second step when the account has (or must set up) two-step verification.
 */
export const LoginForm = () => {
  const t = useAppTranslate();
  const signIn = useSignIn();
  usePreloadSignInTarget();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const [problem, setProblem] = useState<Problem | null>(null);
  const [challenge, setChallenge] = useState<LoginChallenge | null>(null);

  const failed = (error: unknown) =>
    setProblem(
      isNetworkError(error)
        ? {
            severity: 'error',
            title: 'app.auth.connectionError',
            detail: t('app.auth.connectionErrorDetail'),
          }
        : {
            severity: 'error',
            title: 'app.auth.loginError',
            detail: serverMessageOf(error) ?? t('app.auth.invalidCredentials'),
          },
    );

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    // Validated on submit with the contract's schema, which loads apart from the login page.
    const schemas = await contractSchemas().catch((error: unknown) => {
      failed(error);
      return null;
    });
    if (!schemas) return;
    const parsed = schemas.LoginBody.safeParse({ email, password });
    if (!parsed.success) {
      const message = parsed.error.issues[0]?.message ?? '';
      setProblem({ severity: 'warning', detail: translateValidationMessage(t, message) });
      return;
    }
    setProblem(null);
    setSubmitting(true);
    try {
      const next = await signIn(parsed.data);
      if (next) {
        setChallenge(next);
        setSubmitting(false);
      }
    } catch (error) {
      failed(error);
      setSubmitting(false);
    }
  };

  const backToPassword = () => {
    setChallenge(null);
    setPassword('');
  };
  if (challenge?.kind === 'code')
    return <TwoFactorCodeStep challenge={challenge.challenge} onCancel={backToPassword} />;
  if (challenge?.kind === 'enrol') {
    return <TwoFactorEnrolStep challenge={challenge.challenge} onCancel={backToPassword} />;
  }

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      {problem && (
        <Alert severity={problem.severity} role="alert">
          {problem.title && <AlertTitle>{t(problem.title)}</AlertTitle>}
          {problem.detail}
        </Alert>
      )}
      <TextField
        label={t('app.auth.email')}
        type="email"
        name="email"
        autoComplete="email"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        autoFocus
        variant="outlined"
      />
      <TextField
        label={t('app.auth.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        variant="outlined"
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : <LoginIcon />}
      >
        {t(submitting ? 'app.auth.submitting' : 'app.auth.submit')}
      </Button>
      <Link component={LinkBase} to="/forgot-password" variant="body2" sx={{ alignSelf: 'center' }}>
        {t('app.security.forgot.link')}
      </Link>
    </Stack>
  );
};
