import { Alert, Box, Button, CircularProgress, Stack, TextField, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { TwoFactorSetup } from '../../../contract/two-factor';
import { useAppTranslate } from '../../i18n/useAppTranslate';
import type { AppDataProvider } from '../../providers/dataProvider';
import { fieldErrorsOf, serverMessageOf } from '../../providers/httpError';
import { useToast } from '../../ui/useToast';
import { RecoveryCodesList } from './RecoveryCodesList';
import { TwoFactorEnrolForm } from './TwoFactorEnrolForm';

export const TWO_FACTOR_QUERY_KEY = ['auth-2fa'] as const;

type Step =
  | { kind: 'idle' }
  | { kind: 'setup'; setup: TwoFactorSetup }
  | { kind: 'codes'; codes: string[] }
  | { kind: 'disable' };

/** The user's own two-step verification: turn it on (QR, code, recovery codes once) or off. */
export const TwoFactorPanel = () => {
  const t = useAppTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<AppDataProvider>();
  const queryClient = useQueryClient();
  const status = useQuery({
    queryKey: TWO_FACTOR_QUERY_KEY,
    queryFn: () => dataProvider.getTwoFactorStatus(),
  });
  const [step, setStep] = useState<Step>({ kind: 'idle' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [factor, setFactor] = useState('');
  const refresh = () => queryClient.invalidateQueries({ queryKey: TWO_FACTOR_QUERY_KEY });

  const start = async () => {
    setBusy(true);
    setError(null);
    try {
      setStep({ kind: 'setup', setup: await dataProvider.setupTwoFactor() });
    } catch (failure) {
      setError(serverMessageOf(failure) ?? t('app.security.enrol.loadFailed'));
    } finally {
      setBusy(false);
    }
  };

  const disable = async () => {
    const typed = factor.trim();
    const body = /^\d{3}\s?\d{3}$/.test(typed) ? { code: typed.replace(/\s/g, '') } : { recoveryCode: typed };
    setBusy(true);
    setError(null);
    try {
      await dataProvider.disableTwoFactor(body);
      toast({ title: 'app.security.account.disabled', type: 'success' });
      setStep({ kind: 'idle' });
      setFactor('');
      await refresh();
    } catch (failure) {
      setError(
        fieldErrorsOf(failure)[0]?.message ?? serverMessageOf(failure) ?? t('app.security.code.failed'),
      );
    } finally {
      setBusy(false);
    }
  };

  if (status.isPending) return <CircularProgress aria-label={t('app.common.loading')} />;
  if (status.isError) return <Alert severity="error">{t('app.security.account.loadFailed')}</Alert>;
  const { enabled, required } = status.data;

  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('app.security.account.twoFactor')}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {t(enabled ? 'app.security.account.twoFactorOn' : 'app.security.account.twoFactorOff')}
      </Typography>
      {required && <Alert severity="info">{t('app.security.account.twoFactorRequired')}</Alert>}
      {error && (
        <Alert severity="error" role="alert">
          {error}
        </Alert>
      )}
      {step.kind === 'setup' && (
        <TwoFactorEnrolForm
          setup={step.setup}
          confirm={async (code) => {
            const { recoveryCodes } = await dataProvider.enableTwoFactor(code);
            setStep({ kind: 'codes', codes: recoveryCodes });
            toast({ title: 'app.security.account.enabled', type: 'success' });
          }}
          onCancel={() => setStep({ kind: 'idle' })}
        />
      )}
      {step.kind === 'codes' && (
        <RecoveryCodesList
          codes={step.codes}
          onDone={() => {
            setStep({ kind: 'idle' });
            void refresh();
          }}
        />
      )}
      {step.kind === 'disable' && (
        <Stack spacing={1.5}>
          <Typography variant="body2">{t('app.security.account.disableHelp')}</Typography>
          <TextField
            label={`${t('app.security.code.label')} / ${t('app.security.code.recoveryLabel')}`}
            value={factor}
            onChange={(event) => setFactor(event.target.value)}
            autoComplete="one-time-code"
            autoFocus
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button
              color="error"
              variant="contained"
              disabled={busy || factor.trim() === ''}
              onClick={() => void disable()}
            >
              {t('app.security.account.disable')}
            </Button>
            <Button onClick={() => setStep({ kind: 'idle' })} disabled={busy}>
              {t('app.security.account.cancel')}
            </Button>
          </Stack>
        </Stack>
      )}
      {step.kind === 'idle' && (
        <Box>
          {enabled ? (
            !required && (
              <Button variant="outlined" color="error" onClick={() => setStep({ kind: 'disable' })}>
                {t('app.security.account.disable')}
              </Button>
            )
          ) : (
            <Button variant="contained" disabled={busy} onClick={() => void start()}>
              {t('app.security.account.enable')}
            </Button>
          )}
        </Box>
      )}
    </Stack>
  );
};
