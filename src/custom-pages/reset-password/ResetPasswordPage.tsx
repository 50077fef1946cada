import { Alert, Button, Link, TextField, Typography } from '@mui/material';
import { type FormEvent, useState } from 'react';
import { LinkBase, useDataProvider, useLocation } from 'react-admin';
import { Password } from '../../../contract/users';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { SignedOutForm } from '../../ui/CenteredCard';

interface Errors {
  password?: string;
  confirm?: string;
  /** The link itself: missing, spent or expired. */
  token?: string;
}

/** The password rules of the user form, checked before sending (the server checks again). */
function formErrors(password: string, confirm: string, mismatch: string): Errors {
  const parsed = Password.safeParse(password);
  if (!parsed.success) return { password: parsed.error.issues[0]?.message };
  return password === confirm ? {} : { confirm: mismatch };
}

/** `/reset-password?token=…`: the owner of a set-password link chooses the password, once. */
const ResetPasswordPage = () => {
  const t = useAppTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const { search } = useLocation();
  const token = new URLSearchParams(search).get('token')?.trim() ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<Errors>(
    token ? {} : { token: t('app.auth.resetPassword.missingToken') },
  );
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = formErrors(password, confirm, t('app.auth.resetPassword.mismatch'));
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setSaving(true);
    try {
      await dataProvider.resetPassword({ token, password });
      setDone(true);
    } catch (error) {
      const fields = fieldErrorsOf(error);
      const byField = Object.fromEntries(fields.map((field) => [field.field, field.message])) as Errors;
      setErrors(
        fields.length > 0 ? byField : { token: serverMessageOf(error) ?? t('app.auth.resetPassword.failed') },
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <SignedOutForm title={t('app.auth.resetPassword.title')} onSubmit={submit}>
      <Typography color="text.secondary">{t('app.auth.resetPassword.subtitle')}</Typography>
      {errors.token && <Alert severity="error">{errors.token}</Alert>}
      {errors.token && (
        // A spent or expired link: a new one can be asked for without the support.
        <Link component={LinkBase} to="/forgot-password" variant="body2">
          {t('app.security.forgot.link')}
        </Link>
      )}
      {done ? (
        <>
          <Alert severity="success">{t('app.auth.resetPassword.done')}</Alert>
          <Button variant="contained" component={LinkBase} to="/login">
            {t('app.auth.resetPassword.toLogin')}
          </Button>
        </>
      ) : (
        <>
          <TextField
            label={t('app.auth.resetPassword.password')}
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password !== undefined}
            helperText={errors.password}
            disabled={!token}
            fullWidth
          />
          <TextField
            label={t('app.auth.resetPassword.confirm')}
            type="password"
            autoComplete="new-password"
            value={confirm}
            onChange={(event) => setConfirm(event.target.value)}
            error={errors.confirm !== undefined}
            helperText={errors.confirm}
            disabled={!token}
            fullWidth
          />
          <Button type="submit" variant="contained" disabled={!token || saving}>
            {saving ? t('app.auth.resetPassword.submitting') : t('app.auth.resetPassword.submit')}
          </Button>
        </>
      )}
    </SignedOutForm>
  );
};

export default ResetPasswordPage;
